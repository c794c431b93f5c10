import { MSG, type RegisterFileBody, type StoredFile } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { checkStoredUpload } from './check-upload.ts';
import { onDocumentRegistered } from './document-rules.ts';
import { contentDisposition, isFileKey, maxBytesOf } from './policy.ts';
import { presentFile } from './presenter.ts';
import {
  deleteOwnedFileById,
  type FileRow,
  findFileByKey,
  lockAvatarFileId,
  lockFileByKey,
  markRegistered,
  markUploaded,
  setAvatarFileId,
} from './repository.ts';

/**
 * Step 3 of an upload: the actor's checked upload becomes a registered file (a second call answers the same).
 * With a direct-to-store driver (S3) the bytes never passed through this server, so they are checked here first,
 * with the same check the local driver runs at PUT time. An avatar becomes the actor's avatar, and the one it
 * replaces is removed, row now and bytes after commit.
 */
export async function registerFile(
  ctx: AppContext,
  actor: Actor,
  body: RegisterFileBody,
): Promise<StoredFile> {
  if (body.type === 'document' && !body.document_type) {
    throw AppError.invalid('document_type', MSG.invalidValue);
  }
  if (!isFileKey(body.file)) throw AppError.notFound();
  const pending = await findFileByKey(ctx.db, body.file);
  if (!pending || pending.ownerId !== actor.userId) throw AppError.notFound();
  if (pending.kind !== body.type) throw AppError.invalid('type', MSG.fileTypeNotAllowed);
  if (!pending.uploadedAt && ctx.storage.uploadChecks === 'on-registration')
    await confirmDirectUpload(ctx, pending);

  const row = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const upload = await lockFileByKey(tx, body.file);
    if (!upload || upload.ownerId !== actor.userId) throw AppError.notFound();
    if (!upload.uploadedAt) throw AppError.invalid('file', MSG.uploadMissing);
    if (upload.kind !== body.type) throw AppError.invalid('type', MSG.fileTypeNotAllowed);
    if (upload.registeredAt) return upload;

    const registered = await markRegistered(tx, upload.id, {
      fileName: body.file_name || upload.key.slice(upload.key.indexOf('/') + 1),
      documentType: body.document_type ?? null,
      sectionId: body.section_id ?? null,
      description: body.description || null,
      registeredAt: ctx.clock.now(),
    });
    if (registered.kind === 'avatar') {
      const previous = await lockAvatarFileId(tx, actor.userId);
      await setAvatarFileId(tx, actor.userId, registered.id);
      const replaced = previous === null ? undefined : await deleteOwnedFileById(tx, previous, actor.userId);
      if (replaced) afterCommit(() => ctx.storage.delete(replaced.key));
    }
    if (registered.kind === 'document') {
      await onDocumentRegistered(ctx, tx, afterCommit, actor, registered, body);
    }
    return registered;
  });
  return presentFile(
    row,
    await ctx.storage.signDownload(row.key, undefined, {
      contentType: row.contentType,
      contentDisposition: contentDisposition(row.contentType, row.fileName),
    }),
  );
}

/**
 * Checks the object a client PUT straight to the store (exists, within the kind's maximum, really of the signed
 * type; otherwise it is removed and the error answered) and records its arrival.
 */
async function confirmDirectUpload(ctx: AppContext, pending: FileRow): Promise<void> {
  const size = await checkStoredUpload(ctx.storage, {
    key: pending.key,
    contentType: pending.contentType,
    maxBytes: maxBytesOf(pending.kind),
  });
  // No row updated: another registration recorded it first, or the upload was deleted meanwhile (the
  // transaction below then answers 404, and the deletion removes the object).
  await markUploaded(ctx.db, pending.key, size, ctx.clock.now());
}
