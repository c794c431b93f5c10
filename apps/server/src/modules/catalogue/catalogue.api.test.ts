import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  countries,
  schoolYears,
  subjectSpecialties,
  subjects,
  userSubjectPrices,
} from '../../platform/db/schema/index.ts';

const { call, ctx } = await createTestApp();
const TH = { headers: { 'accept-language': 'th' } };
const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');

async function idByCode(table: typeof subjects | typeof schoolYears | typeof countries, code: string) {
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

describe('GET /api/v1/educations', () => {
  it('nests school years and subjects in catalogue order, revalidated by ETag', async () => {
    const res = await call('GET', '/api/v1/educations');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toMatch(/accept-language/i);
    const titles = res.body.data.map((e: { title: string }) => e.title);
    expect(titles.slice(0, 3)).toEqual([
      'Primary (Key Stages 1-2)',
      'Secondary (Key Stages 3-4)',
      'Sixth Form (A level)',
    ]);
    const [primary, secondary] = res.body.data;
    expect(primary.school_years.map((y: { title: string }) => y.title)).toEqual([
      'Year 1',
      'Year 2',
      'Year 3',
      'Year 4',
      'Year 5',
      'Year 6',
    ]);
    expect(secondary.school_years.at(-1).title).toBe('Year 11 (GCSE)');
    const year10 = secondary.school_years.find((y: { title: string }) => y.title === 'Year 10 (GCSE)');
    expect(year10.subjects[0]).toEqual({ id: expect.any(Number), title: 'Maths' });
    expect(year10.subjects.map((s: { title: string }) => s.title)).toEqual(
      expect.arrayContaining(['Biology', 'Chemistry', 'Physics', 'English Language', 'Thai']),
    );
    for (const education of res.body.data) {
      expect(education.school_years.length).toBeGreaterThan(0);
      for (const year of education.school_years) expect(year.subjects.length).toBeGreaterThan(0);
    }
  });

  it('answers in Thai with Accept-Language: th', async () => {
    const res = await call('GET', '/api/v1/educations', TH);
    const thai = res.body.data.slice(3);
    expect(thai.map((e: { title: string }) => e.title)).toEqual([
      'ประถมศึกษา',
      'มัธยมศึกษาตอนต้น',
      'มัธยมศึกษาตอนปลาย',
    ]);
    expect(thai[0].school_years[0].title).toBe('ประถมศึกษาปีที่ 1 (ป.1)');
    expect(thai[2].school_years[0].title).toBe('มัธยมศึกษาปีที่ 4 (ม.4)');
    expect(thai[2].school_years[0].subjects.map((s: { title: string }) => s.title)).toEqual(
      expect.arrayContaining(['คณิตศาสตร์', 'ฟิสิกส์', 'เคมี', 'ชีววิทยา', 'ภาษาไทย', 'ภาษาอังกฤษ']),
    );
  });
});

describe('GET /api/v1/public/subjects', () => {
  it('lists every subject with its school year', async () => {
    const res = await call('GET', '/api/v1/public/subjects');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const [{ count }] = (await ctx.db.select({ count: sql<number>`count(*)::int` }).from(subjects)) as [
      { count: number },
    ];
    expect(res.body.data).toHaveLength(count);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Maths',
      school_year: { id: expect.any(Number), title: 'Year 1', education_id: expect.any(Number) },
    });
  });

  it('filters by school year and by education', async () => {
    const year = await idByCode(schoolYears, 'th-m4');
    const byYear = await call('GET', `/api/v1/public/subjects?school_year_id=${year}`, TH);
    expect(byYear.body.data.length).toBeGreaterThan(5);
    for (const subject of byYear.body.data) expect(subject.school_year.id).toBe(year);
    expect(byYear.body.data[0].title).toBe('คณิตศาสตร์');
    expect(byYear.body.data[0].school_year.title).toBe('มัธยมศึกษาปีที่ 4 (ม.4)');

    const educationId = byYear.body.data[0].school_year.education_id;
    const byEducation = await call('GET', `/api/v1/public/subjects?education_id=${educationId}`);
    const years = new Set(
      byEducation.body.data.map((s: { school_year: { title: string } }) => s.school_year.title),
    );
    expect([...years]).toEqual(['Mattayom 4 (M.4)', 'Mattayom 5 (M.5)', 'Mattayom 6 (M.6)']);

    const both = await call(
      'GET',
      `/api/v1/public/subjects?education_id=${educationId + 1}&school_year_id=${year}`,
    );
    expect(both.body.data).toEqual([]);
  });

  it('answers 422 for a filter that is not an id', async () => {
    const res = await call('GET', '/api/v1/public/subjects?school_year_id=abc');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.errors.school_year_id).toBeDefined();
  });
});

