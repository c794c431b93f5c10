/**
 * The sweep of abandoned timed attempts (`quizzes-close-abandoned`): an attempt the learner left open past its
 * limit is closed as a late submit would close it, once, whoever gets there first.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { makeQuizSection, type QuestionFixture } from '../../../test/quizzes.ts';
import { courseSections, quizAnswers } from '../../platform/db/schema/index.ts';
import { closeAbandonedAttempts, findQuiz } from './index.ts';

let t: TestApp;
let clock: MovableClock;
let tutor: CreatedUser;

beforeAll(async () => {
  clock = movableClock(new Date('2026-05-04T09:00:00Z'));
  t = await createTestApp({ context: { clock } });
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
});

const api = '/api/v1';
const save = (quizId: number, token: string, questions: unknown) =>
  t.call('PUT', `${api}/quizzes/${quizId}/answers`, { token, body: { questions } });
const submit = (quizId: number, token: string, questions: unknown) =>
  t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } });
const result = (quizId: number, token: string) => t.call('GET', `${api}/quizzes/${quizId}`, { token });
const sweep = () => closeAbandonedAttempts(t.ctx);
/** Read straight from the table: reading it through the API would close it itself (see `closedWhenPastLimit`). */
const isOpen = async (quizId: number) => (await findQuiz(t.ctx.db, quizId))?.finishedAt === null;
const answerRows = async (quizId: number) =>
  (await t.ctx.db.select().from(quizAnswers).where(eq(quizAnswers.quizId, quizId))).length;

/** An approved free course of one section, a quiz of six single-choice questions (the first option right). */
async function quizCourse(minutes: number | null) {
  const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, isFree: true, sections: [1] });
  const sectionId = fixture.sections[0]!.id;
  const questions = await makeQuizSection(
    t.ctx,
    sectionId,
    Array.from({ length: 6 }, () => ({ scores: [1, 0, 0] })),
  );
  await t.ctx.db
    .update(courseSections)
    .set({ quizTimeLimitMinutes: minutes })
    .where(eq(courseSections.id, sectionId));
  const learner = await createUser(t.ctx);
  const started = await t.call('POST', `${api}/sections/${sectionId}/take`, { token: learner.token });
  expect(started.status).toBe(200);
  return { sectionId, questions, learner, quizId: started.body.data.quiz_id as number };
}

/** Right answers to the first `right` questions only. */
const rightAnswers = (questions: QuestionFixture[], right: number) =>
  questions
    .slice(0, right)
    .map((question) => ({ id: question.id, selected_options: [question.options[0]!] }));

describe('closing abandoned timed attempts', () => {
  it('scores what was saved in time, takes the section, completes the course and issues its certificate', async () => {
    const { sectionId, questions, learner, quizId } = await quizCourse(1);
    expect((await save(quizId, learner.token, rightAnswers(questions, 4))).status).toBe(200);

    // At the limit and within its 5-second grace the attempt is still the learner's to submit.
    clock.advance(60_000 + 5_000);
    await sweep();
    expect(await isOpen(quizId)).toBe(true);

    // The tab was closed: past the grace the sweep closes it, as a late submit would.
    clock.advance(1);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await isOpen(quizId)).toBe(false);
    const closed = await result(quizId, learner.token);
    expect(closed.body.data).toMatchObject({
      finished_at: clock.now().toISOString(),
      score_raw: 4,
      score_percent: 67,
      time_limit_reached: true,
    });
    const section = await t.call('GET', `${api}/sections/${sectionId}`, { token: learner.token });
    expect(section.body.data.is_done).toBe(true);
    const certificates = await t.call('GET', `${api}/certificates`, { token: learner.token });
    expect(certificates.body.data).toHaveLength(1);

    // Idempotent: a second run and a submit change nothing.
    clock.advance(60_000);
    await sweep();
    expect((await submit(quizId, learner.token, rightAnswers(questions, 6))).status).toBe(409);
    expect((await result(quizId, learner.token)).body.data).toEqual(closed.body.data);
    expect(await answerRows(quizId)).toBe(6);
    expect((await t.call('GET', `${api}/certificates`, { token: learner.token })).body.data).toHaveLength(1);
  });

  it('scores an attempt once when the learner submits while the sweep closes it', async () => {
    const { questions, learner, quizId } = await quizCourse(1);
    await save(quizId, learner.token, rightAnswers(questions, 2));
    clock.advance(2 * 60_000);
    const [submitted, swept] = await Promise.all([
      submit(quizId, learner.token, rightAnswers(questions, 6)),
      sweep(),
    ]);
    // Exactly one of them closed it.
    expect(submitted.status === 200 ? 0 : 1).toBe(swept);
    // Whoever came second found it closed: the submit is then a 409; either way the saved answers count, once.
    expect([200, 409]).toContain(submitted.status);
    expect((await result(quizId, learner.token)).body.data).toMatchObject({
      score_raw: 2,
      score_percent: 33,
      time_limit_reached: true,
    });
    expect(await answerRows(quizId)).toBe(6);
  });

  it('leaves untimed attempts open, however old', async () => {
    const { quizId } = await quizCourse(null);
    clock.advance(30 * 24 * 3600_000);
    await sweep();
    expect(await isOpen(quizId)).toBe(true);
  });
});
