import type { Course, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import {
  countSections,
  findTutorApproval,
  insertApprovalLog,
  loadCourseView,
  submitRefusal,
  updateCourse,
} from '../courses/index.ts';
import { lockOwnCourse } from './edit-guard.ts';

/**
 * `POST /courses/{id}/review-apply`: the author sends a draft or rejected course to the admins' review queue
 * (pending). Refused (nothing changed): another state 409, a tutor whose profile is not approved 403, a course
 * without a section 422. The submission is logged and clears the last rejection's reason.
 */
export async function submitCourse(
  ctx: AppContext,
  actor: Actor,
  courseId: number,
  language: Language,
): Promise<Course> {
  await inTransaction(ctx.db, async (tx) => {
    const course = await lockOwnCourse(tx, actor, courseId);
    const refusal = submitRefusal({
      state: course.approvalState,
      tutorApproved: (await findTutorApproval(tx, actor.userId)) === 'approved',
      sectionsCount: await countSections(tx, course.id),
    });
    if (refusal) throw refusal;
    const at = ctx.clock.now();
    // The reviewer's reason stays with the author through every edit after a rejection, and goes only now.
    await updateCourse(tx, course.id, { approvalState: 'pending', submittedAt: at, feedback: null }, at);
    await insertApprovalLog(tx, { courseId: course.id, actorId: actor.userId, action: 'submitted' }, at);
  });
  return loadCourseView(ctx, actor, null, courseId, language);
}
