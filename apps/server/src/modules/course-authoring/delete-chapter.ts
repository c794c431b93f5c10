import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  chapterIdsInOrder,
  deleteChapter,
  findChapter,
  hasVersion,
  markChapterDeleted,
  renumberChapters,
  sectionIdsInOrder,
} from '../courses/index.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';
import { removeSectionMedia } from './section-media-cleanup.ts';

/**
 * `DELETE /chapters/{id}`: the chapter with its sections; the chapters left are renumbered 1..n. While learners
 * read the course's approved version, the chapter and its sections are only marked deleted until the edit is
 * approved (as `DELETE /sections/{id}`).
 */
export async function removeChapter(ctx: AppContext, actor: Actor, chapterId: number): Promise<void> {
  requireAuthor(actor);
  const chapter = await findChapter(ctx.db, chapterId);
  if (!chapter) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const at = ctx.clock.now();
    await beginEdit(tx, actor, chapter.courseId, at);
    if (await hasVersion(tx, chapter.courseId)) {
      await markChapterDeleted(tx, chapterId, at);
    } else {
      await removeSectionMedia(ctx.storage, tx, afterCommit, await sectionIdsInOrder(tx, chapterId));
      await deleteChapter(tx, chapterId);
    }
    await renumberChapters(tx, await chapterIdsInOrder(tx, chapter.courseId));
  });
}
