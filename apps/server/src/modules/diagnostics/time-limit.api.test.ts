/**
 * A diagnostic's time limit: its minutes from the start, plus the 5-second grace for the network. Later answers do
 * not count; an attempt left open is closed by the `quizzes-close-abandoned` sweep, scored with what was saved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { answersFor, diagnosticKey } from '../../../test/diagnostics.ts';
import { createUser } from '../../../test/factories.ts';
import { closeAbandonedAttempts, findQuiz } from '../quizzes/index.ts';

let t: TestApp;
let clock: MovableClock;
const api = '/api/v1';

beforeAll(async () => {
  clock = movableClock(new Date('2026-05-04T09:00:00Z'));
  t = await createTestApp({ context: { clock } });
});

const start = (id: number, token: string) =>
  t.call('POST', `${api}/self-assessments/${id}/quizzes`, { token });
const save = (quizId: number, token: string, questions: unknown) =>
  t.call('PUT', `${api}/quizzes/${quizId}/answers`, { token, body: { questions } });
const submit = (quizId: number, token: string, questions: unknown) =>
  t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } });
const result = (quizId: number, token: string) => t.call('GET', `${api}/quizzes/${quizId}`, { token });
const isOpen = async (quizId: number) => (await findQuiz(t.ctx.db, quizId))?.finishedAt === null;

async function begin() {
  const key = await diagnosticKey(t.ctx, 'gcse-maths-2');
  const student = await createUser(t.ctx);
  const quizId = (await start(key.id, student.token)).body.data.quiz_id as number;
  const limitMs = key.minutes * 60_000;
  return { key, student, quizId, limitMs };
}

describe('the time limit of a diagnostic', () => {
  it('gives the attempt a deadline its minutes after the start, counted on the server’s clock', async () => {
    const { student, quizId, limitMs } = await begin();
    const view = await t.call('GET', `${api}/quizzes/${quizId}/attempt`, { token: student.token });
    expect(view.body.data).toMatchObject({
      started_at: clock.now().toISOString(),
      deadline_at: new Date(clock.now().getTime() + limitMs).toISOString(),
      server_now: clock.now().toISOString(),
      time_limit_minutes: 15,
      finished_at: null,
    });
  });

  it('takes a submit within the grace; after it, scores only the answers saved in time', async () => {
    const { key, student, quizId, limitMs } = await begin();
    expect(
      (
        await save(
          quizId,
          student.token,
          answersFor(key.questions, (_, i) => i < 4),
        )
      ).status,
    ).toBe(200);
    clock.advance(limitMs + 5_000 + 1);
    // Too late: saving is refused (the attempt is closed with what was saved), and so is the full answer set.
    expect(
      (
        await save(
          quizId,
          student.token,
          answersFor(key.questions, () => true),
        )
      ).status,
    ).toBe(409);
    expect(await isOpen(quizId)).toBe(false);
    const closed = await result(quizId, student.token);
    expect(closed.body.data).toMatchObject({ score_raw: 4, score_percent: 33, time_limit_reached: true });

    const late = await begin();
    await save(
      late.quizId,
      late.student.token,
      answersFor(late.key.questions, (_, i) => i < 6),
    );
    clock.advance(late.limitMs + 60_000);
    const res = await submit(
      late.quizId,
      late.student.token,
      answersFor(late.key.questions, () => true),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ score_raw: 6, score_percent: 50, time_limit_reached: true });

    const onTime = await begin();
    clock.advance(onTime.limitMs + 4_000);
    const inGrace = await submit(
      onTime.quizId,
      onTime.student.token,
      answersFor(onTime.key.questions, () => true),
    );
    expect(inGrace.body.data).toMatchObject({ score_percent: 100, time_limit_reached: false });
  });

  it('closes an attempt left open with the sweep, scored with what was saved, once', async () => {
    const { key, student, quizId, limitMs } = await begin();
    await save(
      quizId,
      student.token,
      answersFor(key.questions, (_, i) => i < 3),
    );
    clock.advance(limitMs + 5_000);
    await closeAbandonedAttempts(t.ctx);
    expect(await isOpen(quizId)).toBe(true);
    clock.advance(1);
    expect(await closeAbandonedAttempts(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await isOpen(quizId)).toBe(false);
    const closed = await result(quizId, student.token);
    expect(closed.body.data).toMatchObject({ score_raw: 3, score_percent: 25, time_limit_reached: true });
    await closeAbandonedAttempts(t.ctx);
    expect((await submit(quizId, student.token, [])).status).toBe(409);
    expect((await result(quizId, student.token)).body.data).toEqual(closed.body.data);
  });

  it('starts a new attempt when the open one ran out, after scoring it', async () => {
    const { key, student, quizId, limitMs } = await begin();
    await save(
      quizId,
      student.token,
      answersFor(key.questions, (_, i) => i < 2),
    );
    clock.advance(limitMs + 10_000);
    const again = await start(key.id, student.token);
    expect(again.body.data.quiz_id).not.toBe(quizId);
    expect((await result(quizId, student.token)).body.data).toMatchObject({
      score_raw: 2,
      time_limit_reached: true,
    });
  });
});
