import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { decideCourseReview } from './decide-review.ts';
import { getCourseReview } from './get-course-review.ts';

/** `POST /admin/course-reviews/{id}/approve`: the course enters the catalogue and its author is told. */
export async function approveCourse(ctx: AppContext, actor: Actor, courseId: number, language: Language) {
  await decideCourseReview(ctx, actor, courseId, { event: 'approve' });
  return getCourseReview(ctx, actor, courseId, language);
}