describe('specialties', () => {
  it('GET /public/subject-specialties lists every specialty with its subject', async () => {
    const res = await call('GET', '/api/v1/public/subject-specialties');
    expect(res.status).toBe(200);
    const [{ count }] = (await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(subjectSpecialties)) as [{ count: number }];
    expect(res.body.data).toHaveLength(count);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      subject_id: expect.any(Number),
    });
  });

  it("GET /public/subjects/:id/specialties lists one subject's specialties in order", async () => {
    const maths = await idByCode(subjects, 'uk-y10-maths');
    const res = await call('GET', `/api/v1/public/subjects/${maths}/specialties`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { title: string }) => s.title)).toEqual([
      'Number',
      'Algebra',
      'Ratio, Proportion and Rates of Change',
      'Geometry and Measures',
      'Probability',
      'Statistics',
    ]);
    for (const specialty of res.body.data) expect(specialty.subject_id).toBe(maths);

    const thai = await call('GET', `/api/v1/public/subjects/${maths}/specialties`, TH);
    expect(thai.body.data[1].title).toBe('พีชคณิต');
  });

  it('answers 404 for an unknown subject and 422 for a bad id', async () => {
    const missing = await call('GET', '/api/v1/public/subjects/999999/specialties');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await call('GET', '/api/v1/public/subjects/abc/specialties')).status).toBe(422);
    expect((await call('GET', '/api/v1/public/subjects/0/specialties')).status).toBe(422);
  });
});

