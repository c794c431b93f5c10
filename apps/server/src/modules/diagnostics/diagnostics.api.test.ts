import {
  diagnosticDetailSchema,
  diagnosticSchema,
  quizResultSchema,
  sharedDiagnosticsSchema,
} from '@kru/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { questionOptions, questions } from '../../platform/db/schema/index.ts';

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
const submit = (quizId: number, token: string, questions: unknown) =>
  t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } });

/** The seeded GCSE Maths diagnostic and its questions (right option id of each, and a wrong one). */
async function maths(token: string) {
  const all = (await list(token)).body.data as Array<{ id: number; title: string }>;
  const id = all.find((d) => d.title === 'GCSE Maths diagnostic')!.id;
  const detail = await t.call('GET', `${api}/self-assessments/${id}`, { token });
  const right = await t.ctx.db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .innerJoin(questions, eq(questions.id, questionOptions.questionId))
    .where(and(eq(questions.selfAssessmentId, id), eq(questionOptions.scoreMilli, 1000)))
    .orderBy(asc(questions.sortOrder));
  return { id, detail: detail.body.data, rightIds: right.map((option) => option.id) };
}

describe('GET /self-assessments and GET /self-assessments/:id', () => {
  it('lists the seeded diagnostics with subject, minutes and counts, not started, in English or Thai', async () => {
    const student = await createUser(t.ctx);
    const res = await list(student.token);
    expect(res.status).toBe(200);
    const rows = res.body.data.map((row: unknown) => diagnosticSchema.parse(row));
    expect(rows.map((row: { title: string }) => row.title)).toEqual([
      'GCSE Maths diagnostic',
      'GCSE English Language diagnostic',
    ]);
    expect(rows[0]).toMatchObject({
      minutes: 10,
      questions_count: 8,
      subject: { title: 'Maths' },
      state: 'not_started',
      quizzes: { attempts: 0, best_percent: null, last: null, open_quiz_id: null },
    });
    const thai = await list(student.token, 'th');
    expect(thai.body.data[0].title).toBe('แบบทดสอบวินิจฉัยคณิตศาสตร์ GCSE');
  });

  it('shows questions without scores or feedback; an unknown one is a 404; signed out a 401', async () => {
    const student = await createUser(t.ctx);
    const { detail } = await maths(student.token);
    const parsed = diagnosticDetailSchema.parse(detail);
    expect(parsed.questions).toHaveLength(8);
    expect(parsed.questions[0]!.feedback).toBeNull();
    expect(parsed.questions[0]!.options.every((option) => option.score === null)).toBe(true);
    expect((await t.call('GET', `${api}/self-assessments/999999`, { token: student.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', `${api}/self-assessments`)).status).toBe(401);
  });
});

describe('taking a diagnostic', () => {
  it('starts (the open attempt again), submits, and answers specialty scores and study topics', async () => {
    const student = await createUser(t.ctx);
    const { id, detail, rightIds } = await maths(student.token);
    const first = await start(id, student.token);
    expect(first.status).toBe(200);
    expect((await start(id, student.token)).body.data.quiz_id).toBe(first.body.data.quiz_id);
    const inProgress = (await list(student.token)).body.data.find((d: { id: number }) => d.id === id);
    expect(inProgress).toMatchObject({
      state: 'in_progress',
      quizzes: { open_quiz_id: first.body.data.quiz_id },
    });

    // Right on all but the two algebra questions (3rd and 4th), which are answered wrong.
    const questions = detail.questions.map(
      (question: { id: number; options: Array<{ id: number }> }, i: number) => ({
        id: question.id,
        selected_options: [
          i === 2 || i === 3 ? question.options.find((o) => o.id !== rightIds[i])!.id : rightIds[i],
        ],
      }),
    );
    const res = await submit(first.body.data.quiz_id, student.token, questions);
    expect(res.status).toBe(200);
    const result = quizResultSchema.parse(res.body.data);
    expect(result).toMatchObject({
      score_raw: 6,
      score_percent: 75,
      self_assessment_id: id,
      course_id: null,
    });
    expect(result.section_title).toBe('GCSE Maths diagnostic');
    expect(result.specialty_scores.map((s) => [s.title, s.questions_count, s.score_percent])).toEqual([
      ['Number', 2, 100],
      ['Algebra', 2, 0],
      ['Ratio, Proportion and Rates of Change', 2, 100],
      ['Geometry and Measures', 2, 100],
    ]);
    expect(result.study_topics.map((topic) => topic.title)).toEqual([
      'Solving linear equations',
      'Expanding and factorising brackets',
    ]);
    expect(result.questions[2]!.options.find((o) => o.is_chosen)!.score).toBe(0);

    const again = await t.call('GET', `${api}/quizzes/${result.id}`, {
      token: student.token,
      headers: { 'accept-language': 'th' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.study_topics[0].title).toBe('การแก้สมการเชิงเส้น');
    expect(again.body.data.specialty_scores[1].title).toBe('พีชคณิต');
    expect((await submit(result.id, student.token, [])).status).toBe(409);

    const done = (await list(student.token)).body.data.find((d: { id: number }) => d.id === id);
    expect(done).toMatchObject({
      state: 'completed',
      quizzes: { attempts: 1, best_percent: 75, last: { id: result.id, correct_count: 6, wrong_count: 2 } },
    });
  });

  it('refuses tutors (403), unknown diagnostics (404), and another learner’s attempt (404)', async () => {
    const student = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const { id } = await maths(student.token);
    expect((await start(id, tutor.token)).status).toBe(403);
    expect((await start(999999, student.token)).status).toBe(404);
    const quizId = (await start(id, student.token)).body.data.quiz_id;
    expect((await submit(quizId, other.token, [])).status).toBe(404);
    await submit(quizId, student.token, []);
    expect((await t.call('GET', `${api}/quizzes/${quizId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${api}/quizzes/${quizId}`, { token: tutor.token })).status).toBe(404);
  });
});

describe('GET /public/diagnostics/:sharingId', () => {
  it('shows the latest result per diagnostic with the first name only, signed out; unknown is a 404', async () => {
    const student = await createUser(t.ctx, { firstName: 'Ploy' });
    const { id, rightIds, detail } = await maths(student.token);
    const firstQuiz = (await start(id, student.token)).body.data.quiz_id;
    await submit(firstQuiz, student.token, []);
    const secondQuiz = (await start(id, student.token)).body.data.quiz_id;
    await submit(
      secondQuiz,
      student.token,
      detail.questions.map((q: { id: number }, i: number) => ({ id: q.id, selected_options: [rightIds[i]] })),
    );
    const res = await t.call('GET', `${api}/public/diagnostics/${student.user.sharingId}`);
    expect(res.status).toBe(200);
    const shared = sharedDiagnosticsSchema.parse(res.body.data);
    expect(shared.first_name).toBe('Ploy');
    expect(shared.results.map((r) => [r.id, r.score_percent])).toEqual([[secondQuiz, 100]]);
    expect(JSON.stringify(res.body)).not.toContain(student.user.email);
    expect((await t.call('GET', `${api}/public/diagnostics/nope-not-a-key`)).status).toBe(404);
  });
});
