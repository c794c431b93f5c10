import { type Course, ID_MAX, type Language } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findCourseIdByUid, loadCourseView } from '../courses/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A course's id from `{id}` given as the id or the public uid (shared links); null when it names nothing. */
async function courseIdOf(ctx: AppContext, idOrUid: string): Promise<number | null> {
  if (/^[1-9]\d{0,9}$/.test(idOrUid)) {
    const id = Number(idOrUid);
    return id <= ID_MAX ? id : null;
  }
  if (UUID.test(idOrUid)) return (await findCourseIdByUid(ctx.db, idOrUid)) ?? null;
  return null;
}

/**
 * `GET /public/courses/{id}`: the course page for anyone, signed in or not: approved courses of this tenant only,
 * seen as a visitor sees them (no enrolment, no earnings, sections beyond the trial locked unless free).
 */
export async function getPublicCourse(
  ctx: AppContext,
  tenant: Tenant | null,
  idOrUid: string,
  language: Language,
): Promise<Course> {
  const courseId = await courseIdOf(ctx, idOrUid);
  if (courseId === null) throw AppError.notFound();
  return loadCourseView(ctx, null, tenant, courseId, language);
}
