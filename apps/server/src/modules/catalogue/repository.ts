import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import {
  counties,
  countries,
  educations,
  schoolYears,
  subjectSpecialties,
  subjects,
  subscriptionPlans,
  thumbnails,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';

type TitledTable = { id: AnyPgColumn; titleEn: AnyPgColumn; titleTh: AnyPgColumn };
const titled = <T extends TitledTable>(table: T): Pick<T, keyof TitledTable> => ({
  id: table.id,
  titleEn: table.titleEn,
  titleTh: table.titleTh,
});

/** Educations with their school years and subjects, one row per subject, in catalogue order. */
export function findEducationTree(q: Queryable) {
  return q
    .select({ education: titled(educations), schoolYear: titled(schoolYears), subject: titled(subjects) })
    .from(educations)
    .leftJoin(schoolYears, eq(schoolYears.educationId, educations.id))
    .leftJoin(subjects, eq(subjects.schoolYearId, schoolYears.id))
    .orderBy(
      asc(educations.sortOrder),
      asc(educations.id),
      asc(schoolYears.sortOrder),
      asc(schoolYears.id),
      asc(subjects.sortOrder),
      asc(subjects.id),
    );
}
export type EducationTreeRow = Awaited<ReturnType<typeof findEducationTree>>[number];

/** Subjects with their school year, in catalogue order, narrowed by whatever `where` says. */
function selectSubjects(q: Queryable, where: SQL | undefined) {
  return q
    .select({
      ...titled(subjects),
      schoolYear: { ...titled(schoolYears), educationId: schoolYears.educationId },
    })
    .from(subjects)
    .innerJoin(schoolYears, eq(schoolYears.id, subjects.schoolYearId))
    .innerJoin(educations, eq(educations.id, schoolYears.educationId))
    .where(where)
    .orderBy(
      asc(educations.sortOrder),
      asc(schoolYears.sortOrder),
      asc(subjects.sortOrder),
      asc(subjects.id),
    );
}
export type SubjectRow = Awaited<ReturnType<typeof selectSubjects>>[number];

export function findSubjects(q: Queryable, filter: { schoolYearId?: number; educationId?: number }) {
  return selectSubjects(
    q,
    and(
      filter.schoolYearId === undefined ? undefined : eq(subjects.schoolYearId, filter.schoolYearId),
      filter.educationId === undefined ? undefined : eq(schoolYears.educationId, filter.educationId),
    ),
  );
}

/** A tutor's priced subjects. */
export function findPricedSubjects(q: Queryable, userId: number) {
  const priced = q
    .select({ id: userSubjectPrices.subjectId })
    .from(userSubjectPrices)
    .where(eq(userSubjectPrices.userId, userId));
  return selectSubjects(q, inArray(subjects.id, priced));
}

/** The subjects of the user's grade (none without a grade). */
export function findGradeSubjects(q: Queryable, userId: number) {
  const grade = q.select({ id: users.gradeId }).from(users).where(eq(users.id, userId));
  return selectSubjects(q, inArray(subjects.schoolYearId, grade));
}

export async function subjectExists(q: Queryable, subjectId: number): Promise<boolean> {
  const [row] = await q.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
  return Boolean(row);
}

/** Specialties in their subject's order; all of them, or one subject's. */
export function findSpecialties(q: Queryable, subjectId?: number) {
  return q
    .select({ ...titled(subjectSpecialties), subjectId: subjectSpecialties.subjectId })
    .from(subjectSpecialties)
    .where(subjectId === undefined ? undefined : eq(subjectSpecialties.subjectId, subjectId))
    .orderBy(
      asc(subjectSpecialties.subjectId),
      asc(subjectSpecialties.sortOrder),
      asc(subjectSpecialties.id),
    );
}
export type SpecialtyRow = Awaited<ReturnType<typeof findSpecialties>>[number];

export function findCountries(q: Queryable) {
  return q.select({ ...titled(countries), code: countries.code }).from(countries);
}
export type CountryRow = Awaited<ReturnType<typeof findCountries>>[number];

/** The country with its counties, one row per county (a single row with `county: null` when it has none). */
export function findCountryWithCounties(q: Queryable, countryId: number) {
  return q
    .select({ country: { ...titled(countries), code: countries.code }, county: titled(counties) })
    .from(countries)
    .leftJoin(counties, eq(counties.countryId, countries.id))
    .where(eq(countries.id, countryId));
}

export function findThumbnails(q: Queryable) {
  return q.select({ id: thumbnails.id, url: thumbnails.url }).from(thumbnails).orderBy(asc(thumbnails.id));
}

export function findActivePlans(q: Queryable) {
  return q
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
}
export type PlanRow = Awaited<ReturnType<typeof findActivePlans>>[number];