describe('countries', () => {
  it('GET /public/countries pins the UK and Thailand, then sorts by title', async () => {
    const res = await call('GET', '/api/v1/public/countries');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.data.length).toBeGreaterThanOrEqual(249);
    expect(res.body.data.slice(0, 2)).toEqual([
      { id: expect.any(Number), title: 'United Kingdom', code: 'GB' },
      { id: expect.any(Number), title: 'Thailand', code: 'TH' },
    ]);
    const rest = res.body.data.slice(2).map((c: { title: string }) => c.title);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    expect(rest[0]).toBe('Afghanistan');
  });

  it('GET /public/countries answers Thai names with Accept-Language: th', async () => {
    const res = await call('GET', '/api/v1/public/countries', TH);
    expect(res.body.data[0].title).toBe('สหราชอาณาจักร');
    expect(res.body.data[1].title).toBe('ไทย');
    const japan = res.body.data.find((c: { code: string }) => c.code === 'JP');
    expect(japan.title).toBe('ญี่ปุ่น');
    const rest = res.body.data.slice(2).map((c: { title: string }) => c.title);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('th').compare));
  });

  it('GET /public/countries/:id answers the country with its counties by title', async () => {
    const gb = await idByCode(countries, 'GB');
    const res = await call('GET', `/api/v1/public/countries/${gb}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: gb, title: 'United Kingdom', code: 'GB' });
    const names = res.body.data.counties.map((c: { title: string }) => c.title);
    expect(names).toEqual(
      expect.arrayContaining(['Kent', 'Greater London', 'Fife', 'Cardiff', 'County Antrim']),
    );
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));

    const th = await idByCode(countries, 'TH');
    const thai = await call('GET', `/api/v1/public/countries/${th}`, TH);
    expect(thai.body.data.title).toBe('ไทย');
    expect(thai.body.data.counties).toHaveLength(77);
    expect(thai.body.data.counties.map((c: { title: string }) => c.title)).toContain('กรุงเทพมหานคร');

    const france = await call('GET', `/api/v1/public/countries/${await idByCode(countries, 'FR')}`);
    expect(france.body.data).toMatchObject({ title: 'France', code: 'FR', counties: [] });
  });

  it('GET /public/countries/:id answers 404 for an unknown id and 422 for a bad one', async () => {
    const missing = await call('GET', '/api/v1/public/countries/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await call('GET', '/api/v1/public/countries/gb');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/v1/thumbnails', () => {
  it('answers 401 without a token', async () => {
    const res = await call('GET', '/api/v1/thumbnails');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Sorry, You are not allowed to access the requested resource.',
    });
  });

  it('lists the cover images, each shipped with the web app', async () => {
    const { token } = await createUser(ctx, { role: 'teacher' });
    const res = await call('GET', '/api/v1/thumbnails', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(12);
    for (const thumbnail of res.body.data) {
      expect(thumbnail).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/^\/thumbnails\/[a-z-]+\.svg$/),
      });
      expect(fs.existsSync(path.join(WEB_PUBLIC, thumbnail.url))).toBe(true);
    }
  });
});

describe('GET /api/v1/subjects', () => {
  let year10: number;
  beforeAll(async () => {
    year10 = await idByCode(schoolYears, 'uk-y10');
  });

  it('answers 401 without a token', async () => {
    const res = await call('GET', '/api/v1/subjects');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it("answers a tutor's priced subjects", async () => {
    const tutor = await createUser(ctx, { role: 'teacher' });
    const priced = await ctx.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(inArray(subjects.code, ['uk-y10-physics', 'th-m4-chemistry']));
    await ctx.db
      .insert(userSubjectPrices)
      .values(priced.map(({ id }) => ({ userId: tutor.user.id, subjectId: id, pricePerHourPence: 3000 })));
    const other = await createUser(ctx, { role: 'teacher' });
    await ctx.db.insert(userSubjectPrices).values({
      userId: other.user.id,
      subjectId: await idByCode(subjects, 'uk-y1-maths'),
      pricePerHourPence: 2000,
    });

    const res = await call('GET', '/api/v1/subjects', { token: tutor.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { title: string }) => s.title)).toEqual(['Physics', 'Chemistry']);
    expect(res.body.data[0].school_year).toEqual({
      id: year10,
      title: 'Year 10 (GCSE)',
      education_id: expect.any(Number),
    });

    const thai = await call('GET', '/api/v1/subjects', { token: tutor.token, ...TH });
    expect(thai.body.data.map((s: { title: string }) => s.title)).toEqual(['ฟิสิกส์', 'เคมี']);
  });

  it("answers a student's subjects of their grade", async () => {
    const student = await createUser(ctx, { role: 'student', gradeId: year10 });
    const res = await call('GET', '/api/v1/subjects', { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(5);
    for (const subject of res.body.data) expect(subject.school_year.id).toBe(year10);
    expect(res.body.data[0].title).toBe('Maths');
  });

  it('answers [] for a student without a grade and for an admin', async () => {
    const student = await createUser(ctx, { role: 'student', complete: false });
    expect((await call('GET', '/api/v1/subjects', { token: student.token })).body.data).toEqual([]);
    const admin = await createUser(ctx, { role: 'admin' });
    expect((await call('GET', '/api/v1/subjects', { token: admin.token })).body.data).toEqual([]);
  });
});

describe('GET /api/v1/public/subscription-fees', () => {
  it('answers each plan with monthly and yearly prices in pounds', async () => {
    const res = await call('GET', '/api/v1/public/subscription-fees');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.data.map((p: { product_id: string }) => p.product_id)).toEqual(['kru-plus']);
    const [plus] = res.body.data;
    expect(plus).toMatchObject({ product_name: 'Kru Plus', currency: 'GBP' });
    expect(plus.description).toMatch(/every course/i);
    expect(plus.metas.length).toBeGreaterThan(2);
    expect(plus.prices).toEqual([
      { type: 'monthly', price_id: 'kru-plus-monthly', price: 9.99 },
      { type: 'yearly', price_id: 'kru-plus-yearly', price: 79.99 },
    ]);
    for (const plan of res.body.data) {
      const [monthly, yearly] = plan.prices;
      expect(yearly.price).toBeLessThan(monthly.price * 12);
    }
  });

  it('answers names, descriptions and features in Thai', async () => {
    const res = await call('GET', '/api/v1/public/subscription-fees', TH);
    expect(res.body.data[0].product_name).toBe('ครู พลัส');
    expect(res.body.data[0].metas[0]).toMatch(/[\u0E00-\u0E7F]/);
  });
});

it('documents every catalogue call in the OpenAPI description', async () => {
  const res = await call('GET', '/api/docs/json');
  for (const route of [
    '/api/v1/educations',
    '/api/v1/public/subjects',
    '/api/v1/public/subject-specialties',
    '/api/v1/public/subjects/{id}/specialties',
    '/api/v1/public/countries',
    '/api/v1/public/countries/{id}',
    '/api/v1/thumbnails',
    '/api/v1/subjects',
    '/api/v1/public/subscription-fees',
  ]) {
    expect(res.body.paths[route]?.get?.summary, route).toBeTruthy();
  }
});
