/**
 * Each attempt shows the options in its own order (shuffled unless the author locks it) and a timed quiz closes
 * its attempts at the limit: answers that arrive later do not count, those saved in time do.
 */
import { messagesEn as en, quizAttemptViewSchema, quizResultSchema, sectionSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { makeQuizSection, type QuestionFixture } from '../../../test/quizzes.ts';
import { courseSections } from '../../platform/db/schema/index.ts';

let t: TestApp;
let clock: MovableClock;
let tutor: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  clock = movableClock(new Date('2026-05-04T09:00:00Z'));
  t = await createTestApp({ context: { clock } });
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const take = (sectionId: number, token: string) =>
  t.call('POST', `${api}/sections/${sectionId}/take`, { token });
const attempt = (quizId: number, token: string) =>
  t.call('GET', `${api}/quizzes/${quizId}/attempt`, { token });
const save = (quizId: number, token: string, questions: unknown) =>
  t.call('PUT', `${api}/quizzes/${quizId}/answers`, { token, body: { questions } });
const submit = (quizId: number, token: string, questions: unknown) =>
  t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } });
const settings = (sectionId: number, token: string, body: unknown) =>
  t.call('PUT', `${api}/sections/${sectionId}/quiz-settings`, { token, body });

type Shown = { questions: Array<{ id: number; options: Array<{ id: number }> }> };
const orderOf = (view: Shown) =>
  view.questions.map((question) => question.options.map((option) => option.id));

/**
 * An approved free course whose one section is a quiz of six single-choice questions of six options each (the
 * first right): two attempts in the same order by chance is (1/720)^6. Settings written straight to the row.
 */
async function quiz(quizSettings: { lock?: boolean; minutes?: number | null } = {}) {
  const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, isFree: true, sections: [1] });
  const sectionId = fixture.sections[0]!.id;
  const questions = await makeQuizSection(
    t.ctx,
    sectionId,
    Array.from({ length: 6 }, () => ({ scores: [1, 0, 0, 0, 0, 0] })),
  );
  await t.ctx.db
    .update(courseSections)
    .set({
      quizLockOptionOrder: quizSettings.lock ?? false,
      quizTimeLimitMinutes: quizSettings.minutes ?? null,
    })
    .where(eq(courseSections.id, sectionId));
  const learner = await createUser(t.ctx);
  return { courseId: fixture.course.id, sectionId, questions, learner };
}

/** Right answers to the first `right` questions, a wrong one to the rest. */
const answers = (questions: QuestionFixture[], right: number) =>
  questions.map((question, index) => ({
    id: question.id,
    selected_options: [index < right ? question.options[0]! : question.options[1]!],
  }));

async function startAttempt(sectionId: number, token: string) {
  const started = await take(sectionId, token);
  expect(started.status).toBe(200);
  const quizId = started.body.data.quiz_id as number;
  const view = await attempt(quizId, token);
  expect(view.status).toBe(200);
  expect(quizAttemptViewSchema.parse(view.body.data)).toEqual(view.body.data);
  return { quizId, view: view.body.data };
}

