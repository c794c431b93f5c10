import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  counties,
  countries,
  schoolYears,
  subjectSpecialties,
  subjects,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';

/** What an update needs to know about the user it changes. */
export async function findEditableUser(q: Queryable, userId: number) {
  const [row] = await q
    .select({ id: users.id, role: users.role, countryId: users.countryId, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function countryExists(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return rows.length > 0;
}

export async function findCounty(q: Queryable, id: number) {
  const [row] = await q
    .select({ id: counties.id, countryId: counties.countryId })
    .from(counties)
    .where(eq(counties.id, id))
    .limit(1);
  return row;
}

export async function schoolYearExists(q: Queryable, id: number): Promise<boolean> {
  const rows = await q
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(eq(schoolYears.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function findSubjectIds(q: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await q.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids));
  return rows.map((row) => row.id);
}

export function findSpecialties(q: Queryable, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return q
    .select({ id: subjectSpecialties.id, subjectId: subjectSpecialties.subjectId })
    .from(subjectSpecialties)
    .where(inArray(subjectSpecialties.id, ids));
}

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'gender'
    | 'dateOfBirth'
    | 'title'
    | 'mobile'
    | 'addressStreet'
    | 'addressCity'
    | 'addressPostCode'
    | 'countryId'
    | 'countyId'
    | 'gradeId'
    | 'description'
    | 'parentEmails'
    | 'shareLearningWithTutors'
    | 'language'
    | 'spokenLanguages'
    | 'timeZone'
    | 'trialPricePence'
  >
>;

export async function updateUser(
  q: Queryable,
  userId: number,
  changes: UserChanges,
  at: Date,
): Promise<void> {
  await q
    .update(users)
    .set({ ...changes, updatedAt: at })
    .where(eq(users.id, userId));
}

export interface SubjectPriceWrite {
  subjectId: number;
  pricePerHourPence: number;
  specialtyIds: number[];
}

/** Replaces the whole list; run it in the transaction that has already updated (and so locked) the user row. */
export async function replaceSubjectPrices(
  q: Queryable,
  userId: number,
  prices: SubjectPriceWrite[],
): Promise<void> {
  await q.delete(userSubjectPrices).where(eq(userSubjectPrices.userId, userId));
  if (!prices.length) return;
  const inserted = await q
    .insert(userSubjectPrices)
    .values(prices.map((p) => ({ userId, subjectId: p.subjectId, pricePerHourPence: p.pricePerHourPence })))
    .returning({ id: userSubjectPrices.id, subjectId: userSubjectPrices.subjectId });
  const idBySubject = new Map(inserted.map((row) => [row.subjectId, row.id]));
  const links = prices.flatMap((p) =>
    p.specialtyIds.map((specialtyId) => ({ subjectPriceId: idBySubject.get(p.subjectId)!, specialtyId })),
  );
  if (links.length) await q.insert(userSubjectPriceSpecialties).values(links);
}

/** The vetted fields of a tutor and where the review stands, the user row locked for the update's transaction. */
export async function lockVettedState(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      title: users.title,
      gradeId: users.gradeId,
      approvalStatus: users.approvalStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The tutor's price list as it is stored, to compare with a replacement. */
export async function findPriceSnapshot(q: Queryable, userId: number): Promise<SubjectPriceWrite[]> {
  const specialty = userSubjectPriceSpecialties.specialtyId;
  const rows = await q
    .select({
      subjectId: userSubjectPrices.subjectId,
      pricePerHourPence: userSubjectPrices.pricePerHourPence,
      specialtyIds: sql<
        number[]
      >`coalesce(array_agg(${specialty}) filter (where ${specialty} is not null), '{}')`,
    })
    .from(userSubjectPrices)
    .leftJoin(
      userSubjectPriceSpecialties,
      eq(userSubjectPriceSpecialties.subjectPriceId, userSubjectPrices.id),
    )
    .where(eq(userSubjectPrices.userId, userId))
    .groupBy(userSubjectPrices.id);
  return rows;
}
