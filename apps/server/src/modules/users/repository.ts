import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import {
  counties,
  countries,
  educations,
  files,
  ledgerAccounts,
  schoolYears,
  subdomains,
  subjectSpecialties,
  subjects,
  subscriptionPlans,
  subscriptions,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';
import { studentsCountExpression } from '../sessions/index.ts';

const profileStatement = preparedQuery((q) =>
  q
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      title: users.title,
      gender: users.gender,
      dateOfBirth: users.dateOfBirth,
      mobile: users.mobile,
      addressStreet: users.addressStreet,
      addressCity: users.addressCity,
      addressPostCode: users.addressPostCode,
      description: users.description,
      parentEmails: users.parentEmails,
      shareLearningWithTutors: users.shareLearningWithTutors,
      language: users.language,
      spokenLanguages: users.spokenLanguages,
      timeZone: users.timeZone,
      sharingId: users.sharingId,
      visaRequired: users.visaRequired,
      approvalStatus: users.approvalStatus,
      rejectionComment: users.rejectionComment,
      connectAccountStatus: users.connectAccountStatus,
      isAdminStudent: users.isAdminStudent,
      rateTotal: users.rateTotal,
      trialPricePence: users.trialPricePence,
      rateCount: users.rateCount,
      // Distinct students a tutor taught (approved or completed sessions); a student has none.
      studentsCount: sql<number>`CASE WHEN ${users.role} = 'teacher'
        THEN ${studentsCountExpression(sql`${users.id}`)} ELSE 0 END`.mapWith(Number),
      createdAt: users.createdAt,
      grade: { id: schoolYears.id, titleEn: schoolYears.titleEn, titleTh: schoolYears.titleTh },
      education: { id: educations.id, titleEn: educations.titleEn, titleTh: educations.titleTh },
      country: { id: countries.id, titleEn: countries.titleEn, titleTh: countries.titleTh },
      county: { id: counties.id, titleEn: counties.titleEn, titleTh: counties.titleTh },
      subdomain: {
        id: subdomains.id,
        title: subdomains.title,
        url: subdomains.url,
        isActive: subdomains.isActive,
      },
      avatarKey: files.key,
      walletPence: ledgerAccounts.balancePence,
      subscription: {
        status: subscriptions.status,
        billing: subscriptions.billing,
        pricePence: subscriptions.pricePence,
        startingAt: subscriptions.startingAt,
        endingAt: subscriptions.endingAt,
        canceledAt: subscriptions.canceledAt,
        latestInvoice: subscriptions.latestInvoice,
      },
      plan: {
        productId: subscriptionPlans.productId,
        nameEn: subscriptionPlans.nameEn,
        nameTh: subscriptionPlans.nameTh,
        metasEn: subscriptionPlans.metasEn,
        metasTh: subscriptionPlans.metasTh,
      },
      prices: sql<SubjectPriceRow[]>`coalesce((
        SELECT json_agg(json_build_object(
                 'id', p.id, 'pricePerHourPence', p.price_per_hour_pence,
                 'subject', json_build_object('id', s.id, 'titleEn', s.title_en, 'titleTh', s.title_th),
                 'schoolYear', json_build_object('id', y.id, 'titleEn', y.title_en, 'titleTh', y.title_th)
               ) ORDER BY p.id)
        FROM user_subject_prices p
        JOIN subjects s ON s.id = p.subject_id
        JOIN school_years y ON y.id = s.school_year_id
        WHERE p.user_id = ${users.id}), '[]')`,
      specialties: sql<SpecialtyRow[]>`coalesce((
        SELECT json_agg(json_build_object(
                 'subjectPriceId', ps.subject_price_id, 'id', ss.id, 'titleEn', ss.title_en, 'titleTh', ss.title_th
               ) ORDER BY ss.sort_order, ss.id)
        FROM user_subject_price_specialties ps
        JOIN user_subject_prices p ON p.id = ps.subject_price_id
        JOIN subject_specialties ss ON ss.id = ps.specialty_id
        WHERE p.user_id = ${users.id}), '[]')`,
    })
    .from(users)
    .leftJoin(schoolYears, eq(schoolYears.id, users.gradeId))
    .leftJoin(educations, eq(educations.id, schoolYears.educationId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(counties, eq(counties.id, users.countyId))
    .leftJoin(subdomains, eq(subdomains.id, users.subdomainId))
    .leftJoin(files, and(eq(files.id, users.avatarFileId), eq(files.ownerId, users.id)))
    // The wallet's balance and the subscription that is not expired, each found through a unique index.
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.kind, 'wallet'), eq(sql`coalesce(${ledgerAccounts.userId}, 0)`, users.id)),
    )
    .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), ne(subscriptions.status, 'expired')))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_find_profile'),
);

/** A priced subject of a tutor with its school year, in the order the tutor listed them. */
export interface SubjectPriceRow {
  id: number;
  pricePerHourPence: number;
  subject: { id: number; titleEn: string; titleTh: string };
  schoolYear: { id: number; titleEn: string; titleTh: string };
}

/** A specialty of one of the tutor's priced subjects. */
export interface SpecialtyRow {
  subjectPriceId: number;
  id: number;
  titleEn: string;
  titleTh: string;
}

/**
 * The user with every single-valued relation (with the wallet balance and the current subscription) and the
 * priced subjects with their specialties, in one statement: `GET /user` is the hottest read. The password hash
 * is never selected.
 */
export async function findProfile(q: Queryable, userId: number) {
  const [row] = await profileStatement(q).execute({ userId });
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

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