describe('option order', () => {
  it('differs between two attempts, scores the same answers the same, and the result keeps the order shown', async () => {
    const { sectionId, questions, learner } = await quiz();
    const first = await startAttempt(sectionId, learner.token);
    // The order is the attempt's: reading it again shows the same.
    expect(orderOf((await attempt(first.quizId, learner.token)).body.data)).toEqual(orderOf(first.view));
    const firstResult = await submit(first.quizId, learner.token, answers(questions, 4));
    expect(firstResult.status).toBe(200);
    const second = await startAttempt(sectionId, learner.token);
    expect(second.quizId).not.toBe(first.quizId);
    expect(orderOf(second.view)).not.toEqual(orderOf(first.view));
    // Every attempt shows every option of every question, in the quiz's question order.
    expect(second.view.questions.map((question: { id: number }) => question.id)).toEqual(
      questions.map((q) => q.id),
    );
    for (const [index, shown] of orderOf(second.view).entries()) {
      expect([...shown].sort((a, b) => a - b)).toEqual([...questions[index]!.options].sort((a, b) => a - b));
    }
    const secondResult = await submit(second.quizId, learner.token, answers(questions, 4));
    expect(secondResult.body.data).toMatchObject({
      score_percent: 67,
      score_raw: 4,
      time_limit_reached: false,
    });
    expect(firstResult.body.data.score_percent).toBe(67);
    expect(quizResultSchema.parse(secondResult.body.data)).toEqual(secondResult.body.data);
    expect(orderOf(secondResult.body.data)).toEqual(orderOf(second.view));
    const read = await t.call('GET', `${api}/quizzes/${first.quizId}`, { token: learner.token });
    expect(orderOf(read.body.data)).toEqual(orderOf(first.view));
  });

  it('keeps the author’s order in every attempt when locked', async () => {
    const { sectionId, questions, learner } = await quiz({ lock: true });
    const first = await startAttempt(sectionId, learner.token);
    expect(orderOf(first.view)).toEqual(questions.map((question) => question.options));
    await submit(first.quizId, learner.token, []);
    const second = await startAttempt(sectionId, learner.token);
    expect(orderOf(second.view)).toEqual(questions.map((question) => question.options));
  });

  it('shows an attempt to its learner only', async () => {
    const { sectionId, learner } = await quiz();
    const { quizId } = await startAttempt(sectionId, learner.token);
    const stranger = await createUser(t.ctx);
    expect((await attempt(quizId, stranger.token)).status).toBe(404);
    expect((await save(quizId, stranger.token, [])).status).toBe(404);
    expect((await attempt(quizId, tutor.token)).status).toBe(404);
  });
});

describe('time limit', () => {
  it('gives a timed attempt its deadline and the server’s clock; an untimed one none', async () => {
    const timed = await quiz({ minutes: 10 });
    const { view } = await startAttempt(timed.sectionId, timed.learner.token);
    expect(view.time_limit_minutes).toBe(10);
    expect(view.server_now).toBe(clock.now().toISOString());
    expect(new Date(view.deadline_at).getTime() - clock.now().getTime()).toBe(10 * 60_000);
    const untimed = await quiz();
    const open = await startAttempt(untimed.sectionId, untimed.learner.token);
    expect(open.view).toMatchObject({ deadline_at: null, time_limit_minutes: null });
  });

  it('counts a submission within the limit and its grace', async () => {
    const { sectionId, questions, learner } = await quiz({ minutes: 1 });
    const { quizId } = await startAttempt(sectionId, learner.token);
    clock.advance(60_000 + 4_000);
    const res = await submit(quizId, learner.token, answers(questions, 6));
    expect(res.body.data).toMatchObject({ score_percent: 100, time_limit_reached: false });
  });

  it('scores a late submission with only the answers saved before the limit', async () => {
    const { sectionId, questions, learner } = await quiz({ minutes: 1 });
    const { quizId } = await startAttempt(sectionId, learner.token);
    clock.advance(20_000);
    const saved = await save(quizId, learner.token, answers(questions, 3).slice(0, 3));
    expect(saved.status).toBe(200);
    expect(saved.body.data.saved_at).toBe(clock.now().toISOString());
    expect((await attempt(quizId, learner.token)).body.data.saved).toEqual(answers(questions, 3).slice(0, 3));
    clock.advance(60_000);
    // A save after the limit is refused and closes the attempt with what was saved in time.
    const late = await save(quizId, learner.token, answers(questions, 6));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(en.quiz_time_up);
    const res = await submit(quizId, learner.token, answers(questions, 6));
    expect(res.status).toBe(409);
    const result = await t.call('GET', `${api}/quizzes/${quizId}`, { token: learner.token });
    expect(result.body.data).toMatchObject({ score_percent: 50, score_raw: 3, time_limit_reached: true });
    const section = await t.call('GET', `${api}/sections/${sectionId}`, { token: learner.token });
    expect(section.body.data.is_done).toBe(true);
  });

  it('ignores the body of a submission that arrives after the limit', async () => {
    const { sectionId, questions, learner } = await quiz({ minutes: 2 });
    const { quizId } = await startAttempt(sectionId, learner.token);
    await save(quizId, learner.token, answers(questions, 2).slice(0, 2));
    clock.advance(2 * 60_000 + 6_000);
    const res = await submit(quizId, learner.token, answers(questions, 6));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ score_raw: 2, score_percent: 33, time_limit_reached: true });
  });

  it('closes an attempt left open past the limit when it is next read, and a new take starts afresh', async () => {
    const { sectionId, questions, learner } = await quiz({ minutes: 1 });
    const { quizId } = await startAttempt(sectionId, learner.token);
    await save(quizId, learner.token, answers(questions, 1).slice(0, 1));
    clock.advance(5 * 60_000);
    const read = await attempt(quizId, learner.token);
    expect(read.body.data).toMatchObject({
      finished_at: clock.now().toISOString(),
      time_limit_reached: true,
    });
    const again = await startAttempt(sectionId, learner.token);
    expect(again.quizId).not.toBe(quizId);
    expect(again.view.finished_at).toBeNull();

    // Left open again and taken again: the take closes the old one and starts another.
    clock.advance(5 * 60_000);
    const third = await startAttempt(sectionId, learner.token);
    expect(third.quizId).not.toBe(again.quizId);
    const closed = await t.call('GET', `${api}/quizzes/${again.quizId}`, { token: learner.token });
    expect(closed.body.data).toMatchObject({ score_raw: 0, time_limit_reached: true });
  });
});

