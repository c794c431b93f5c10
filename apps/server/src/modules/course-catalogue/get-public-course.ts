import { ID_MAX, type Language, type PublicCourse, penceToPounds } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findCourseIdByUid, loadCourseView } from '../courses/index.ts';
import { listPublicCourseReviews } from '../reviews/index.ts';
import { type CheapestPlanRow, findCheapestPlan } from './repository.ts';

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

function presentPlan(plan: CheapestPlanRow, language: Language): PublicCourse['plan'] {
  return {
    product_name: language === 'th' ? plan.nameTh : plan.nameEn,
    currency: 'GBP',
    monthly_price: penceToPounds(plan.monthlyPricePence),
    yearly_price: penceToPounds(plan.yearlyPricePence),
  };
}

/**
 * `GET /public/courses/{id}`: the course page for anyone, signed in or not: approved courses of this tenant only,
 * seen as a visitor sees them (no enrolment, no earnings, sections beyond the trial locked unless free), with the
 * cheapest plan's price and the latest reviews. The course is checked first: nothing about a course that is not
 * public is read.
 */
export async function getPublicCourse(
  ctx: AppContext,
  tenant: Tenant | null,
  idOrUid: string,
  language: Language,
): Promise<PublicCourse> {
  const courseId = await courseIdOf(ctx, idOrUid);
  if (courseId === null) throw AppError.notFound();
  const course = await loadCourseView(ctx, null, tenant, courseId, language);
  const [plan, reviews] = await Promise.all([
    course.is_free ? Promise.resolve(undefined) : findCheapestPlan(ctx.db),
    listPublicCourseReviews(ctx, courseId),
  ]);
  return { ...course, plan: plan ? presentPlan(plan, language) : null, reviews };
}
