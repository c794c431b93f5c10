import { MSG } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ItemInput } from './create-item.ts';
import type { Level } from './levels.ts';
import { realChanges } from './policy.ts';
import {
  findItemForUpdate,
  findParentForShare,
  type ItemRow,
  updateItem as updateRow,
} from './repository.ts';

/** `PATCH /admin/{level}/{id}`: renames, reorders or moves an item under another parent; only sent fields change. */
export async function updateItem(
  ctx: AppContext,
  actor: Actor | null,
  level: Level,
  id: number,
  input: Partial<ItemInput>,
): Promise<ItemRow> {
  const admin = requireAdmin(actor);
  return inTransaction(ctx.db, async (tx) => {
    const before = await findItemForUpdate(tx, level, id);
    if (!before) throw AppError.notFound();
    const parentId = level.parent ? input[level.parent.field] : undefined;
    if (level.parent && parentId !== undefined && parentId !== before.parentId) {
      if (!(await findParentForShare(tx, level, parentId))) {
        throw AppError.invalid(level.parent.field, MSG.catalogueParentNotFound);
      }
    }
    const changes = realChanges(before, {
      titleEn: input.title_en,
      titleTh: input.title_th,
      sortOrder: input.sort_order,
      parentId,
    });
    if (!Object.keys(changes).length) return before;
    const row = await updateRow(tx, level, id, changes);
    await recordAudit(tx, {
      actorId: admin.userId,
      action: `${level.name}.updated`,
      subjectType: level.name,
      subjectId: id,
      metadata: {
        changes: Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [key, [before[key as keyof ItemRow], value]]),
        ),
      },
      at: ctx.clock.now(),
    });
    return row;
  });
}