describe('PUT /sections/:id/quiz-settings', () => {
  it('refuses limits out of 1-180 minutes and a section that is not a quiz', async () => {
    const { sectionId } = await quiz();
    for (const minutes of [0, 181, 2.5, '10', -1]) {
      const res = await settings(sectionId, tutor.token, {
        lock_option_order: false,
        time_limit_minutes: minutes,
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(en.quiz_time_limit_range);
    }
    expect((await settings(sectionId, tutor.token, { time_limit_minutes: 5 })).status).toBe(422);
    const other = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect(
      (await settings(sectionId, other.token, { lock_option_order: true, time_limit_minutes: 5 })).status,
    ).toBe(404);
    const learner = await createUser(t.ctx);
    expect(
      (await settings(sectionId, learner.token, { lock_option_order: true, time_limit_minutes: 5 })).status,
    ).toBe(403);
    const text = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [1] });
    const res = await settings(text.sections[0]!.id, tutor.token, {
      lock_option_order: true,
      time_limit_minutes: null,
    });
    expect(res.status).toBe(409);
  });

  it('keeps the approved settings for learners until the edit is approved', async () => {
    const { courseId, sectionId, learner } = await quiz();
    // Enrolled: a learner keeps reading a course its author sent back to draft.
    expect(
      (await t.call('POST', `${api}/courses/${courseId}/subscribe`, { token: learner.token })).status,
    ).toBe(200);
    const set = await settings(sectionId, tutor.token, { lock_option_order: true, time_limit_minutes: 15 });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ lock_option_order: true, time_limit_minutes: 15 });
    const authorView = await t.call('GET', `${api}/sections/${sectionId}`, { token: tutor.token });
    expect(sectionSchema.parse(authorView.body.data).quiz_settings).toEqual(set.body.data);
    const learnerView = await t.call('GET', `${api}/sections/${sectionId}`, { token: learner.token });
    expect(learnerView.body.data.quiz_settings).toEqual({
      lock_option_order: false,
      time_limit_minutes: null,
    });
    const untimed = await startAttempt(sectionId, learner.token);
    expect(untimed.view.deadline_at).toBeNull();
    await submit(untimed.quizId, learner.token, []);

    expect(
      (await t.call('POST', `${api}/courses/${courseId}/review-apply`, { token: tutor.token })).status,
    ).toBe(200);
    const approved = await t.call('POST', `${api}/admin/course-reviews/${courseId}/approve`, {
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    const after = await t.call('GET', `${api}/sections/${sectionId}`, { token: learner.token });
    expect(after.body.data.quiz_settings).toEqual({ lock_option_order: true, time_limit_minutes: 15 });
    const timed = await startAttempt(sectionId, learner.token);
    expect(timed.view.time_limit_minutes).toBe(15);
  });
});
