import type { Readable } from 'node:stream';
import { MSG, type ReceivedUpload } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type LocalStorage,
  UploadExistsError,
  type UploadGrant,
  UploadTooLargeError,
} from '../../platform/storage/local.ts';
import { checkStoredUpload } from './check-upload.ts';
import { formatBytes, normalizeContentType } from './policy.ts';
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
 * signed ceiling, then runs the upload check every driver shares (checkStoredUpload) on the stored bytes. Bytes
 * that are too many or not what they claim to be are removed. A signed URL stores bytes once.
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

  await checkStoredUpload(storage, { key, contentType: grant.contentType, maxBytes });

  if (!(await markUploaded(ctx.db, key, size, ctx.clock.now()))) {
    // The pending upload was deleted (by its owner or the clean-up) while the bytes arrived.
    await storage.delete(key);
    throw AppError.notFound();
  }
  return { key, size };
}
