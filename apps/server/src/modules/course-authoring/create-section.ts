import { MSG, type Section, type SectionType } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  appendedOrder,
  findChapter,
  insertSection,
  loadAuthorSection,
  maxSectionOrder,
} from '../courses/index.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';

/** `POST /chapters/{id}/sections`: a section appended after the chapter's last (at most 99: 422). */
export async function createSection(
  ctx: AppContext,
  actor: Actor,
  chapterId: number,
  body: { title: string; type: SectionType },
): Promise<Section> {
  requireAuthor(actor);
  const chapter = await findChapter(ctx.db, chapterId);
  if (!chapter) throw AppError.notFound();
  const sectionId = await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    await beginEdit(tx, actor, chapter.courseId, at);
    const sortOrder = appendedOrder(await maxSectionOrder(tx, chapterId));
    if (sortOrder === null) throw new AppError('VALIDATION_FAILED', MSG.tooManySections);
    return insertSection(tx, { chapterId, title: body.title, type: body.type, sortOrder }, at);
  });
  return loadAuthorSection(ctx.db, sectionId, actor);
}
