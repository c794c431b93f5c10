import { and, type Column, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jsonObject, jsonObjectOfRow } from '../../platform/db/json.ts';
import { preparedJsonRead } from '../../platform/db/prepared.ts';
import {
  counties,
  countries,
  educations,
  files,
  ledgerAccounts,
  profileCatalogueVersions,
  schoolYears,
  subdomains,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../platform/db/schema/index.ts';
import { studentsCountExpression } from '../sessions/index.ts';

type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type TitledRow = { id: number; titleEn: string; titleTh: string };

/** A priced subject of a tutor with its school year, in the order the tutor listed them. */
export interface SubjectPriceRow {
  id: number;
  pricePerHourPence: number;
  subject: TitledRow;
  schoolYear: TitledRow;
}

/** A specialty of one of the tutor's priced subjects. */
export interface SpecialtyRow extends TitledRow {
  subjectPriceId: number;
}

/** The user with every single-valued relation, the wallet balance, the current subscription and the priced subjects. */
export interface ProfileRow
  extends Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'role'
    | 'firstName'
    | 'lastName'
    | 'title'
    | 'gender'
    | 'dateOfBirth'
    | 'mobile'
    | 'addressStreet'
    | 'addressCity'
    | 'addressPostCode'
    | 'description'
    | 'parentEmails'
    | 'shareLearningWithTutors'
    | 'language'
    | 'spokenLanguages'
    | 'timeZone'
    | 'sharingId'
    | 'visaRequired'
    | 'approvalStatus'
    | 'rejectionComment'
    | 'connectAccountStatus'
    | 'isAdminStudent'
    | 'rateTotal'
    | 'trialPricePence'
    | 'rateCount'
    | 'createdAt'
  > {
  /** Distinct students a tutor taught (approved or completed sessions); a student has none. */
  studentsCount: number;
  grade: TitledRow | null;
  education: TitledRow | null;
  country: TitledRow | null;
  county: TitledRow | null;
  subdomain: { id: number; title: string; url: string; isActive: boolean } | null;
  avatarKey: string | null;
  walletPence: number | null;
  subscription: Pick<
    SubscriptionRow,
    'status' | 'billing' | 'pricePence' | 'startingAt' | 'endingAt' | 'canceledAt' | 'latestInvoice'
  > | null;
  plan: Pick<
    typeof subscriptionPlans.$inferSelect,
    'productId' | 'nameEn' | 'nameTh' | 'metasEn' | 'metasTh'
  > | null;
  prices: SubjectPriceRow[];
  specialties: SpecialtyRow[];
  /** What the profile was built from, as `readProfileStamp` reads it: a cached profile is served while it holds. */
  stamp: string;
}

/** The row as JSON carries its instants as text: they become Dates in `findProfile`. */
type ProfileJson = Omit<ProfileRow, 'createdAt' | 'subscription'> & {
  createdAt: string;
  subscription:
    | (Omit<NonNullable<ProfileRow['subscription']>, 'startingAt' | 'endingAt' | 'canceledAt'> & {
        startingAt: string;
        endingAt: string;
        canceledAt: string | null;
      })
    | null;
};

type TitledTable = typeof schoolYears | typeof educations | typeof countries | typeof counties;
const titledFields = (table: TitledTable) => ({
  id: table.id,
  titleEn: table.titleEn,
  titleTh: table.titleTh,
});
/** The row of `table` whose id is `id`, or null. */
const titledJson = (table: TitledTable, id: Column) =>
  jsonObjectOfRow(titledFields(table), sql`${table}`, eq(table.id, id));
/**
 * The user's subscription that is not expired: at most one, found through the partial unique index (its condition
 * written as in the index, not as a parameter, so that the statement's one plan can use it).
 */
const isLiveSubscription = sql`${subscriptions.userId} = ${users.id} AND ${subscriptions.status} <> 'expired'`;

/**
 * The profile's stamp: the user's and the catalogue's versions (moved by triggers, migration 0048) and the two
 * values the profile shows that bookings change, read as they are (no trigger, no write on a booking's path): the
 * wallet balance and a tutor's count of students. Equal stamps, equal profiles (but for the clock: see
 * platform/stamped-cache.ts).
 */
// Written with the users table's name: drizzle leaves a one-table select's columns unqualified, which in the
// subqueries would name their own tables' columns.
const profileStamp = sql<string>`users.profile_version
  || '.' || coalesce((SELECT ${profileCatalogueVersions.version} FROM ${profileCatalogueVersions}), 0)
  || '.' || coalesce((SELECT la.balance_pence FROM ledger_accounts la
    WHERE la.kind = 'wallet' AND coalesce(la.user_id, 0) = users.id)::text, '')
  || '.' || CASE WHEN users.role = 'teacher' THEN ${studentsCountExpression(sql`users.id`)} ELSE 0 END`;

const readStamp = preparedJsonRead<string>('users_profile_stamp', (db) =>
  db
    .select({ stamp: profileStamp })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

/** The stamp of the user's profile as it is now (one primary-key lookup), or undefined when there is no such user. */
export function readProfileStamp(db: Db, userId: number): Promise<string | undefined> {
  return readStamp(db, { userId });
}

/**
 * The whole profile as one JSON value built by PostgreSQL: `GET /user` is the hottest read, and ~40 columns
 * described, parsed and mapped one by one cost more of the server's time than the statement itself.
 */
const readProfile = preparedJsonRead<ProfileJson>('users_find_profile', (db) =>
  db
    .select({
      profile: sql<ProfileJson>`${jsonObject({
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
        studentsCount: sql`CASE WHEN ${users.role} = 'teacher'
          THEN ${studentsCountExpression(sql`${users.id}`)} ELSE 0 END`,
        createdAt: users.createdAt,
        grade: titledJson(schoolYears, users.gradeId),
        education: jsonObjectOfRow(
          titledFields(educations),
          sql`${schoolYears} JOIN ${educations} ON ${eq(educations.id, schoolYears.educationId)}`,
          eq(schoolYears.id, users.gradeId),
        ),
        country: titledJson(countries, users.countryId),
        county: titledJson(counties, users.countyId),
        subdomain: jsonObjectOfRow(
          { id: subdomains.id, title: subdomains.title, url: subdomains.url, isActive: subdomains.isActive },
          sql`${subdomains}`,
          eq(subdomains.id, users.subdomainId),
        ),
        avatarKey: sql`(SELECT ${files.key} FROM ${files}
          WHERE ${and(eq(files.id, users.avatarFileId), eq(files.ownerId, users.id))})`,
        walletPence: sql`(SELECT ${ledgerAccounts.balancePence} FROM ${ledgerAccounts}
          WHERE ${ledgerAccounts.kind} = 'wallet' AND coalesce(${ledgerAccounts.userId}, 0) = ${users.id})`,
        subscription: jsonObjectOfRow(
          {
            status: subscriptions.status,
            billing: subscriptions.billing,
            pricePence: subscriptions.pricePence,
            startingAt: subscriptions.startingAt,
            endingAt: subscriptions.endingAt,
            canceledAt: subscriptions.canceledAt,
            latestInvoice: subscriptions.latestInvoice,
          },
          sql`${subscriptions}`,
          isLiveSubscription,
        ),
        plan: jsonObjectOfRow(
          {
            productId: subscriptionPlans.productId,
            nameEn: subscriptionPlans.nameEn,
            nameTh: subscriptionPlans.nameTh,
            metasEn: subscriptionPlans.metasEn,
            metasTh: subscriptionPlans.metasTh,
          },
          sql`${subscriptions} JOIN ${subscriptionPlans} ON ${eq(subscriptionPlans.id, subscriptions.planId)}`,
          isLiveSubscription,
        ),
        prices: sql`coalesce((
          SELECT json_agg(json_build_object(
                   'id', p.id, 'pricePerHourPence', p.price_per_hour_pence,
                   'subject', json_build_object('id', s.id, 'titleEn', s.title_en, 'titleTh', s.title_th),
                   'schoolYear', json_build_object('id', y.id, 'titleEn', y.title_en, 'titleTh', y.title_th)
                 ) ORDER BY p.id)
          FROM user_subject_prices p
          JOIN subjects s ON s.id = p.subject_id
          JOIN school_years y ON y.id = s.school_year_id
          WHERE p.user_id = ${users.id}), '[]')`,
        specialties: sql`coalesce((
          SELECT json_agg(json_build_object(
                   'subjectPriceId', ps.subject_price_id, 'id', ss.id, 'titleEn', ss.title_en, 'titleTh', ss.title_th
                 ) ORDER BY ss.sort_order, ss.id)
          FROM user_subject_price_specialties ps
          JOIN user_subject_prices p ON p.id = ps.subject_price_id
          JOIN subject_specialties ss ON ss.id = ps.specialty_id
          WHERE p.user_id = ${users.id}), '[]')`,
        stamp: profileStamp,
      })}`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

/**
 * The user with every single-valued relation (with the wallet balance and the current subscription) and the
 * priced subjects with their specialties, in one statement. The password hash is never selected.
 */
export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const profile = await readProfile(db, { userId });
  if (!profile) return undefined;
  // The parsed JSON is this call's own: its instants are turned into Dates in place (copying ~40 fields into a
  // new object cost more than the rest of this function).
  const subscription = profile.subscription;
  return Object.assign(profile, {
    createdAt: new Date(profile.createdAt),
    subscription:
      subscription &&
      Object.assign(subscription, {
        startingAt: new Date(subscription.startingAt),
        endingAt: new Date(subscription.endingAt),
        canceledAt: subscription.canceledAt === null ? null : new Date(subscription.canceledAt),
      }),
  });
}
