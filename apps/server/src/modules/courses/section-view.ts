import type { Section } from '@kru/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findSection } from './authoring-repository.ts';
import { findOutline } from './catalogue-repository.ts';
import { outlineChapters } from './course-view.ts';
import { neighboursOf, readingOrder } from './policy.ts';
import { presentSection } from './presenter.ts';
import { NO_QUIZ, type QuizPort } from './quiz-port.ts';

/** The course's section ids in reading order (from the outline: no bodies read). */
export async function sectionReadingOrder(q: Queryable, courseId: number): Promise<number[]> {
  return readingOrder(outlineChapters(await findOutline(q, courseId)));
}

/**
 * A section with its neighbours, as its author sees it after an edit; a quiz section with its questions when
 * `quizzes` is given (a section just created has none).
 */
export async function loadAuthorSection(
  q: Queryable,
  sectionId: number,
  author: { userId: number },
  quizzes?: QuizPort,
): Promise<Section> {
  const section = await findSection(q, sectionId);
  if (!section) throw AppError.notFound();
  const order = await sectionReadingOrder(q, section.courseId);
  const quiz =
    quizzes && section.type === 'quiz'
      ? await quizzes.sectionQuiz(q, { sectionId, viewerId: author.userId, withAnswers: true })
      : NO_QUIZ;
  return presentSection(section, neighboursOf(order, section.id), false, quiz);
}
