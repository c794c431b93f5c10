import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { counties, countries, schoolYears, subdomains, subjectSpecialties, subjects } from './catalogue.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The tenant the user signed up on; null is the main marketplace. */
    subdomainId: integer('subdomain_id').references(() => subdomains.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'teacher', 'admin'] }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    title: text('title', { enum: ['Ms', 'Miss', 'Mrs', 'Mr', 'Dr', 'Prof'] }),
    gender: text('gender', { enum: ['male', 'female'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    mobile: text('mobile'),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressPostCode: text('address_post_code'),
    countryId: integer('country_id').references(() => countries.id),
    countyId: integer('county_id').references(() => counties.id),
    gradeId: integer('grade_id').references(() => schoolYears.id),
    description: text('description'),
    parentEmails: text('parent_emails').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Whether the student lets the tutors of their sessions see their learning data (diagnostics, quiz mistakes,
     * course progress) in the pre-lesson brief; null: not asked yet (the first booking asks).
     */
    shareLearningWithTutors: boolean('share_learning_with_tutors'),
    avatarFileId: integer('avatar_file_id'),
    language: text('language', { enum: ['en', 'th'] })
      .notNull()
      .default('en'),
    timeZone: text('time_zone').notNull().default('UTC'),
    sharingId: text('sharing_id').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    visaRequired: boolean('visa_required').notNull().default(false),
    approvalStatus: text('approval_status', { enum: ['incomplete', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('incomplete'),
    rejectionComment: text('rejection_comment'),
    /** When the tutor profile last entered review (`pending`): submitted, or sent back by a vetted change. */
    reviewSubmittedAt: timestamp('review_submitted_at', { withTimezone: true }),
    connectAccountStatus: text('connect_account_status', {
      enum: ['incomplete', 'pending', 'verified', 'problem'],
    })
      .notNull()
      .default('incomplete'),
    isAdminStudent: boolean('is_admin_student').notNull().default(false),
    /** A tutor's reviews, kept with each review written or edited: `rate` is total / count. */
    rateTotal: integer('rate_total').notNull().default(0),
    rateCount: integer('rate_count').notNull().default(0),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * What the tutor search matches, lower-cased: the name and bio, then each priced subject's and specialty's
     * titles (English and Thai) on lines of their own, so no keyword matches across two of them. Kept by
     * triggers on users, user_subject_prices, user_subject_price_specialties and the titles (migration 0026);
     * null for non-tutors.
     */
    searchText: text('search_text'),
    /** A tutor's 30-minute trial lesson price (0: free); null: no trial offered. */
    trialPricePence: integer('trial_price_pence'),
    /** The languages a tutor speaks (contract SPOKEN_LANGUAGES codes): the search's language filter. */
    spokenLanguages: text('spoken_languages').array().notNull().default(sql`'{}'::text[]`),
    /** A tutor's lowest hourly price, kept by a trigger on user_subject_prices: the search's price order. */
    minPricePence: integer('min_price_pence'),
    /** Lessons a tutor has given (completed sessions), kept by a trigger on tutoring_sessions. */
    lessonsCount: integer('lessons_count').notNull().default(0),
    /**
     * Moves whenever anything `GET /user` shows of this user may have changed: a trigger on users itself and on
     * the other rows the profile reads (migration 0048). Cached profiles are checked against it.
     */
    profileVersion: bigint('profile_version', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => {
    // visibleTutorCondition (kyc) with its constants written out, so that prepared statements match it.
    const visibleTutorPredicate = sql`${t.role} = 'teacher' AND ${t.approvalStatus} = 'approved'
      AND ${t.suspendedAt} IS NULL AND coalesce(trim(${t.firstName}), '') <> ''
      AND coalesce(trim(${t.lastName}), '') <> ''`;
    return [
      uniqueIndex('users_tenant_email_key').on(sql`coalesce(${t.subdomainId}, 0)`, sql`lower(${t.email})`),
      uniqueIndex('users_sharing_id_key').on(t.sharingId),
      check('users_trial_price', sql`${t.trialPricePence} >= 0`),
      // The admin user search matches this exact expression (migration 0002 creates pg_trgm).
      index('users_search_trgm_idx')
        .using(
          'gin',
          sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || ${t.email}) gin_trgm_ops`,
        )
        // No pending list: every search would read its unmerged entries (up to 4 MB); profile writes are rare.
        .with({ fastupdate: false }),
      // The tutor search's narrow keywords (a name): the trigram index over what it matches, visible tutors only.
      // A small pending list (64 kB, a few pages for a search to read): merging a few rows' trigrams at once costs
      // far less than inserting each row's into the posting lists.
      index('users_tutor_search_trgm_idx')
        .using('gin', sql`${t.searchText} gin_trgm_ops`)
        .with({ fastupdate: true, gin_pending_list_limit: 64 })
        .where(visibleTutorPredicate),
      // The search's other orders, walked the same way: lowest price either way, best rated, most lessons.
      index('users_tutor_price_idx')
        .on(sql`coalesce(${t.subdomainId}, 0)`, t.minPricePence, t.id)
        .where(visibleTutorPredicate),
      index('users_tutor_price_desc_idx')
        .on(sql`coalesce(${t.subdomainId}, 0)`, sql`${t.minPricePence} DESC NULLS LAST`, t.id)
        .where(visibleTutorPredicate),
      index('users_tutor_rating_idx')
        .on(
          sql`coalesce(${t.subdomainId}, 0)`,
          sql`(${t.rateTotal}::float8 / nullif(${t.rateCount}, 0)) DESC NULLS LAST`,
          t.id,
        )
        .where(visibleTutorPredicate),
      index('users_tutor_lessons_idx')
        .on(sql`coalesce(${t.subdomainId}, 0)`, sql`${t.lessonsCount} DESC`, t.id)
        .where(visibleTutorPredicate),
      /** The admin console's tutor review queue: tutors by state, oldest submission first. */
      index('users_tutor_review_queue_idx')
        .on(t.approvalStatus, t.reviewSubmittedAt)
        .where(sql`${t.role} = 'teacher'`),
    ];
  },
);

export const userSubjectPrices = pgTable(
  'user_subject_prices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    pricePerHourPence: integer('price_per_hour_pence').notNull(),
  },
  (t) => [
    uniqueIndex('user_subject_prices_user_subject_key').on(t.userId, t.subjectId),
    /**
     * The tutors of one subject (`GET /tutors?subject_id=`, `GET /tutors/{subject}`), walked by price when the
     * search sorts by it.
     */
    index('user_subject_prices_subject_price_idx').on(t.subjectId, t.pricePerHourPence, t.userId),
  ],
);

export const userSubjectPriceSpecialties = pgTable(
  'user_subject_price_specialties',
  {
    subjectPriceId: integer('subject_price_id')
      .notNull()
      .references(() => userSubjectPrices.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => subjectSpecialties.id),
  },
  (t) => [
    primaryKey({ columns: [t.subjectPriceId, t.specialtyId] }),
    /** The tutors of a specialty a search matched. */
    index('user_subject_price_specialties_specialty_idx').on(t.specialtyId),
  ],
);

/**
 * A tutor's priced subjects as their search card shows them (subject, school year, price, specialties: the JSON
 * array of `GET /tutors`), kept by triggers on the prices, their specialties and the catalogue's titles
 * (migration 0047): a page of cards reads one row per tutor instead of building it from five tables. Its own
 * narrow table, so that a booking (which rewrites the tutor's `users` row) never rewrites it.
 */
export const tutorCardPrices = pgTable('tutor_card_prices', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subjectPrices: json('subject_prices').notNull(),
});

/**
 * Each tutor as the search walks them in its default order (free time soonest): their earliest free slot that has
 * not started, kept by triggers on availabilities and availability_schedules and moved past slots that start by
 * the `tutors-refresh-next-free` job; where they are listed (`listed_in`: their tenant, 0 the main site, while
 * students can see them, else null); and what a keyword walk reads of them, copied from their users row by a
 * trigger (migration 0049): `search_text`, the length of the name that starts it and where the titles start in it
 * (relevance-repository.ts). A table of its own, narrow and without trigram indexes: a booking moves its tutor's
 * time, and rewriting the wide users row for it (a new entry in each of users' indexes, the trigram ones too) was
 * most of a booking's PostgreSQL time.
 */
export const tutorSearchRows = pgTable(
  'tutor_search_rows',
  {
    tutorId: integer('tutor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    listedIn: integer('listed_in'),
    nextFreeAt: timestamp('next_free_at', { withTimezone: true }),
    searchText: text('search_text'),
    nameLength: integer('name_length').notNull(),
    titlesAt: integer('titles_at').notNull(),
  },
  (t) => [
    /**
     * The tutor search's order (free time soonest, then id) per tenant, listed tutors only: listings and broad
     * keywords walk it and stop after the page (and the count's cap).
     */
    index('tutor_search_rows_next_free_idx')
      .on(t.listedIn, t.nextFreeAt, t.tutorId)
      .where(sql`${t.listedIn} IS NOT NULL`),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_key').on(t.tokenHash),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

/** 5-digit codes for sign-up and e-mail change; the request key and the code are stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'email_change'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    requestKeyHash: text('request_key_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * Sign-up codes carry the password and role of the registration they belong to, applied on verification:
     * a later sign-up of the same unverified address cannot plant its password in an account someone else
     * verifies.
     */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['student', 'teacher', 'admin'] }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_codes_request_key_key').on(t.requestKeyHash),
    index('verification_codes_email_created_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Every e-mail is written here inside the transaction that caused it, and delivered after commit. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (a parent's e-mail carries List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_emails_pending_idx').on(t.createdAt).where(sql`${t.sentAt} IS NULL`)],
);

/**
 * Uploads: a row is written when an upload URL is signed (binding key, owner, kind and type), gets its size and
 * `uploaded_at` when the checked bytes arrive, and becomes registered by `POST /files`.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['avatar', 'attachment', 'document', 'video', 'cover'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    fileName: text('file_name').notNull().default(''),
    documentType: text('document_type', {
      enum: ['passport_front', 'passport_rear', 'biometric_residence_permit', 'certificate', 'other'],
    }),
    sectionId: integer('section_id'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_key_key').on(t.key),
    index('files_owner_idx').on(t.ownerId, t.kind),
    index('files_unregistered_idx').on(t.createdAt).where(sql`${t.registeredAt} IS NULL`),
  ],
);

/**
 * One row whose version moves with every change to the shared rows a profile shows (school years, educations,
 * countries, counties, subdomains, subjects, specialties, plans): cached profiles are checked against it too.
 */
export const profileCatalogueVersions = pgTable(
  'profile_catalogue_versions',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('profile_catalogue_versions_one_row', sql`${t.id}`)],
);
