import type { Section } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { findCourseSections } from './authoring-repository.ts';
import { presentSection } from './presenter.ts';
import { NO_QUIZ, type QuizPort } from './quiz-port.ts';

/**
 * Every section of a course with its body, in reading order, each naming its neighbours; `is_done` false (the
 * reviewer's view), and quiz sections with their questions, answers and scores when `quizzes` is given. The caller
 * has already authorized the course (the admin review).
 */
export async function loadCourseSections(
  ctx: AppContext,
  courseId: number,
  quizzes?: { port: QuizPort; viewerId: number },
): Promise<Section[]> {
  const rows = await findCourseSections(ctx.db, courseId);
  return Promise.all(
    rows.map(async (row, index) => {
      const quiz =
        quizzes && row.type === 'quiz'
          ? await quizzes.port.sectionQuiz(ctx.db, {
              sectionId: row.id,
              viewerId: quizzes.viewerId,
              withAnswers: true,
            })
          : NO_QUIZ;
      return presentSection(
        row,
        { previous: rows[index - 1]?.id ?? null, next: rows[index + 1]?.id ?? null },
        false,
        quiz,
      );
    }),
  );
}
