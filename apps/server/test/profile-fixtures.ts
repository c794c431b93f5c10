import { randomBytes } from 'node:crypto';
import type { AppContext } from '../src/platform/context.ts';
import {
  counties,
  countries,
  educations,
  schoolYears,
  subjectSpecialties,
  subjects,
} from '../src/platform/db/schema/index.ts';

/**
 * A small catalogue of its own (unique codes), so profile tests do not depend on what the seed holds: one
 * education with two school years, two subjects with specialties, and two countries with counties.
 */
export async function createProfileCatalogue(ctx: AppContext) {
  const s = randomBytes(4).toString('hex');
  const db = ctx.db;
  const [education] = await db
    .insert(educations)
    .values({ code: `t-${s}`, titleEn: 'Secondary', titleTh: 'มัธยมศึกษา' })
    .returning();
  const [year10, year11] = await db
    .insert(schoolYears)
    .values([
      { educationId: education!.id, code: `t-${s}-y10`, titleEn: 'Year 10', titleTh: 'ปีที่ 10', sortOrder: 1 },
      { educationId: education!.id, code: `t-${s}-y11`, titleEn: 'Year 11', titleTh: 'ปีที่ 11', sortOrder: 2 },
    ])
    .returning();
  const [maths, physics] = await db
    .insert(subjects)
    .values([
      { schoolYearId: year10!.id, code: `t-${s}-maths`, titleEn: 'Maths', titleTh: 'คณิตศาสตร์', sortOrder: 1 },
      { schoolYearId: year11!.id, code: `t-${s}-physics`, titleEn: 'Physics', titleTh: 'ฟิสิกส์', sortOrder: 2 },
    ])
    .returning();
  const [algebra, geometry, statistics, calculus, mechanics] = await db
    .insert(subjectSpecialties)
    .values([
      { subjectId: maths!.id, code: `t-${s}-algebra`, titleEn: 'Algebra', titleTh: 'พีชคณิต', sortOrder: 1 },
      {
        subjectId: maths!.id,
        code: `t-${s}-geometry`,
        titleEn: 'Geometry',
        titleTh: 'เรขาคณิต',
        sortOrder: 2,
      },
      { subjectId: maths!.id, code: `t-${s}-stats`, titleEn: 'Statistics', titleTh: 'สถิติ', sortOrder: 3 },
      { subjectId: maths!.id, code: `t-${s}-calculus`, titleEn: 'Calculus', titleTh: 'แคลคูลัส', sortOrder: 4 },
      {
        subjectId: physics!.id,
        code: `t-${s}-mechanics`,
        titleEn: 'Mechanics',
        titleTh: 'กลศาสตร์',
        sortOrder: 1,
      },
    ])
    .returning();
  const [thailand, uk] = await db
    .insert(countries)
    .values([
      { code: `t-${s}-th`, titleEn: 'Thailand', titleTh: 'ประเทศไทย' },
      { code: `t-${s}-gb`, titleEn: 'United Kingdom', titleTh: 'สหราชอาณาจักร' },
    ])
    .returning();
  const [bangkok, chiangMai, kent] = await db
    .insert(counties)
    .values([
      { countryId: thailand!.id, code: `t-${s}-bkk`, titleEn: 'Bangkok', titleTh: 'กรุงเทพมหานคร' },
      { countryId: thailand!.id, code: `t-${s}-cnx`, titleEn: 'Chiang Mai', titleTh: 'เชียงใหม่' },
      { countryId: uk!.id, code: `t-${s}-kent`, titleEn: 'Kent', titleTh: 'เคนต์' },
    ])
    .returning();
  return {
    education: education!,
    year10: year10!,
    year11: year11!,
    maths: maths!,
    physics: physics!,
    algebra: algebra!,
    geometry: geometry!,
    statistics: statistics!,
    calculus: calculus!,
    mechanics: mechanics!,
    thailand: thailand!,
    uk: uk!,
    bangkok: bangkok!,
    chiangMai: chiangMai!,
    kent: kent!,
  };
}
export type ProfileCatalogue = Awaited<ReturnType<typeof createProfileCatalogue>>;
