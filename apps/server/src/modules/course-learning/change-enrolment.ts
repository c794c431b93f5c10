import { type Course, type Language, type LearnerCourseStatus, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import {
  enrolmentChange,
  findCourseAccess,
  loadCourseView,
  mayLearn,
  mayViewCourse,
} from '../courses/index.ts';
import { clearProgress, lockEnrolment, updateEnrolment } from './learning-repository.ts';

/**
 * `PATCH /courses/{id}/subscribe`: archive, unarchive (ongoing), set as completed, or start again (ongoing with
 * `restart`: the sections taken are forgotten; a creator reward already paid stays paid, once). A course not
 * started is a 409; one the student may not see a 404.
 */
export async function changeEnrolment(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  courseId: number,
  body: { status: LearnerCourseStatus; restart: boolean },
  language: Language,
): Promise<Course> {
  if (!mayLearn(actor)) throw AppError.forbidden();
  const tenantId = tenant?.id ?? null;
  await inTransaction(ctx.db, async (tx) => {
    const course = await findCourseAccess(tx, courseId);
    if (!course) throw AppError.notFound();
    const enrolment = await lockEnrolment(tx, courseId, actor.userId);
    if (!mayViewCourse(course, actor, tenantId, enrolment !== undefined)) throw AppError.notFound();
    if (!enrolment) throw AppError.conflict(MSG.courseNotStarted);
    const change = enrolmentChange(enrolment.status, body);
    const at = ctx.clock.now();
    if (change.clearProgress) await clearProgress(tx, enrolment.id);
    await updateEnrolment(
      tx,
      enrolment.id,
      {
        status: change.status,
        ...(change.clearProgress ? { latestViewedSectionId: null, startedAt: at } : {}),
        ...(change.completedAt === 'stamp' ? { completedAt: at } : {}),
        ...(change.completedAt === 'clear' ? { completedAt: null } : {}),
      },
      at,
    );
  });
  return loadCourseView(ctx, actor, tenant, courseId, language);
}
