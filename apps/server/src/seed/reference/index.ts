import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { COUNTRIES } from './countries.ts';
import { seedDiagnostics } from './diagnostics.ts';
import { THAI_EDUCATIONS } from './educations-th.ts';
import { UK_EDUCATIONS } from './educations-uk.ts';
import { PLANS } from './plans.ts';
import { THAI_PROVINCES } from './thai-provinces.ts';
import { THUMBNAILS } from './thumbnails.ts';
import type { EducationDef } from './types.ts';
import { UK_COUNTIES } from './uk-counties.ts';
import { upsertRows } from './upsert.ts';

type Row = Record<string, unknown>;
const titled = { code: 'text', title_en: 'text', title_th: 'text' } as const;
const ordered = { ...titled, sort_order: 'integer' } as const;

/** Educations, school years, subjects and specialties as flat rows; codes nest: `uk-y10`, `uk-y10-maths-algebra`. */
function catalogueRows(defs: EducationDef[]) {
  const educations: Row[] = [];
  const years: Row[] = [];
  const subjects: Row[] = [];
  const specialties: Row[] = [];
  defs.forEach((education, e) => {
    educations.push({
      code: education.code,
      title_en: education.en,
      title_th: education.th,
      sort_order: e + 1,
    });
    education.years.forEach((year, y) => {
      years.push({
        parent_code: education.code,
        code: year.code,
        title_en: year.en,
        title_th: year.th,
        sort_order: y + 1,
      });
      year.subjects.forEach((subject, s) => {
        const code = `${year.code}-${subject.slug}`;
        subjects.push({
          parent_code: year.code,
          code,
          title_en: subject.en,
          title_th: subject.th,
          sort_order: s + 1,
        });
        subject.specialties.forEach(([slug, en, th], p) => {
          specialties.push({
            parent_code: code,
            code: `${code}-${slug}`,
            title_en: en,
            title_th: th,
            sort_order: p + 1,
          });
        });
      });
    });
  });
  return { educations, years, subjects, specialties };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function countyRows(): Row[] {
  const uk = Object.entries(UK_COUNTIES).flatMap(([nation, counties]) =>
    counties.map(([en, th]) => ({
      parent_code: 'GB',
      code: `gb-${nation}-${slug(en)}`,
      title_en: en,
      title_th: th,
    })),
  );
  const thai = THAI_PROVINCES.map(([iso, en, th]) => ({
    parent_code: 'TH',
    code: `th-${iso}`,
    title_en: en,
    title_th: th,
  }));
  return [...uk, ...thai];
}

/** Educations, school years, subjects, specialties and thumbnails: the catalogue the admin team then edits. */
async function seedTeachingCatalogue(tx: Queryable) {
  const catalogue = catalogueRows([...UK_EDUCATIONS, ...THAI_EDUCATIONS]);
  await upsertRows(tx, { table: 'educations', key: 'code', columns: ordered }, catalogue.educations);
  await upsertRows(
    tx,
    {
      table: 'school_years',
      key: 'code',
      columns: ordered,
      parent: { column: 'education_id', table: 'educations' },
    },
    catalogue.years,
  );
  await upsertRows(
    tx,
    {
      table: 'subjects',
      key: 'code',
      columns: ordered,
      parent: { column: 'school_year_id', table: 'school_years' },
    },
    catalogue.subjects,
  );
  await upsertRows(
    tx,
    {
      table: 'subject_specialties',
      key: 'code',
      columns: ordered,
      parent: { column: 'subject_id', table: 'subjects' },
    },
    catalogue.specialties,
  );
  await upsertRows(
    tx,
    { table: 'thumbnails', key: 'code', columns: { code: 'text', url: 'text' } },
    THUMBNAILS.map((code) => ({ code, url: `/thumbnails/${code}.svg` })),
  );
}

/**
 * Seeds the reference data in one transaction, one statement per table. Countries, counties and plans are
 * upserted by code from this code base at every start (rows whose values match are left untouched, so a restart
 * writes nothing). The teaching catalogue (educations down to specialties) and the thumbnails are seeded only
 * into an empty database: after that the admin team owns them, and a restart must not undo their edits.
 * Rows are never deleted: users and courses may point at them.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ seeded: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM educations) AS seeded`,
    );
    if (!rows[0]?.seeded) await seedTeachingCatalogue(tx);
    await seedDiagnostics(tx);
    await upsertRows(
      tx,
      { table: 'countries', key: 'code', columns: titled },
      COUNTRIES.map(([code, en, th]) => ({ code, title_en: en, title_th: th })),
    );
    await upsertRows(
      tx,
      {
        table: 'counties',
        key: 'code',
        columns: titled,
        parent: { column: 'country_id', table: 'countries' },
      },
      countyRows(),
    );
    await upsertRows(
      tx,
      {
        table: 'subscription_plans',
        key: 'product_id',
        columns: {
          product_id: 'text',
          name_en: 'text',
          name_th: 'text',
          description_en: 'text',
          description_th: 'text',
          metas_en: 'jsonb',
          metas_th: 'jsonb',
          monthly_price_pence: 'integer',
          yearly_price_pence: 'integer',
          sort_order: 'integer',
        },
      },
      PLANS.map((plan, i) => ({
        product_id: plan.productId,
        name_en: plan.nameEn,
        name_th: plan.nameTh,
        description_en: plan.descriptionEn,
        description_th: plan.descriptionTh,
        metas_en: plan.metasEn,
        metas_th: plan.metasTh,
        monthly_price_pence: plan.monthlyPricePence,
        yearly_price_pence: plan.yearlyPricePence,
        sort_order: i + 1,
      })),
    );
  });
}
