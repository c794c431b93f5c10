import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ByteRange, LocalStorage } from '../../platform/storage/local.ts';
import { byteRange, contentDisposition } from './policy.ts';
import { findFileByKey } from './repository.ts';

export interface ServedFile {
  body: Readable;
  contentType: string;
  disposition: string;
  /** The whole file's size. */
  size: number;
  /** Set when only part of the file is sent (a `Range` request). */
  range: ByteRange | null;
}

/** The stored bytes of an uploaded file (local storage), whole or the one range asked for. */
export async function serveFile(
  ctx: AppContext,
  storage: LocalStorage,
  key: string,
  rangeHeader: string | undefined,
): Promise<ServedFile> {
  const file = await findFileByKey(ctx.db, key);
  const stored = file?.uploadedAt ? await storage.stat(key) : null;
  if (!file || !stored) throw AppError.notFound();
  const range = byteRange(rangeHeader, stored.size);
  return {
    body: await storage.read(key, range ?? undefined),
    contentType: file.contentType,
    disposition: contentDisposition(file.contentType, file.fileName || key.slice(key.indexOf('/') + 1)),
    size: stored.size,
    range,
  };
}
