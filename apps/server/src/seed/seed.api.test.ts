import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createSessionToken, createUser } from '../../test/factories.ts';
import { verifyPassword } from '../platform/auth/secrets.ts';
import type { AppContext } from '../platform/context.ts';
import {
  authSessions,
  counties,
  countries,
  payments,
  schoolYears,
  subjectSpecialties,
  subjects,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../platform/db/schema/index.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedAll } from './index.ts';
import { seedReferenceData } from './reference/index.ts';

const REFERENCE_TABLES = [
  'educations',
  'school_years',
  'subjects',
  'subject_specialties',
  'countries',
  'counties',
  'thumbnails',
  'subscription_plans',
];
const DEMO_EMAILS = ['student@kru.test', 'tutor@kru.test', 'admin@kru.test'];
/** The demo courses' tables and the order their rows are fingerprinted in. */
const COURSE_TABLES = [
  ['courses', 'id'],
  ['course_chapters', 'id'],
  ['course_sections', 'id'],
  ['course_approval_logs', 'id'],
  ['course_enrolments', 'id'],
  ['course_section_progress', 'enrolment_id, section_id'],
] as const;

/** Row count and a fingerprint of every row version (xmin) per table: any write changes it. */
async function snapshot(ctx: AppContext) {
  const result: Record<string, unknown> = {};
  for (const table of REFERENCE_TABLES) {
    const { rows } = await ctx.db.$client.query(
      `SELECT count(*)::int AS count, md5(string_agg(xmin::text, ',' ORDER BY id)) AS versions FROM ${table}`,
    );
    result[table] = rows[0];
  }
  return result;
}

async function count(ctx: AppContext, query: string): Promise<number> {
  const { rows } = await ctx.db.$client.query(query);
  return Number(rows[0].count);
}

