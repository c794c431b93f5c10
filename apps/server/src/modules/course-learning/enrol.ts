import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type CourseAccessRow, mayEnrol, mayViewCourse, type Viewer } from '../courses/index.ts';
import { insertEnrolment, type LockedEnrolment, lockEnrolment } from './learning-repository.ts';

/**
 * The learner's enrolment in the course, locked; created first when there is none (only in a course of this
 * tenant's catalogue: else 404). A learner already enrolled keeps access to a course gone back to draft.
 */
export async function ensureEnrolment(
  tx: Tx,
  course: CourseAccessRow,
  learner: Viewer,
  tenantId: number | null,
  at: Date,
): Promise<LockedEnrolment> {
  const existing = await lockEnrolment(tx, course.id, learner.userId);
  if (existing) {
    if (!mayViewCourse(course, learner, tenantId, true)) throw AppError.notFound();
    return existing;
  }
  if (!mayEnrol(course, tenantId)) throw AppError.notFound();
  await insertEnrolment(tx, course.id, learner.userId, at);
  const created = await lockEnrolment(tx, course.id, learner.userId);
  if (!created) throw new Error(`enrolment of ${learner.userId} in course ${course.id} vanished`);
  return created;
}
