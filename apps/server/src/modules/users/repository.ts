import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
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
      language: users.language,
      timeZone: users.timeZone,
      sharingId: users.sharingId,
      visaRequired: users.visaRequired,
      approvalStatus: users.approvalStatus,
      rejectionComment: users.rejectionComment,
      connectAccountStatus: users.connectAccountStatus,
      isAdminStudent: users.isAdminStudent,
      rateTotal: users.rateTotal,
      rateCount: users.rateCount,
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

/**
 * The user with every single-valued relation (with the wallet balance and the current subscription), in one
 * query. The password hash is never selected.
 */
export async function findProfile(q: Queryable, userId: number) {
  const [row] = await profileStatement(q).execute({ userId });
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

const subjectPricesStatement = preparedQuery((q) =>
  q
    .select({
      id: userSubjectPrices.id,
      pricePerHourPence: userSubjectPrices.pricePerHourPence,
      subject: { id: subjects.id, titleEn: subjects.titleEn, titleTh: subjects.titleTh },
      schoolYear: { id: schoolYears.id, titleEn: schoolYears.titleEn, titleTh: schoolYears.titleTh },
    })
    .from(userSubjectPrices)
    .innerJoin(subjects, eq(subjects.id, userSubjectPrices.subjectId))
    .innerJoin(schoolYears, eq(schoolYears.id, subjects.schoolYearId))
    .where(eq(userSubjectPrices.userId, sql.placeholder('userId')))
    .orderBy(asc(userSubjectPrices.id))
    .prepare('users_find_subject_prices'),
);

/** The tutor's priced subjects with their school years, in the order the tutor listed them. */
export function findSubjectPrices(q: Queryable, userId: number) {
  return subjectPricesStatement(q).execute({ userId });
}
export type SubjectPriceRow = Awaited<ReturnType<typeof findSubjectPrices>>[number];

const priceSpecialtiesStatement = preparedQuery((q) =>
  q
    .select({
      subjectPriceId: userSubjectPriceSpecialties.subjectPriceId,
      id: subjectSpecialties.id,
      titleEn: subjectSpecialties.titleEn,
      titleTh: subjectSpecialties.titleTh,
    })
    .from(userSubjectPriceSpecialties)
    .innerJoin(userSubjectPrices, eq(userSubjectPrices.id, userSubjectPriceSpecialties.subjectPriceId))
    .innerJoin(subjectSpecialties, eq(subjectSpecialties.id, userSubjectPriceSpecialties.specialtyId))
    .where(eq(userSubjectPrices.userId, sql.placeholder('userId')))
    .orderBy(asc(subjectSpecialties.sortOrder), asc(subjectSpecialties.id))
    .prepare('users_find_price_specialties'),
);

/** Every specialty of every priced subject of the user, in one query. */
export function findSubjectPriceSpecialties(q: Queryable, userId: number) {
  return priceSpecialtiesStatement(q).execute({ userId });
}
export type SpecialtyRow = Awaited<ReturnType<typeof findSubjectPriceSpecialties>>[number];

/** What an update needs to know about the user it changes. */
export async function findEditableUser(q: Queryable, userId: number) {
  const [row] = await q
    .select({ id: users.id, role: users.role, countryId: users.countryId })
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
    | 'language'
    | 'timeZone'
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
