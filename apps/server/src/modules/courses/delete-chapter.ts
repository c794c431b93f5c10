import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { chapterIdsInOrder, deleteChapter, findChapter, renumberChapters } from './authoring-repository.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';

/** `DELETE /chapters/{id}`: the chapter with its sections; the chapters left are renumbered 1..n. */
export async function removeChapter(ctx: AppContext, actor: Actor, chapterId: number): Promise<void> {
  requireAuthor(actor);
  const chapter = await findChapter(ctx.db, chapterId);
  if (!chapter) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx) => {
    await beginEdit(tx, actor, chapter.courseId, ctx.clock.now());
    await deleteChapter(tx, chapterId);
    await renumberChapters(tx, await chapterIdsInOrder(tx, chapter.courseId));
  });
}
