import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { onDocumentRemoved } from './document-rules.ts';
import { isFileKey } from './policy.ts';
import { clearAvatarIf, deleteOwnedFileByKey, isCoverShown } from './repository.ts';

/**
 * Removes one of the actor's files (row now, bytes after commit); removing the avatar leaves none. Removing an
 * identity document follows the KYC rules (refused while the profile is under review). A cover a course shows is
 * changed through the course (an edit, reviewed again), so it cannot be removed here (409).
 */
export async function deleteFile(ctx: AppContext, actor: Actor, key: string): Promise<void> {
  if (!isFileKey(key)) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    if (key.startsWith('cover/') && (await isCoverShown(tx, key))) throw AppError.conflict(MSG.coverInUse);
    const removed = await deleteOwnedFileByKey(tx, key, actor.userId);
    if (!removed) throw AppError.notFound();
    await clearAvatarIf(tx, actor.userId, removed.id);
    await onDocumentRemoved(ctx, tx, actor, removed);
    afterCommit(() => ctx.storage.delete(removed.key));
  });
}
