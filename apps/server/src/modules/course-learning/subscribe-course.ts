import type { Course, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findCourseAccess, loadCourseView, mayLearn } from '../courses/index.ts';
import { ensureEnrolment } from './enrol.ts';

/**
 * `POST /courses/{id}/subscribe`: a student starts an approved course of this tenant (idempotent: starting it
 * again changes nothing). Tutors and admins are a 403; a course the student may not see a 404.
 */
export async function subscribeCourse(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  courseId: number,
  language: Language,
): Promise<Course> {
  if (!mayLearn(actor)) throw AppError.forbidden();
  await inTransaction(ctx.db, async (tx) => {
    const course = await findCourseAccess(tx, courseId);
    if (!course) throw AppError.notFound();
    await ensureEnrolment(tx, course, actor, tenant?.id ?? null, ctx.clock.now());
  });
  return loadCourseView(ctx, actor, tenant, courseId, language);
}
