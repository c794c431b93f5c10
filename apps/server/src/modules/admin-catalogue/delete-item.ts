import { MSG } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { Level } from './levels.ts';
import { countChildren, deleteItem as deleteRow, findItemForUpdate } from './repository.ts';

/**
 * `DELETE /admin/{level}/{id}`: only an item nothing refers to. Items of the level below would go with it
 * (their keys cascade), so they must be deleted or moved first (409); anything else pointing at it (a
 * student's grade, a tutor's priced subject, a course) makes the database refuse, answered as a 409 too.
 */
export async function deleteItem(
  ctx: AppContext,
  actor: Actor | null,
  level: Level,
  id: number,
): Promise<void> {
  const admin = requireAdmin(actor);
  try {
    await inTransaction(ctx.db, async (tx) => {
      // The lock keeps a child from being added between the count and the delete.
      const item = await findItemForUpdate(tx, level, id);
      if (!item) throw AppError.notFound();
      if ((await countChildren(tx, level, id)) > 0) throw AppError.conflict(MSG.catalogueHasChildren);
      await deleteRow(tx, level, id);
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `${level.name}.deleted`,
        subjectType: level.name,
        subjectId: id,
        metadata: {
          code: item.code,
          title_en: item.titleEn,
          title_th: item.titleTh,
          parent_id: item.parentId,
        },
        at: ctx.clock.now(),
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.conflict(MSG.catalogueInUse);
    throw error;
  }
}
