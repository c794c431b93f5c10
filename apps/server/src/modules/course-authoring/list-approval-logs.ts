import type { CourseApprovalLog } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findApprovalLogs,
  findCourseOwner,
  isAdmin,
  isAuthor,
  mayAuthor,
  presentApprovalLog,
  type Viewer,
} from '../courses/index.ts';

/** The course's submissions and decisions, newest first. The caller has already authorized the course. */
export async function loadApprovalLogs(ctx: AppContext, courseId: number): Promise<CourseApprovalLog[]> {
  return (await findApprovalLogs(ctx.db, courseId)).map(presentApprovalLog);
}

/**
 * `GET /courses/{id}/approval-logs`: for the author and admins. A student is a 403 (an authoring call); another
 * tutor's course, or none, is a 404.
 */
export async function listApprovalLogs(
  ctx: AppContext,
  actor: Viewer,
  courseId: number,
): Promise<CourseApprovalLog[]> {
  if (!isAdmin(actor) && !mayAuthor(actor)) throw AppError.forbidden();
  const course = await findCourseOwner(ctx.db, courseId);
  if (!course || !(isAdmin(actor) || isAuthor(course, actor))) throw AppError.notFound();
  return loadApprovalLogs(ctx, courseId);
}
