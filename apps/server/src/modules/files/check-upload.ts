import { MSG } from '@kru/contract';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { contentMatches, formatBytes, normalizeContentType, SNIFF_BYTES } from './policy.ts';

export interface ExpectedUpload {
  key: string;
  /** The declared (normalized) content type the upload was signed for. */
  contentType: string;
  /** The kind's ceiling. */
  maxBytes: number;
}

/**
 * The one check of uploaded bytes, whichever driver holds them: the object is there, no larger than the kind
 * allows, stored with the declared type, and its first bytes are really of that type (magic bytes). Bytes that
 * fail are removed and the caller gets the error to answer (413 too large, 422 not what they claim). The local
 * driver runs it as the PUT completes; a direct-to-store driver (S3) when the upload is registered.
 * Answers the stored size.
 */
export async function checkStoredUpload(storage: Storage, expected: ExpectedUpload): Promise<number> {
  const { key, contentType, maxBytes } = expected;
  const stored = await storage.stat(key);
  if (!stored) throw AppError.invalid('file', MSG.uploadMissing);
  const refuse = async (error: AppError) => {
    // The answer is the refusal either way; bytes a failed removal leaves go with the unregistered-upload clean-up.
    await storage.delete(key).catch(() => {});
    return error;
  };
  if (stored.size > maxBytes) {
    throw await refuse(AppError.tooLarge(MSG.fileTooLarge, { max: formatBytes(maxBytes) }));
  }
  const storedAs = stored.contentType === undefined ? contentType : normalizeContentType(stored.contentType);
  if (storedAs !== contentType || !(await looksGenuine(storage, key, contentType))) {
    // A video that is not one gets a message saying what to choose instead.
    const message = contentType.startsWith('video/') ? MSG.notAVideo : MSG.fileContentMismatch;
    throw await refuse(AppError.invalid('file', message));
  }
  return stored.size;
}

/** Whether the stored bytes really are of the declared type; a sniffer failure counts as a mismatch. */
async function looksGenuine(storage: Storage, key: string, declared: string): Promise<boolean> {
  const head = await storage.readHead(key, SNIFF_BYTES);
  // Loaded at the first upload, not at start (docs/architecture.md, "Memory at idle").
  const { fileTypeFromBuffer } = await import('file-type');
  try {
    return contentMatches(declared, (await fileTypeFromBuffer(head))?.mime, head);
  } catch {
    return false;
  }
}
