import { type Chapter, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { appendedOrder, insertChapter, maxChapterOrder } from '../courses/index.ts';
import { beginEdit } from './edit-guard.ts';

/** `POST /courses/{id}/chapters`: a chapter appended after the last (at most 99: 422). */
export async function createChapter(
  ctx: AppContext,
  actor: Actor,
  courseId: number,
  body: { title: string },
): Promise<Chapter> {
  const chapter = await inTransaction(ctx.db, async (tx) => {
    await beginEdit(tx, actor, courseId, ctx.clock.now());
    const sortOrder = appendedOrder(await maxChapterOrder(tx, courseId));
    if (sortOrder === null) throw new AppError('VALIDATION_FAILED', MSG.tooManySections);
    return insertChapter(tx, { courseId, title: body.title, sortOrder });
  });
  return { id: chapter.id, title: chapter.title, sort_order: chapter.sortOrder, sections: [] };
}
