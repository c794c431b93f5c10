import { MSG } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { approveWorkingCopy } from '../course-authoring/index.ts';
import { insertApprovalLog } from '../courses/index.ts';
import { notify } from '../notifications/index.ts';
import { type CourseDecision, changeOf, logActionOf, requireReviewer } from './policy.ts';
import { applyDecision, lockCourse } from './repository.ts';

/**
 * An admin's decision on a course under review: only from `pending` (409 otherwise, nothing changed). The new
 * state, the approval log, the audit row and the author's notification commit together; the notification's
 * e-mail, in the author's language, leaves after commit.
 */
export async function decideCourseReview(
  ctx: AppContext,
  actor: Actor,
  courseId: number,
  decision: CourseDecision,
): Promise<void> {
  requireReviewer(actor);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const course = await lockCourse(tx, courseId);
    if (!course) throw AppError.notFound();
    if (course.approvalState !== 'pending') throw AppError.conflict(MSG.courseNotPending);
    const at = ctx.clock.now();
    const change = changeOf(decision, at);
    const action = logActionOf(decision);
    await applyDecision(tx, course.id, change, at);
    // The approved edit becomes what learners read: the kept approved version, and what the draft deleted, go.
    if (decision.event === 'approve') await approveWorkingCopy(ctx.storage, tx, afterCommit, course.id);
    await insertApprovalLog(tx, { courseId, actorId: actor.userId, action, feedback: change.feedback }, at);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `course.${action}`,
      subjectType: 'course',
      subjectId: course.id,
      comment: change.feedback,
      metadata: { from: course.approvalState, to: change.approvalState },
      at,
    });
    await notify(ctx, tx, afterCommit, {
      userId: course.tutorId,
      type: `course.${action}`,
      data: { course_id: course.id, feedback: change.feedback },
    });
  });
}
