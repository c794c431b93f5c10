import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { answersFor, diagnosticKey } from '../../../test/diagnostics.ts';
import { type CreatedUser, createUser, emailsTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, insertSession } from '../../../test/sessions.ts';
import type { Clock } from '../../platform/clock.ts';
import { parentDigests } from '../../platform/db/schema/index.ts';
import { sendWeeklyDigests } from './index.ts';

/** A clock the tests set to any moment (the digest's rule is about where "now" falls). */
let current = new Date('2026-10-17T08:00:00Z');
const clock: Clock = { now: () => new Date(current) };
const at = (iso: string) => {
  current = new Date(iso);
};

let t: TestApp;
let catalogue: ProfileCatalogue;
const api = '/api/v1';

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

/** A unique parent address for one test. */
const parent = (name: string) => `${name}-${randomBytes(3).toString('hex')}@family.test`;

async function consenting(student: CreatedUser, emails: string[]) {
  await t.call('POST', `${api}/user`, { token: student.token, body: { emails } });
  const res = await t.call('PUT', `${api}/parents/updates`, {
    token: student.token,
    body: { consent: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const digestsTo = async (email: string) =>
  (await emailsTo(t.ctx, email)).filter((mail) => mail.template === 'parent_weekly_digest');

/** Number 3/3, Algebra 0/3, Ratio 2/3, Geometry 1/3 on the GCSE Maths diagnostic: 50% overall. */
async function takeMathsDiagnostic(student: CreatedUser) {
  const { id, questions: key } = await diagnosticKey(t.ctx, 'gcse-maths-2');
  const quizId = (await t.call('POST', `${api}/self-assessments/${id}/quizzes`, { token: student.token }))
    .body.data.quiz_id;
  const right: Record<string, number> = {
    Number: 3,
    Algebra: 0,
    'Ratio, Proportion and Rates of Change': 2,
    'Geometry and Measures': 1,
  };
  const seen: Record<string, number> = {};
  const questions = answersFor(key, (q) => {
    seen[q.specialty] = (seen[q.specialty] ?? 0) + 1;
    return seen[q.specialty]! <= right[q.specialty]!;
  });
  const res = await t.call('POST', `${api}/quizzes/${quizId}/submit`, {
    token: student.token,
    body: { questions },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return quizId as number;
}

describe('the weekly digest', () => {
  let r: Classroom;
  let mum: string;
  let dad: string;

  beforeAll(async () => {
    at('2026-10-10T08:00:00Z');
    r = await createClassroom(t, {
      catalogue,
      funds: 300,
      tutor: { firstName: 'Malee', lastName: 'Sukjai' },
      student: { firstName: 'Somchai', lastName: 'Jaidee', timeZone: 'Asia/Bangkok', language: 'en' },
    });
    mum = parent('mum');
    dad = parent('dad');
    await consenting(r.student, [mum, dad]);
    // Held this week (Thursday 16:00 in Bangkok) and last week (not in this digest).
    await insertSession(t, r, { startingAt: new Date('2026-10-15T09:00:00Z') });
    await insertSession(t, r, { startingAt: new Date('2026-10-05T09:00:00Z') });
    // Coming up: approved on Tuesday, awaiting the tutor on Thursday; and one beyond the next 7 days.
    await insertSession(t, r, { startingAt: new Date('2026-10-20T03:00:00Z') });
    await insertSession(t, r, {
      startingAt: new Date('2026-10-22T10:00:00Z'),
      status: 'determination_pending',
    });
    await insertSession(t, r, { startingAt: new Date('2026-10-30T03:00:00Z') });
    const { course, sections } = await createCourseFixture(t.ctx, {
      tutorId: r.tutor.user.id,
      title: 'Fractions for beginners',
      sections: [2, 2],
    });
    await enrolFixture(t.ctx, course.id, r.student.user.id, [sections[0]!.id]);
    at('2026-10-17T08:00:00Z');
    const quizId = await takeMathsDiagnostic(r.student);
    // The learner opens the result, which makes the study plan.
    const plan = await t.call('GET', `${api}/diagnostics/results/${quizId}/study-plan`, {
      token: r.student.token,
    });
    expect(plan.status).toBe(200);
  });

  it('sends each contact, on Sunday 18:00 in Bangkok, the sessions, courses and diagnostic of the week', async () => {
    at('2026-10-18T10:59:00Z'); // 17:59 in Bangkok
    await sendWeeklyDigests(t.ctx);
    expect(await digestsTo(mum)).toEqual([]);

    at('2026-10-18T11:00:00Z'); // 18:00 in Bangkok
    await sendWeeklyDigests(t.ctx);
    const [toMum] = await digestsTo(mum);
    expect(toMum).toMatchObject({ language: 'en', subject: "Somchai's week on Kru" });
    const text = toMum!.textBody;
    expect(text).toContain("Hello, here is Somchai Jaidee's week on Kru, up to 18 October 2026.");
    expect(text).toContain(
      'SESSIONS HELD THIS WEEK\n\n- Maths with Malee Sukjai, Thursday, 15 October 2026 at 16:00',
    );
    expect(text).not.toContain('Monday, 5 October 2026');
    expect(text).toContain('- Maths with Malee Sukjai, Tuesday, 20 October 2026 at 10:00');
    expect(text).toContain(
      '- Maths with Malee Sukjai, Thursday, 22 October 2026 at 17:00 GMT+7 (waiting for the tutor to confirm)',
    );
    expect(text).not.toContain('30 October 2026');
    expect(text).toContain('- Fractions for beginners: 1 of 4 sections (25%)');
    expect(text).toContain(
      '- GCSE Maths diagnostic: 50%. Weakest: Algebra (0%), Geometry and Measures (33%), ' +
        'Ratio, Proportion and Rates of Change (67%). To study next: Solving linear equations, ' +
        "Expanding and simplifying expressions, Pythagoras' theorem.",
    );
    expect(text).toMatch(
      /STUDY PLAN\n\nFrom the GCSE Maths diagnostic: 0 of \d+ steps done\. Still to work on: Algebra, Geometry and Measures, Ratio, Proportion and Rates of Change\./,
    );
    expect(text).toContain("Times are in Somchai's time zone (Asia/Bangkok).");
    expect(toMum!.htmlBody).toContain(
      '<li style="margin:0 0 6px">Fractions for beginners: 1 of 4 sections (25%)</li>',
    );
    // Each contact has their own unsubscribe link, in the body and as the one-click header.
    expect(text).toMatch(
      /Unsubscribe from these e-mails: http:\/\/localhost:3000\/parents\/unsubscribe\?token=\S+/,
    );
    expect(toMum!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/v1\/public\/parents\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [toDad] = await digestsTo(dad);
    expect(toDad!.textBody).toContain('GCSE Maths diagnostic: 50%');
    expect(toDad!.headers!['List-Unsubscribe']).not.toBe(toMum!.headers!['List-Unsubscribe']);
  });

  it('never sends the same week twice, when run again that evening', async () => {
    at('2026-10-18T16:00:00Z'); // 23:00 in Bangkok, still Sunday
    await sendWeeklyDigests(t.ctx);
    expect(await digestsTo(mum)).toHaveLength(1);
    expect(await digestsTo(dad)).toHaveLength(1);
  });

  it('leaves out a contact that unsubscribed, and sends the next week to the others', async () => {
    const link = /parents\/unsubscribe\?token=(\S+)/.exec((await digestsTo(dad))[0]!.textBody)![1]!;
    const res = await t.call('POST', `${api}/public/parents/unsubscribe?token=${link}`);
    expect(res.body.data).toMatchObject({ email: dad, subscribed: false });
    at('2026-10-25T11:00:00Z');
    await sendWeeklyDigests(t.ctx);
    expect(await digestsTo(mum)).toHaveLength(2);
    expect(await digestsTo(dad)).toHaveLength(1);
  });

  it('sends nothing once the student turns the consent off', async () => {
    await t.call('PUT', `${api}/parents/updates`, { token: r.student.token, body: { consent: false } });
    at('2026-11-01T11:00:00Z');
    await sendWeeklyDigests(t.ctx);
    expect(await digestsTo(mum)).toHaveLength(2);
  });
});

describe('who receives it, and when', () => {
  it('sends nothing without the student’s consent', async () => {
    const student = await createUser(t.ctx, { timeZone: 'Asia/Bangkok' });
    const mum = parent('mum');
    await t.call('POST', `${api}/user`, { token: student.token, body: { emails: [mum] } });
    at('2026-11-08T11:30:00Z');
    await sendWeeklyDigests(t.ctx);
    expect(await digestsTo(mum)).toEqual([]);
  });

  it('is written once when two instances run the job at the same moment', async () => {
    const student = await createUser(t.ctx, { firstName: 'Anna', timeZone: 'Europe/London' });
    const mum = parent('mum');
    await consenting(student, [mum]);
    const other = await t.anotherInstance();
    at('2026-11-15T18:05:00Z');
    await Promise.all([sendWeeklyDigests(t.ctx), sendWeeklyDigests(other.ctx), sendWeeklyDigests(t.ctx)]);
    expect(await digestsTo(mum)).toHaveLength(1);
    const claims = await t.ctx.db
      .select()
      .from(parentDigests)
      .where(eq(parentDigests.studentId, student.user.id));
    expect(claims).toEqual([expect.objectContaining({ email: mum, weekOf: '2026-11-15' })]);
  });

  it('follows Sunday 18:00 in each student’s zone, across the end of British summer time', async () => {
    const bangkok = await createUser(t.ctx, { timeZone: 'Asia/Bangkok', language: 'th', firstName: 'สมชาย' });
    const london = await createUser(t.ctx, { timeZone: 'Europe/London' });
    const toBangkok = parent('bangkok');
    const toLondon = parent('london');
    await consenting(bangkok, [toBangkok]);
    await consenting(london, [toLondon]);
    const run = async (iso: string) => {
      at(iso);
      await sendWeeklyDigests(t.ctx);
      return [(await digestsTo(toBangkok)).length, (await digestsTo(toLondon)).length];
    };
    // Sunday 18 October 2026: London is on BST (UTC+1), Bangkok on UTC+7.
    expect(await run('2026-10-18T10:59:00Z')).toEqual([0, 0]);
    expect(await run('2026-10-18T11:00:00Z')).toEqual([1, 0]);
    expect(await run('2026-10-18T16:59:00Z')).toEqual([1, 0]);
    expect(await run('2026-10-18T17:00:00Z')).toEqual([1, 1]);
    // Sunday 25 October: summer time ended at 01:00 UTC, London's 18:00 is now 18:00 UTC.
    expect(await run('2026-10-25T11:00:00Z')).toEqual([2, 1]);
    expect(await run('2026-10-25T17:30:00Z')).toEqual([2, 1]);
    expect(await run('2026-10-25T18:00:00Z')).toEqual([2, 2]);
    // A run missed on Sunday evening is not made up on Monday.
    const latecomer = await createUser(t.ctx, { timeZone: 'Europe/London' });
    const toLate = parent('late');
    await consenting(latecomer, [toLate]);
    at('2026-11-02T00:30:00Z');
    await sendWeeklyDigests(t.ctx);
    expect(await digestsTo(toLate)).toEqual([]);
    // In Thai for a Thai student.
    const [thai] = await digestsTo(toBangkok);
    expect(thai).toMatchObject({ language: 'th', subject: 'สรุปการเรียนประจำสัปดาห์ของ สมชาย บน Kru' });
    expect(thai!.textBody).toContain('สัปดาห์นี้ไม่มีคาบเรียน');
    expect(thai!.textBody).toContain('ยังไม่มีแผนการเรียน แผนจะสร้างจากผลแบบทดสอบวัดระดับ');
    expect(thai!.textBody).toContain('ยกเลิกการรับอีเมลเหล่านี้');
  });
});
