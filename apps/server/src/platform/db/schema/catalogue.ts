import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Reference data carries English and Thai titles side by side; the presenter picks by the request's language. */
const titles = {
  titleEn: text('title_en').notNull(),
  titleTh: text('title_th').notNull(),
};

export const educations = pgTable('educations', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...titles,
  sortOrder: integer('sort_order').notNull().default(0),
});

export const schoolYears = pgTable(
  'school_years',
  {
    id: serial('id').primaryKey(),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    ...titles,
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('school_years_education_idx').on(t.educationId)],
);

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    ...titles,
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('subjects_school_year_idx').on(t.schoolYearId),
    // The tutor search matches subjects by either title through this exact expression.
    index('subjects_search_trgm_idx').using('gin', sql`(${t.titleEn} || ' ' || ${t.titleTh}) gin_trgm_ops`),
  ],
);

export const subjectSpecialties = pgTable(
  'subject_specialties',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    ...titles,
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('subject_specialties_subject_idx').on(t.subjectId),
    index('subject_specialties_search_trgm_idx').using(
      'gin',
      sql`(${t.titleEn} || ' ' || ${t.titleTh}) gin_trgm_ops`,
    ),
  ],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...titles,
});

export const counties = pgTable(
  'counties',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    ...titles,
  },
  (t) => [index('counties_country_idx').on(t.countryId)],
);

export const thumbnails = pgTable('thumbnails', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  url: text('url').notNull(),
});

export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  productId: text('product_id').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  metasEn: jsonb('metas_en').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  metasTh: jsonb('metas_th').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  monthlyPricePence: integer('monthly_price_pence').notNull(),
  yearlyPricePence: integer('yearly_price_pence').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subdomains = pgTable(
  'subdomains',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    logoUrl: text('logo_url'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('subdomains_url_key').on(t.url)],
);
