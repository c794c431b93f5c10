import type { Chapter } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  chapterIdsInOrder,
  findChapter,
  moveTo,
  renumberChapters,
  updateChapterTitle,
} from '../courses/index.ts';
import { loadChapter } from './chapter-view.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';

/**
 * `PATCH /chapters/{id}`: renames and/or moves a chapter. Moving it renumbers the course's chapters 1..n in the
 * same transaction (a place past the last means last).
 */
export async function updateChapter(
  ctx: AppContext,
  actor: Actor,
  chapterId: number,
  body: { title?: string; sort_order?: number },
): Promise<Chapter> {
  requireAuthor(actor);
  const chapter = await findChapter(ctx.db, chapterId);
  if (!chapter) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx) => {
    await beginEdit(tx, actor, chapter.courseId, ctx.clock.now());
    if (body.title !== undefined) await updateChapterTitle(tx, chapterId, body.title);
    if (body.sort_order !== undefined) {
      const order = await chapterIdsInOrder(tx, chapter.courseId);
      await renumberChapters(tx, moveTo(order, chapterId, body.sort_order));
    }
  });
  return loadChapter(ctx.db, chapterId);
}
