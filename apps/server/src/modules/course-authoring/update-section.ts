import { MSG, SECTION_BODY_MAX, type Section } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findSection,
  loadAuthorSection,
  moveTo,
  type QuizPort,
  renumberSections,
  sectionIdsInOrder,
  updateSectionText,
} from '../courses/index.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';

/**
 * `PATCH /sections/{id}`: the title, the body (`description`), a quiz's pass mark and/or the place in its
 * chapter; moving it renumbers the chapter's sections 1..n in the same transaction. A pass mark on a section that is
 * not a quiz is a 422. The body is stored sanitized, whatever the client sent, and its text must fit
 * `SECTION_BODY_MAX`.
 */
export async function updateSection(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  body: { title?: string; description?: string; sort_order?: number; pass_mark_percent?: number },
  quizzes: QuizPort,
): Promise<Section> {
  requireAuthor(actor);
  // The sanitiser and its HTML parser load with the first lesson edited (docs/architecture.md, "Memory").
  const { lessonText, sanitizeLessonHtml } = await import('../../platform/rich-text/index.ts');
  const description = body.description === undefined ? undefined : sanitizeLessonHtml(body.description);
  if (description !== undefined && lessonText(description).length > SECTION_BODY_MAX) {
    throw AppError.invalid('description', MSG.textTooLong);
  }
  const section = await findSection(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  if (body.pass_mark_percent !== undefined && section.type !== 'quiz') {
    throw AppError.invalid('pass_mark_percent', MSG.passMarkQuizOnly);
  }
  await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    await beginEdit(tx, actor, section.courseId, at);
    await updateSectionText(
      tx,
      sectionId,
      { title: body.title, description, passMarkPercent: body.pass_mark_percent },
      at,
    );
    if (body.sort_order !== undefined) {
      const order = await sectionIdsInOrder(tx, section.chapterId);
      await renumberSections(tx, moveTo(order, sectionId, body.sort_order));
    }
  });
  return loadAuthorSection(ctx.db, sectionId, actor, quizzes);
}
