import { MSG, type RegisterFileBody, type StoredFile } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isFileKey } from './policy.ts';
import { presentFile } from './presenter.ts';
import {
  deleteOwnedFileById,
  lockAvatarFileId,
  lockFileByKey,
  markRegistered,
  setAvatarFileId,
} from './repository.ts';

/**
 * Step 3 of an upload: the actor's checked upload becomes a registered file (a second call answers the same).
 * An avatar becomes the actor's avatar, and the one it replaces is removed, row now and bytes after commit.
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
    return registered;
  });
  return presentFile(row, await ctx.storage.signDownload(row.key));
}
