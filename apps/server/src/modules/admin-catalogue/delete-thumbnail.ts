import { MSG } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteThumbnail as deleteRow, findThumbnailForUpdate } from './repository.ts';

/** `DELETE /admin/thumbnails/{id}`: only a thumbnail no course uses (409 otherwise). */
export async function deleteThumbnail(ctx: AppContext, actor: Actor | null, id: number): Promise<void> {
  const admin = requireAdmin(actor);
  try {
    await inTransaction(ctx.db, async (tx) => {
      const before = await findThumbnailForUpdate(tx, id);
      if (!before) throw AppError.notFound();
      await deleteRow(tx, id);
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'thumbnail.deleted',
        subjectType: 'thumbnail',
        subjectId: id,
        metadata: { code: before.code, url: before.url },
        at: ctx.clock.now(),
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.conflict(MSG.catalogueInUse);
    throw error;
  }
}