describe('reference data', async () => {
  const { ctx } = await createTestApp();

  it('seeding an already seeded database writes nothing', async () => {
    const before = await snapshot(ctx);
    await seedReferenceData(ctx.db);
    await seedReferenceData(ctx.db);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('updates a changed title back and keeps ids', async () => {
    const [kent] = await ctx.db
      .update(counties)
      .set({ titleEn: 'Kentish' })
      .where(eq(counties.code, 'gb-eng-kent'))
      .returning({ id: counties.id });
    await seedReferenceData(ctx.db);
    const [row] = await ctx.db.select().from(counties).where(eq(counties.code, 'gb-eng-kent'));
    expect(row).toMatchObject({ id: kent!.id, titleEn: 'Kent', titleTh: 'เคนต์' });
  });

  it('leaves the teaching catalogue to the admin team once it exists', async () => {
    const [maths] = await ctx.db
      .update(subjects)
      .set({ titleEn: 'Mathematics' })
      .where(eq(subjects.code, 'uk-y10-maths'))
      .returning({ id: subjects.id });
    await seedReferenceData(ctx.db);
    const [row] = await ctx.db.select().from(subjects).where(eq(subjects.id, maths!.id));
    expect(row!.titleEn).toBe('Mathematics');
  });

  it('holds realistic catalogues', async () => {
    expect(await count(ctx, 'SELECT count(*) FROM countries')).toBeGreaterThanOrEqual(240);
    const byCountry = await ctx.db
      .select({ code: countries.code, count: sql<number>`count(${counties.id})::int` })
      .from(countries)
      .innerJoin(counties, eq(counties.countryId, countries.id))
      .groupBy(countries.code);
    expect(Object.fromEntries(byCountry.map((row) => [row.code, row.count]))).toEqual({ GB: 108, TH: 77 });
    expect(await count(ctx, 'SELECT count(*) FROM educations')).toBe(6);
    expect(await count(ctx, 'SELECT count(*) FROM school_years')).toBe(25);
    expect(
      await count(
        ctx,
        'SELECT count(*) FROM school_years y WHERE NOT EXISTS (SELECT 1 FROM subjects s WHERE s.school_year_id = y.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        ctx,
        'SELECT count(*) FROM subjects s WHERE NOT EXISTS (SELECT 1 FROM subject_specialties p WHERE p.subject_id = s.id)',
      ),
    ).toBe(0);
    expect(await count(ctx, 'SELECT count(*) FROM subject_specialties')).toBeGreaterThan(500);
    expect(await count(ctx, 'SELECT count(*) FROM thumbnails')).toBe(12);
    expect(await count(ctx, 'SELECT count(*) FROM subscription_plans')).toBe(1);
  });

  it('carries real Thai titles', async () => {
    const rows = await ctx.db
      .select({ code: countries.code, titleTh: countries.titleTh })
      .from(countries)
      .where(inArray(countries.code, ['GB', 'TH', 'JP', 'US']));
    expect(Object.fromEntries(rows.map((row) => [row.code, row.titleTh]))).toEqual({
      GB: 'สหราชอาณาจักร',
      TH: 'ไทย',
      JP: 'ญี่ปุ่น',
      US: 'สหรัฐอเมริกา',
    });
    const [algebra] = await ctx.db
      .select()
      .from(subjectSpecialties)
      .where(eq(subjectSpecialties.code, 'uk-y10-maths-algebra'));
    expect(algebra).toMatchObject({ titleEn: 'Algebra', titleTh: 'พีชคณิต' });
    const [m4] = await ctx.db.select().from(schoolYears).where(eq(schoolYears.code, 'th-m4'));
    expect(m4!.titleTh).toBe('มัธยมศึกษาปีที่ 4 (ม.4)');
    const thaiScript = /[\u0E00-\u0E7F]/;
    for (const table of [subjects, subjectSpecialties, counties]) {
      const latin = await ctx.db.select({ titleTh: table.titleTh }).from(table);
      expect(latin.filter((row) => !thaiScript.test(row.titleTh))).toEqual([]);
    }
  });
});

describe('demo accounts', async () => {
  it('give the demo tutor weekday evenings to book for two weeks, added where missing at each start', async () => {
    const { ctx, call } = await createTestApp({ config: { seedDemo: true } });
    await seedAll(ctx);
    await seedAll(ctx);
    const [tutor] = await ctx.db.select().from(users).where(eq(users.email, 'tutor@kru.test'));
    const slots = await ctx.db.execute<{ n: string; weekend: string; past: string }>(sql`
      SELECT count(*) AS n,
        count(*) FILTER (WHERE extract(isodow FROM starting_at AT TIME ZONE 'UTC') > 5) AS weekend,
        count(*) FILTER (WHERE starting_at <= now()) AS past
      FROM availabilities WHERE tutor_id = ${tutor!.id}`);
    const row = slots.rows[0]!;
    expect(Number(row.n)).toBeGreaterThanOrEqual(48);
    expect(Number(row.n)).toBeLessThanOrEqual(60);
    expect([Number(row.weekend), Number(row.past)]).toEqual([0, 0]);
    const student = await call('POST', '/api/v1/auth', {
      body: { email: 'student@kru.test', password: DEMO_PASSWORD },
    });
    const found = await call('GET', '/api/v1/tutors?keyword=Whitfield', { token: student.body.data.token });
    expect(found.body.data[0]).toMatchObject({
      full_name: 'James Whitfield',
      next_free_at: expect.any(String),
    });
  });

  it('give the student and the tutor a money history, once however often seeding runs', async () => {
    const { ctx } = await createTestApp({ config: { seedDemo: true } });
    await seedAll(ctx);
    await seedAll(ctx);
    const balances = await ctx.db.execute<{ email: string; kind: string; pence: string }>(sql`
      SELECT u.email, a.kind, a.balance_pence AS pence FROM ledger_accounts a JOIN users u ON u.id = a.user_id
      WHERE u.email IN ('student@kru.test', 'tutor@kru.test') ORDER BY u.email, a.kind`);
    expect(balances.rows.map((row) => [row.email, row.kind, Number(row.pence)])).toEqual([
      ['student@kru.test', 'held', 0],
      ['student@kru.test', 'wallet', 2500],
      ['tutor@kru.test', 'earnings', 7000],
    ]);
    const [refundable] = await ctx.db.select().from(payments).where(eq(payments.status, 'succeeded'));
    expect(refundable).toMatchObject({ amountPence: 9500, refundedPence: 0, purpose: 'top_up' });
  });

  it('give the tutor published courses and skills, a draft and one under review, and the student a started course, once', async () => {
    const { ctx, call } = await createTestApp({ config: { seedDemo: true } });
    await seedAll(ctx);
    const fingerprint = async () => {
      const result: Record<string, unknown> = {};
      for (const [table, key] of COURSE_TABLES) {
        const { rows } = await ctx.db.$client.query(
          `SELECT count(*)::int AS count, md5(string_agg(xmin::text, ',' ORDER BY ${key})) AS versions FROM ${table}`,
        );
        result[table] = rows[0];
      }
      return result;
    };
    const first = await fingerprint();
    await seedAll(ctx);
    expect(await fingerprint()).toEqual(first);

    const { rows: byState } = await ctx.db.$client.query(`
      SELECT c.course_type, c.approval_state, count(*)::int AS n FROM courses c JOIN users u ON u.id = c.tutor_id
      WHERE u.email = 'tutor@kru.test' GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(byState).toEqual([
      { course_type: 'skill', approval_state: 'approved', n: 2 },
      { course_type: 'subject', approval_state: 'approved', n: 3 },
      { course_type: 'subject', approval_state: 'draft', n: 1 },
      { course_type: 'subject', approval_state: 'pending', n: 1 },
    ]);
    const { rows: outlines } = await ctx.db.$client.query(`
      SELECT c.title, c.approval_state, c.subject_id, c.thumbnail_id,
        (SELECT count(*)::int FROM course_chapters ch WHERE ch.course_id = c.id) AS chapters,
        (SELECT min(n) FROM (SELECT count(*)::int AS n FROM course_sections s JOIN course_chapters ch
          ON ch.id = s.chapter_id WHERE ch.course_id = c.id GROUP BY ch.id) m) AS fewest_sections,
        (SELECT min((SELECT count(*)::int FROM regexp_matches(s.description, '</(p|h3|ul|ol|pre|table|div)>', 'g')))
          FROM course_sections s JOIN course_chapters ch ON ch.id = s.chapter_id WHERE ch.course_id = c.id)
          AS fewest_blocks,
        (SELECT array_agg(l.action ORDER BY l.id) FROM course_approval_logs l WHERE l.course_id = c.id) AS log
      FROM courses c WHERE c.course_type = 'subject' AND c.approval_state = 'approved'`);
    expect(outlines).toHaveLength(3);
    // Every section of the published courses teaches a specialty of its subject (study plans recommend them); the
    // GCSE Maths diagnostic's algebra finds the algebra course.
    const { rows: tagged } = await ctx.db.$client.query(`
      SELECT c.title, sp.code, count(*)::int AS n FROM course_section_specialties t
      JOIN course_sections s ON s.id = t.section_id JOIN course_chapters ch ON ch.id = s.chapter_id
      JOIN courses c ON c.id = ch.course_id JOIN subject_specialties sp ON sp.id = t.specialty_id
      WHERE sp.subject_id = c.subject_id GROUP BY 1, 2 ORDER BY 1`);
    expect(tagged).toEqual([
      { title: 'A-level Calculus: An Introduction to Differentiation', code: 'uk-y12-maths-calculus', n: 5 },
      { title: 'Forces and Motion for GCSE Physics', code: 'uk-y10-physics-mechanics', n: 6 },
      { title: 'GCSE Algebra: Linear Equations and Graphs', code: 'uk-y11-maths-algebra', n: 8 },
    ]);
    for (const course of outlines) {
      expect(course.subject_id, course.title).not.toBeNull();
      expect(course.thumbnail_id, course.title).not.toBeNull();
      expect(course.chapters, course.title).toBeGreaterThanOrEqual(2);
      expect(course.fewest_sections, course.title).toBeGreaterThanOrEqual(2);
      expect(course.fewest_blocks, course.title).toBeGreaterThanOrEqual(3);
      expect(course.log, course.title).toEqual(['submitted', 'approved']);
    }

    const student = await call('POST', '/api/v1/auth', {
      body: { email: 'student@kru.test', password: DEMO_PASSWORD },
    });
    const token = student.body.data.token;
    const catalogue = await call('GET', '/api/v1/courses?course_type=subject', { token });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.data.map((course: { title: string }) => course.title).sort()).toEqual([
      'A-level Calculus: An Introduction to Differentiation',
      'Forces and Motion for GCSE Physics',
      'GCSE Algebra: Linear Equations and Graphs',
    ]);
    const skills = await call('GET', '/api/v1/courses?course_type=skill', { token });
    expect(skills.body.data).toHaveLength(2);
    const algebra = catalogue.body.data.find((course: { title: string }) =>
      course.title.startsWith('GCSE Algebra'),
    );
    const opened = await call('GET', `/api/v1/courses/${algebra.id}`, { token });
    expect(opened.body.data).toMatchObject({
      enrols_count: 1,
      subscribe: { status_value: 'ongoing', progress_percent: 25 },
      latest_viewed_section: opened.body.data.chapters[0].sections[1].id,
    });
    expect(
      opened.body.data.chapters[0].sections.map((section: { is_done: boolean }) => section.is_done),
    ).toEqual([true, true, false]);
  });

  it('are not created when SEED_DEMO is off', async () => {
    const { ctx } = await createTestApp();
    expect(await seedAll(ctx)).toEqual([]);
    expect(await ctx.db.select().from(users).where(inArray(users.email, DEMO_EMAILS))).toEqual([]);
  });

  it('get random passwords in production, answered once, never the well-known demo password', async () => {
    const { ctx, call } = await createTestApp({ config: { env: 'production', seedDemo: true } });
    const accounts = await seedAll(ctx);
    expect(accounts.map(({ email }) => email)).toEqual(DEMO_EMAILS);
    expect(new Set(accounts.map(({ password }) => password)).size).toBe(3);
    for (const { email, password } of accounts) {
      expect(password).not.toBe(DEMO_PASSWORD);
      expect(password.length).toBeGreaterThanOrEqual(16);
      const signIn = await call('POST', '/api/v1/auth', { body: { email, password } });
      expect(signIn.status).toBe(200);
      const known = await call('POST', '/api/v1/auth', { body: { email, password: DEMO_PASSWORD } });
      expect(known.status).not.toBe(200);
    }
    // A restart cannot print them again: they are stored hashed only.
    expect(await seedAll(ctx)).toEqual([]);
  });

  it('are created once, verified, with a complete student and an approved tutor with prices', async () => {
    const { ctx, call } = await createTestApp({ config: { seedDemo: true } });
    const accounts = await seedAll(ctx);
    expect(accounts).toEqual([
      { role: 'student', email: 'student@kru.test', password: DEMO_PASSWORD },
      { role: 'teacher', email: 'tutor@kru.test', password: DEMO_PASSWORD },
      { role: 'admin', email: 'admin@kru.test', password: DEMO_PASSWORD },
    ]);
    const created = await ctx.db.select().from(users).where(inArray(users.email, DEMO_EMAILS));
    expect(created).toHaveLength(3);
    for (const user of created) {
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const byEmail = Object.fromEntries(created.map((user) => [user.email, user]));

    const student = byEmail['student@kru.test']!;
    expect(student).toMatchObject({
      role: 'student',
      firstName: 'Emily',
      gender: 'female',
      dateOfBirth: '2010-03-14',
    });
    expect(student.mobile).toBeTruthy();
    const [place] = await ctx.db
      .select({ country: countries.code, county: counties.code, grade: schoolYears.code })
      .from(users)
      .innerJoin(countries, eq(countries.id, users.countryId))
      .innerJoin(counties, and(eq(counties.id, users.countyId), eq(counties.countryId, countries.id)))
      .innerJoin(schoolYears, eq(schoolYears.id, users.gradeId))
      .where(eq(users.id, student.id));
    expect(place).toEqual({ country: 'GB', county: 'gb-eng-greater-london', grade: 'uk-y10' });

    const tutor = byEmail['tutor@kru.test']!;
    expect(tutor).toMatchObject({ role: 'teacher', approvalStatus: 'approved', title: 'Dr' });
    expect(tutor.description!.length).toBeGreaterThan(50);
    const prices = await ctx.db
      .select({
        subject: subjects.code,
        pence: userSubjectPrices.pricePerHourPence,
        specialties: sql<number>`count(${userSubjectPriceSpecialties.specialtyId})::int`,
      })
      .from(userSubjectPrices)
      .innerJoin(subjects, eq(subjects.id, userSubjectPrices.subjectId))
      .leftJoin(
        userSubjectPriceSpecialties,
        eq(userSubjectPriceSpecialties.subjectPriceId, userSubjectPrices.id),
      )
      .where(eq(userSubjectPrices.userId, tutor.id))
      .groupBy(subjects.code, userSubjectPrices.pricePerHourPence);
    expect(prices).toHaveLength(3);
    for (const price of prices) {
      expect(price.pence).toBeGreaterThan(0);
      expect(price.specialties).toBe(3);
    }
    expect(byEmail['admin@kru.test']!.role).toBe('admin');
    for (const { email, password } of accounts) {
      const signIn = await call('POST', '/api/v1/auth', { body: { email, password } });
      expect(signIn.status, email).toBe(200);
      expect(signIn.body.data.token).toEqual(expect.any(String));
    }

    await seedAll(ctx);
    const again = await ctx.db.select().from(users).where(inArray(users.email, DEMO_EMAILS));
    expect(again.map((user) => user.passwordHash).sort()).toEqual(
      created.map((user) => user.passwordHash).sort(),
    );
    expect(await count(ctx, 'SELECT count(*) FROM user_subject_prices')).toBe(3);
  });
});

describe('ensureAdmin', async () => {
  const { ctx } = await createTestApp();
  const withAdmin = (adminEmail?: string, adminPassword?: string) => ({
    ...ctx,
    config: { ...ctx.config, adminEmail, adminPassword },
  });
  const findAdmin = async (email: string) => {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(isNull(users.subdomainId), eq(sql`lower(${users.email})`, email)));
    return row;
  };

  it('does nothing without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const before = await count(ctx, 'SELECT count(*) FROM users');
    await ensureAdmin(withAdmin('ops@kru.test', undefined));
    await ensureAdmin(withAdmin(undefined, 'long enough password'));
    expect(await count(ctx, 'SELECT count(*) FROM users')).toBe(before);
  });

  it('creates the admin, then resets its password', async () => {
    await ensureAdmin(withAdmin('Ops@Kru.test', 'first password 1'));
    const created = await findAdmin('ops@kru.test');
    expect(created).toMatchObject({ role: 'admin', email: 'ops@kru.test' });
    expect(created!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(created!.passwordHash, 'first password 1')).toBe(true);

    await ensureAdmin(withAdmin('ops@kru.test', 'first password 1'));
    expect((await findAdmin('ops@kru.test'))!.passwordHash).toBe(created!.passwordHash);

    await createSessionToken(ctx, created!.id);
    await ensureAdmin(withAdmin('ops@kru.test', 'second password 2'));
    const reset = await findAdmin('ops@kru.test');
    expect(reset!.id).toBe(created!.id);
    expect(await verifyPassword(reset!.passwordHash, 'second password 2')).toBe(true);
    expect(await verifyPassword(reset!.passwordHash, 'first password 1')).toBe(false);
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, created!.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
  });

  it('makes an existing account a verified, active admin', async () => {
    const { user } = await createUser(ctx, {
      role: 'student',
      emailVerifiedAt: null,
      suspendedAt: new Date(),
    });
    await ensureAdmin(withAdmin(user.email, 'operator password'));
    const admin = await findAdmin(user.email);
    expect(admin).toMatchObject({ id: user.id, role: 'admin', suspendedAt: null });
    expect(admin!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(admin!.passwordHash, 'operator password')).toBe(true);
  });

  it('refuses a password that is too short or an invalid e-mail', async () => {
    await expect(ensureAdmin(withAdmin('ops2@kru.test', 'short'))).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(ensureAdmin(withAdmin('not an email', 'long enough password'))).rejects.toThrow(
      /ADMIN_EMAIL/,
    );
  });
});
