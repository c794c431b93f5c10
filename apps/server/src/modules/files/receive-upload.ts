import type { Readable } from 'node:stream';
import { MSG, type ReceivedUpload } from '@kru/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type LocalStorage,
  UploadExistsError,
  type UploadGrant,
  UploadTooLargeError,
} from '../../platform/storage/local.ts';
import { contentMatches, formatBytes, normalizeContentType, SNIFF_BYTES } from './policy.ts';
import { findFileByKey, markUploaded } from './repository.ts';

export interface IncomingUpload {
  /** What the verified URL signature allows. */
  grant: UploadGrant;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable;
}

const usedLink = () => AppError.conflict(MSG.uploadExpired);

/**
 * Step 2 of an upload (local storage): stores the body of a signed PUT under its key, never more than the
 * signed ceiling, then checks the real content by its first bytes. Bytes that are too many or not what they
 * claim to be are removed. A signed URL stores bytes once.
 */
export async function receiveUpload(
  ctx: AppContext,
  storage: LocalStorage,
  { grant, contentType, contentLength, body }: IncomingUpload,
): Promise<ReceivedUpload> {
  const { key, maxBytes } = grant;
  if (normalizeContentType(contentType ?? '') !== grant.contentType) {
    throw AppError.invalid('content_type', MSG.fileTypeNotAllowed);
  }
  const tooLarge = AppError.tooLarge(MSG.fileTooLarge, { max: formatBytes(maxBytes) });
  if (contentLength !== undefined && contentLength > maxBytes) throw tooLarge;

  const pending = await findFileByKey(ctx.db, key);
  if (!pending) throw AppError.notFound();
  if (pending.uploadedAt) throw usedLink();

  let size: number;
  try {
    size = await storage.write(key, body, maxBytes);
  } catch (err) {
    if (err instanceof UploadTooLargeError) throw tooLarge;
    if (err instanceof UploadExistsError) throw usedLink();
    throw err;
  }

  if (!(await looksGenuine(storage, key, grant.contentType))) {
    await storage.delete(key);
    throw AppError.invalid('file', MSG.fileContentMismatch);
  }

  if (!(await markUploaded(ctx.db, key, size, ctx.clock.now()))) {
    // The pending upload was deleted (by its owner or the clean-up) while the bytes arrived.
    await storage.delete(key);
    throw AppError.notFound();
  }
  return { key, size };
}

/** Whether the stored bytes really are of the declared type; a sniffer failure counts as a mismatch. */
async function looksGenuine(storage: LocalStorage, key: string, declared: string): Promise<boolean> {
  const head = await storage.readHead(key, SNIFF_BYTES);
  try {
    return contentMatches(declared, (await fileTypeFromBuffer(head))?.mime, head);
  } catch {
    return false;
  }
}
