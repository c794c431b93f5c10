import { diagnosticSharingSchema, sharedDiagnosticsSchema } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { answersFor, diagnosticKey } from '../../../test/diagnostics.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

let t: TestApp;
const api = '/api/v1';

beforeAll(async () => {
  t = await createTestApp();
});

const shared = (sharingId: string) => t.call('GET', `${api}/public/diagnostics/${sharingId}`);
const settings = (token: string) => t.call('GET', `${api}/diagnostics/sharing`, { token });
const update = (token: string, body: unknown) => t.call('PUT', `${api}/diagnostics/sharing`, { token, body });
const replace = (token: string) => t.call('POST', `${api}/diagnostics/sharing/link`, { token });

/** A student who took the Maths diagnostic twice (0%, then 75%). */
async function learnerWithResults(): Promise<{ student: CreatedUser; latest: number }> {
  const student = await createUser(t.ctx, { firstName: 'Ploy' });
  const { id, questions } = await diagnosticKey(t.ctx, 'gcse-maths-2');
  let latest = 0;
  for (const right of [0, 9]) {
    latest = (await t.call('POST', `${api}/self-assessments/${id}/quizzes`, { token: student.token })).body
      .data.quiz_id;
    await t.call('POST', `${api}/quizzes/${latest}/submit`, {
      token: student.token,
      body: { questions: answersFor(questions, (_, i) => i < right) },
    });
  }
  return { student, latest };
}

describe('sharing diagnostic results', () => {
  it('is off until the learner turns it on: the link is a 404 meanwhile', async () => {
    const { student } = await learnerWithResults();
    const mine = diagnosticSharingSchema.parse((await settings(student.token)).body.data);
    expect(mine).toEqual({ enabled: false, include_answers: false, sharing_id: student.user.sharingId });
    expect((await shared(mine.sharing_id)).status).toBe(404);
  });

  it('shows scores, specialty scores and topics when on, the answers only when included, signed out', async () => {
    const { student, latest } = await learnerWithResults();
    const on = await update(student.token, { enabled: true, include_answers: false });
    expect(on.status).toBe(200);
    const key = on.body.data.sharing_id as string;
    const res = await shared(key);
    expect(res.status).toBe(200);
    const page = sharedDiagnosticsSchema.parse(res.body.data);
    expect(page).toMatchObject({ first_name: 'Ploy', include_answers: false });
    expect(page.results.map((r) => [r.id, r.score_percent])).toEqual([[latest, 75]]);
    expect(page.results[0]!.specialty_scores).toHaveLength(4);
    expect(page.results[0]!.study_topics.length).toBeGreaterThan(0);
    expect(page.results[0]!.questions).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain(student.user.email);

    await update(student.token, { enabled: true, include_answers: true });
    const withAnswers = sharedDiagnosticsSchema.parse((await shared(key)).body.data);
    expect(withAnswers.include_answers).toBe(true);
    expect(withAnswers.results[0]!.questions).toHaveLength(12);

    const off = await update(student.token, { enabled: false, include_answers: true });
    expect(off.body.data).toMatchObject({ enabled: false, include_answers: true, sharing_id: key });
    expect((await shared(key)).status).toBe(404);
  });

  it('replaces the link: the old one is a 404, the new one works, the settings stay', async () => {
    const { student } = await learnerWithResults();
    const old = (await update(student.token, { enabled: true, include_answers: false })).body.data.sharing_id;
    expect((await shared(old)).status).toBe(200);
    const replaced = await replace(student.token);
    expect(replaced.status).toBe(200);
    const fresh = diagnosticSharingSchema.parse(replaced.body.data);
    expect(fresh).toMatchObject({ enabled: true, include_answers: false });
    expect(fresh.sharing_id).not.toBe(old);
    expect(fresh.sharing_id).toMatch(/^[0-9a-f]{32}$/);
    expect((await shared(old)).status).toBe(404);
    expect((await shared(fresh.sharing_id)).status).toBe(200);
    expect((await settings(student.token)).body.data.sharing_id).toBe(fresh.sharing_id);
  });

  it('answers 404 for an unknown key, 401 signed out, 403 for tutors and 422 for a bad body', async () => {
    const student = await createUser(t.ctx);
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    expect((await shared('nope-not-a-key')).status).toBe(404);
    expect((await t.call('GET', `${api}/diagnostics/sharing`)).status).toBe(401);
    expect((await settings(tutor.token)).status).toBe(403);
    expect((await update(tutor.token, { enabled: true, include_answers: false })).status).toBe(403);
    expect((await replace(tutor.token)).status).toBe(403);
    const bad = await update(student.token, { enabled: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.success).toBe(false);
  });
});
