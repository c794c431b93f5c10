import { MSG } from '@kru/contract';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  isAuthor,
  type LockedCourse,
  lockCourse,
  mayAuthor,
  stateAfterEdit,
  updateCourse,
  type Viewer,
} from '../courses/index.ts';
import { keepApprovedVersion } from './course-version.ts';

/** Authoring is a tutor's call: anyone else is a 403 before any course is looked at. */
export function requireAuthor(actor: Viewer): void {
  if (!mayAuthor(actor)) throw AppError.forbidden();
}

/** The caller's own course, locked for the transaction; anyone else's (or none) is a 404. */
export async function lockOwnCourse(tx: Tx, actor: Viewer, courseId: number): Promise<LockedCourse> {
  requireAuthor(actor);
  const course = await lockCourse(tx, courseId);
  if (!course || !isAuthor(course, actor)) throw AppError.notFound();
  return course;
}

/**
 * Starts an edit of the caller's own course (its information, a chapter or a section) inside `tx`: 409 while it
 * is under review; an approved or rejected course goes back to draft (it leaves the catalogue until approved
 * again). The first edit of an approved course keeps what was approved as the version its learners read until
 * an edit is approved. Every edit stamps the course's `updated_at`.
 */
export async function beginEdit(tx: Tx, actor: Viewer, courseId: number, at: Date): Promise<LockedCourse> {
  const course = await lockOwnCourse(tx, actor, courseId);
  const next = stateAfterEdit(course.approvalState);
  if (next === null) throw AppError.conflict(MSG.courseUnderReview);
  if (course.approvalState === 'approved') await keepApprovedVersion(tx, course.id, at);
  await updateCourse(tx, course.id, { approvalState: next }, at);
  return { ...course, approvalState: next };
}
