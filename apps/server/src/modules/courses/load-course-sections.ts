import type { Section } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { findCourseSections } from './authoring-repository.ts';
import { findCourseAccess } from './catalogue-repository.ts';
import { readsApprovedVersion, type Viewer } from './policy.ts';
import { presentSection } from './presenter.ts';
import { NO_QUIZ, type QuizPort } from './quiz-port.ts';
import { findVersion } from './version-repository.ts';

/** The course's sections with their bodies, in reading order, as `reader` reads them (see `readsApprovedVersion`). */
async function sectionRows(ctx: AppContext, courseId: number, reader: Viewer | undefined) {
  if (reader) {
    const course = await findCourseAccess(ctx.db, courseId);
    if (course && readsApprovedVersion(course, reader))
      return (await findVersion(ctx.db, courseId))?.sections ?? [];
  }
  return findCourseSections(ctx.db, courseId);
}

/**
 * Every section of a course with its body, in reading order, each naming its neighbours; `is_done` false (the
 * reviewer's view), and quiz sections with their questions, answers and scores when `quizzes` is given. The caller
 * has already authorized the course (the admin review; the AI tutor, which names its `reader`: a learner of a
 * course whose edit is not approved gets its approved version).
 */
export async function loadCourseSections(
  ctx: AppContext,
  courseId: number,
  quizzes?: { port: QuizPort; viewerId: number },
  reader?: Viewer,
): Promise<Section[]> {
  const rows = await sectionRows(ctx, courseId, reader);
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
