import { MSG } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Level } from './levels.ts';
import { newCode } from './policy.ts';
import { findParentForShare, type ItemRow, insertItem, nextSortOrder } from './repository.ts';

export interface ItemInput {
  title_en: string;
  title_th: string;
  sort_order?: number;
  education_id?: number;
  school_year_id?: number;
  subject_id?: number;
}

/**
 * `POST /admin/{educations,school-years,subjects,subject-specialties}`: adds an item under an existing parent,
 * last among its siblings unless an order is given. The public catalogue answers it at once (its responses
 * are revalidated by ETag, never kept stale).
 */
export async function createItem(
  ctx: AppContext,
  actor: Actor | null,
  level: Level,
  input: ItemInput,
): Promise<ItemRow> {
  const admin = requireAdmin(actor);
  return inTransaction(ctx.db, async (tx) => {
    let parent: { id: number; code: string } | undefined;
    if (level.parent) {
      const parentId = input[level.parent.field];
      parent = parentId === undefined ? undefined : await findParentForShare(tx, level, parentId);
      if (!parent) throw AppError.invalid(level.parent.field, MSG.catalogueParentNotFound);
    }
    const sortOrder = input.sort_order ?? (await nextSortOrder(tx, level, parent?.id ?? null));
    const row = await insertItem(tx, level, {
      code: newCode(parent?.code ?? null, input.title_en, level.name.replace('_', '-')),
      titleEn: input.title_en,
      titleTh: input.title_th,
      sortOrder,
      parentId: parent?.id,
    });
    await recordAudit(tx, {
      actorId: admin.userId,
      action: `${level.name}.created`,
      subjectType: level.name,
      subjectId: row.id,
      metadata: { code: row.code, title_en: row.titleEn, title_th: row.titleTh, parent_id: row.parentId },
      at: ctx.clock.now(),
    });
    return row;
  });
}
