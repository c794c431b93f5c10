import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { decideCourseReview } from './decide-review.ts';
import { getCourseReview } from './get-course-review.ts';

/**
 * `POST /admin/course-reviews/{id}/reject`: the feedback is kept on the course and sent to the author, who edits
 * the course (it goes back to draft) and submits it again.
 */
export async function rejectCourse(
  ctx: AppContext,
  actor: Actor,
  courseId: number,
  feedback: string,
  language: Language,
) {
  await decideCourseReview(ctx, actor, courseId, { event: 'reject', feedback });
  return getCourseReview(ctx, actor, courseId, language);
}
