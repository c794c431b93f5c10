import {
  diagnosticDetailSchema,
  diagnosticSchema,
  quizAttemptViewSchema,
  quizResultSchema,
} from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { answersFor, diagnosticKey } from '../../../test/diagnostics.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { selfAssessments } from '../../platform/db/schema/index.ts';
import { seedReferenceData } from '../../seed/reference/index.ts';

let t: TestApp;
let tutor: CreatedUser;
const api = '/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher' });
});

const list = (token: string, lang = 'en') =>
  t.call('GET', `${api}/self-assessments`, { token, headers: { 'accept-language': lang } });
const start = (id: number, token: string) =>
  t.call('POST', `${api}/self-assessments/${id}/quizzes`, { token });
const attempt = async (quizId: number, token: string) =>
  quizAttemptViewSchema.parse((await t.call('GET', `${api}/quizzes/${quizId}/attempt`, { token })).body.data);
const submit = (quizId: number, token: string, questions: unknown) =>
  t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } });
const maths = () => diagnosticKey(t.ctx, 'gcse-maths-2');

describe('GET /self-assessments and GET /self-assessments/:id', () => {
  it('lists the three seeded diagnostics with subject, minutes and counts, not started, in English or Thai', async () => {
    const student = await createUser(t.ctx);
    const res = await list(student.token);
    expect(res.status).toBe(200);
    const rows = res.body.data.map((row: unknown) => diagnosticSchema.parse(row));
    expect(rows.map((row: { title: string }) => row.title)).toEqual([
      'GCSE Maths diagnostic',
      'GCSE English Language diagnostic',
      'Mathayom 3 Mathematics diagnostic (in Thai)',
    ]);
    expect(rows[0]).toMatchObject({
      minutes: 15,
      questions_count: 12,
      subject: { title: 'Maths' },
      state: 'not_started',
      quizzes: { attempts: 0, best_percent: null, last: null, open_quiz_id: null },
    });
    const thai = await list(student.token, 'th');
    expect(thai.body.data.map((row: { title: string }) => row.title)).toEqual([
      'แบบทดสอบวินิจฉัยคณิตศาสตร์ GCSE',
      'แบบทดสอบวินิจฉัยภาษาอังกฤษ GCSE',
      'แบบทดสอบวินิจฉัยคณิตศาสตร์ ม.3',
    ]);
  });

  it('shows questions without scores or feedback; an unknown one is a 404; signed out a 401', async () => {
    const student = await createUser(t.ctx);
    const { id } = await maths();
    const detail = await t.call('GET', `${api}/self-assessments/${id}`, { token: student.token });
    const parsed = diagnosticDetailSchema.parse(detail.body.data);
    expect(parsed.questions).toHaveLength(12);
    expect(parsed.questions[0]!.feedback).toBeNull();
    expect(parsed.questions[0]!.options.every((option) => option.score === null)).toBe(true);
    expect((await t.call('GET', `${api}/self-assessments/999999`, { token: student.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', `${api}/self-assessments`)).status).toBe(401);
  });
});

describe('taking a diagnostic', () => {
  it('shuffles the options of every attempt, keeps that order in its result, and scores by option id', async () => {
    const student = await createUser(t.ctx);
    const { id, questions: key } = await maths();
    const allRight = answersFor(key, () => true);
    const orders: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const quizId = (await start(id, student.token)).body.data.quiz_id as number;
      const view = await attempt(quizId, student.token);
      expect(view.deadline_at).not.toBeNull();
      const shown = view.questions.map((question) => question.options.map((option) => option.id));
      orders.push(JSON.stringify(shown));
      const res = await submit(quizId, student.token, allRight);
      expect(res.status).toBe(200);
      const result = quizResultSchema.parse(res.body.data);
      expect(result).toMatchObject({ score_raw: 12, score_percent: 100, time_limit_reached: false });
      // The result shows the options in the order this attempt showed them.
      expect(result.questions.map((question) => question.options.map((option) => option.id))).toEqual(shown);
      expect(result.study_topics).toEqual([]);
    }
    // 12 questions of 4 options: the same order twice by chance is (1/24)^12.
    expect(orders[0]).not.toBe(orders[1]);
  });

  it('lists study topics only of specialties under 70%, the weakest first, in English or Thai', async () => {
    const student = await createUser(t.ctx);
    const { id, questions: key } = await maths();
    const quizId = (await start(id, student.token)).body.data.quiz_id as number;
    // Number 3/3 (100%), algebra 0/3 (0%), ratio 2/3 (67%), geometry 1/3 (33%).
    const rightCount: Record<string, number> = {
      Number: 3,
      Algebra: 0,
      'Ratio, Proportion and Rates of Change': 2,
      'Geometry and Measures': 1,
    };
    const seen: Record<string, number> = {};
    const answers = answersFor(key, (question) => {
      seen[question.specialty] = (seen[question.specialty] ?? 0) + 1;
      return seen[question.specialty]! <= rightCount[question.specialty]!;
    });
    const res = await submit(quizId, student.token, answers);
    const result = quizResultSchema.parse(res.body.data);
    expect(result).toMatchObject({
      score_raw: 6,
      score_percent: 50,
      self_assessment_id: id,
      course_id: null,
    });
    expect(result.section_title).toBe('GCSE Maths diagnostic');
    expect(result.specialty_scores.map((s) => [s.title, s.questions_count, s.score_percent])).toEqual([
      ['Number', 3, 100],
      ['Algebra', 3, 0],
      ['Ratio, Proportion and Rates of Change', 3, 67],
      ['Geometry and Measures', 3, 33],
    ]);
    // Weakest first: algebra (0%), geometry (33%), ratio (67%); number (100%) has none.
    expect(result.study_topics.map((topic) => topic.title)).toEqual([
      'Solving linear equations',
      'Expanding and simplifying expressions',
      "Pythagoras' theorem",
      'Angles in polygons',
      'Area and circumference of circles',
      'Percentage change',
      'Sharing in a ratio',
    ]);
    const thai = await t.call('GET', `${api}/quizzes/${result.id}`, {
      token: student.token,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.status).toBe(200);
    expect(thai.body.data.study_topics[0].title).toBe('การแก้สมการเชิงเส้น');
    expect(thai.body.data.specialty_scores[1].title).toBe('พีชคณิต');
    expect((await submit(result.id, student.token, [])).status).toBe(409);

    const done = (await list(student.token)).body.data.find((d: { id: number }) => d.id === id);
    expect(done).toMatchObject({
      state: 'completed',
      quizzes: { attempts: 1, best_percent: 50, last: { id: result.id, correct_count: 6, wrong_count: 6 } },
    });
  });

  it('starts (the open attempt again) and answers the trend of submitted attempts, oldest first', async () => {
    const student = await createUser(t.ctx);
    const { id, questions: key } = await maths();
    const trend = () => t.call('GET', `${api}/self-assessments/${id}/trend`, { token: student.token });
    expect((await trend()).body.data).toEqual([]);
    const first = (await start(id, student.token)).body.data.quiz_id;
    expect((await start(id, student.token)).body.data.quiz_id).toBe(first);
    const inProgress = (await list(student.token)).body.data.find((d: { id: number }) => d.id === id);
    expect(inProgress).toMatchObject({ state: 'in_progress', quizzes: { open_quiz_id: first } });
    await submit(
      first,
      student.token,
      answersFor(key, (_, i) => i < 3),
    );
    const second = (await start(id, student.token)).body.data.quiz_id;
    await submit(
      second,
      student.token,
      answersFor(key, (_, i) => i < 9),
    );
    const points = (await trend()).body.data;
    expect(
      points.map((p: { quiz_id: number; score_percent: number }) => [p.quiz_id, p.score_percent]),
    ).toEqual([
      [first, 25],
      [second, 75],
    ]);
    expect(
      (await t.call('GET', `${api}/self-assessments/999999/trend`, { token: student.token })).status,
    ).toBe(404);
  });

  it('serves the Thai-curriculum diagnostic in Thai, whatever the language', async () => {
    const student = await createUser(t.ctx);
    const { id } = await diagnosticKey(t.ctx, 'th-m3-maths');
    const detail = await t.call('GET', `${api}/self-assessments/${id}`, { token: student.token });
    const parsed = diagnosticDetailSchema.parse(detail.body.data);
    expect(parsed.questions).toHaveLength(12);
    expect(parsed.questions.every((question) => /[\u0E00-\u0E7F]/.test(question.title))).toBe(true);
  });

  it('refuses tutors (403), unknown diagnostics (404), and another learner’s attempt (404)', async () => {
    const student = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const { id } = await maths();
    expect((await start(id, tutor.token)).status).toBe(403);
    expect((await start(999999, student.token)).status).toBe(404);
    const quizId = (await start(id, student.token)).body.data.quiz_id;
    expect((await submit(quizId, other.token, [])).status).toBe(404);
    expect((await t.call('GET', `${api}/quizzes/${quizId}/attempt`, { token: other.token })).status).toBe(
      404,
    );
    await submit(quizId, student.token, []);
    expect((await t.call('GET', `${api}/quizzes/${quizId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${api}/quizzes/${quizId}`, { token: tutor.token })).status).toBe(404);
  });
});

describe('the reference diagnostics', () => {
  it('are added when missing (a database seeded before them) and otherwise left as the admins keep them', async () => {
    const before = await t.ctx.db.select().from(selfAssessments);
    await t.ctx.db.delete(selfAssessments).where(eq(selfAssessments.code, 'th-m3-maths'));
    await t.ctx.db
      .update(selfAssessments)
      .set({ minutes: 25 })
      .where(eq(selfAssessments.code, 'gcse-maths-2'));
    await seedReferenceData(t.ctx.db);
    await seedReferenceData(t.ctx.db);
    const after = await t.ctx.db.select().from(selfAssessments);
    expect(after.map((row) => row.code).sort()).toEqual(before.map((row) => row.code).sort());
    expect(after.find((row) => row.code === 'gcse-maths-2')!.minutes).toBe(25);
    expect((await diagnosticKey(t.ctx, 'th-m3-maths')).questions).toHaveLength(12);
  });
});
