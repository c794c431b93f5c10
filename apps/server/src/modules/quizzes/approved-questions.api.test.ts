/**
 * A quiz's questions are part of a course's approved version: while an edit is not approved, learners are shown
 * and graded against the questions as approved; the author and admins see the working copy at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { makeQuizSection } from '../../../test/quizzes.ts';

let t: TestApp;
let tutor: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const section = (id: number, token: string) => t.call('GET', `${api}/sections/${id}`, { token });
const take = (id: number, token: string) => t.call('POST', `${api}/sections/${id}/take`, { token });
const submit = (quizId: number, token: string, questions: unknown) =>
  t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } });
const titles = (res: { body: { data: { questions: Array<{ title: string }> } } }) =>
  res.body.data.questions.map((question) => question.title);
/** A single-choice question whose second of two options is the right one. */
const secondRight = (title: string) => ({
  title,
  is_multiple_choice: false,
  options: [
    { title: 'A', score: 0 },
    { title: 'B', score: 1 },
  ],
});

/** An approved free course whose one section is a quiz: Q1 (option 1 right), Q2 (option 2 right); a learner. */
async function approvedQuiz() {
  const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, isFree: true, sections: [1] });
  const sectionId = fixture.sections[0]!.id;
  const [q1, q2] = await makeQuizSection(t.ctx, sectionId, [
    { title: 'Q1', scores: [1, 0] },
    { title: 'Q2', scores: [0, 1] },
  ]);
  const student = await createUser(t.ctx);
  const subscribed = await t.call('POST', `${api}/courses/${fixture.course.id}/subscribe`, {
    token: student.token,
  });
  expect(subscribed.status).toBe(200);
  return { courseId: fixture.course.id, sectionId, q1: q1!, q2: q2!, learner: student.token };
}

async function submitAndApprove(courseId: number) {
  const applied = await t.call('POST', `${api}/courses/${courseId}/review-apply`, { token: tutor.token });
  expect(applied.status).toBe(200);
  const approved = await t.call('POST', `${api}/admin/course-reviews/${courseId}/approve`, {
    token: admin.token,
  });
  expect(approved.status).toBe(200);
}

describe('a quiz edited in a draft of an approved course', () => {
  it('is shown and graded as approved to learners until the edit is approved', async () => {
    const { courseId, sectionId, q1, q2, learner } = await approvedQuiz();
    const edited = await t.call('PATCH', `${api}/questions/${q1.id}`, {
      token: tutor.token,
      body: secondRight('Q1 edited'),
    });
    expect(edited.status).toBe(200);
    const added = await t.call('POST', `${api}/sections/${sectionId}/questions`, {
      token: tutor.token,
      body: secondRight('Q3 added'),
    });
    expect(added.status).toBe(200);
    expect((await courseRow(t.ctx, courseId))?.approvalState).toBe('draft');

    // The author and admins: the edit at once.
    expect(titles(await section(sectionId, tutor.token))).toEqual(['Q1 edited', 'Q2', 'Q3 added']);
    expect(titles(await section(sectionId, admin.token))).toEqual(['Q1 edited', 'Q2', 'Q3 added']);

    // The learner: the approved questions, graded against the approved answers.
    const read = await section(sectionId, learner);
    expect(titles(read)).toEqual(['Q1', 'Q2']);
    expect(read.body.data.questions[0].options.map((option: { title: string }) => option.title)).toEqual([
      'Option 1',
      'Option 2',
    ]);
    const quizId = (await take(sectionId, learner)).body.data.quiz_id;
    const unknown = await submit(quizId, learner, [{ id: added.body.data.id, selected_options: [] }]);
    expect(unknown.status).toBe(422);
    const graded = await submit(quizId, learner, [
      { id: q1.id, selected_options: [q1.options[0]] },
      { id: q2.id, selected_options: [q2.options[1]] },
    ]);
    expect(graded.status).toBe(200);
    expect(graded.body.data).toMatchObject({ score_percent: 100, score_raw: 2 });
    expect(graded.body.data.questions.map((question: { title: string }) => question.title)).toEqual([
      'Q1',
      'Q2',
    ]);
    const result = await t.call('GET', `${api}/quizzes/${quizId}`, { token: learner });
    expect(result.body.data.questions[0]).toMatchObject({ title: 'Q1', score: 1 });

    // Approved: the learner sees the edit and is graded against it.
    await submitAndApprove(courseId);
    expect(titles(await section(sectionId, learner))).toEqual(['Q1 edited', 'Q2', 'Q3 added']);
    const next = (await take(sectionId, learner)).body.data.quiz_id;
    const regraded = await submit(next, learner, [
      { id: q1.id, selected_options: [q1.options[0]] },
      { id: q2.id, selected_options: [q2.options[1]] },
    ]);
    expect(regraded.body.data).toMatchObject({ score_raw: 1, score_percent: 33 });
  });

  it('keeps a question deleted in the draft for learners, with their answers, until the edit is approved', async () => {
    const { courseId, sectionId, q1, q2, learner } = await approvedQuiz();
    const removed = await t.call('DELETE', `${api}/questions/${q1.id}`, { token: tutor.token });
    expect(removed.status).toBe(200);
    expect(titles(await section(sectionId, tutor.token))).toEqual(['Q2']);
    expect((await section(sectionId, tutor.token)).body.data.questions[0].sort_order).toBe(1);
    const again = await t.call('PATCH', `${api}/questions/${q1.id}`, {
      token: tutor.token,
      body: secondRight('x'),
    });
    expect(again.status).toBe(404);

    expect(titles(await section(sectionId, learner))).toEqual(['Q1', 'Q2']);
    const quizId = (await take(sectionId, learner)).body.data.quiz_id;
    const graded = await submit(quizId, learner, [
      { id: q1.id, selected_options: [q1.options[0]] },
      { id: q2.id, selected_options: [q2.options[0]] },
    ]);
    expect(graded.status).toBe(200);
    expect(graded.body.data).toMatchObject({ score_raw: 1, score_percent: 50 });
    // The author sees the learner's whole result, the deleted question included.
    const seen = await t.call('GET', `${api}/quizzes/${quizId}`, { token: tutor.token });
    expect(seen.body.data.questions.map((question: { id: number }) => question.id)).toEqual([q1.id, q2.id]);

    await submitAndApprove(courseId);
    expect(titles(await section(sectionId, learner))).toEqual(['Q2']);
    const left = await t.ctx.db.$client.query('SELECT count(*)::int AS n FROM questions WHERE id = $1', [
      q1.id,
    ]);
    expect(left.rows[0].n).toBe(0);
    const kept = await t.call('GET', `${api}/quizzes/${quizId}`, { token: learner });
    expect(kept.body.data).toMatchObject({ score_percent: 50 });
  });

  it('lets learners start the approved quiz when the draft deleted every question', async () => {
    const { sectionId, q1, q2, learner } = await approvedQuiz();
    for (const question of [q1, q2]) {
      await t.call('DELETE', `${api}/questions/${question.id}`, { token: tutor.token });
    }
    expect(titles(await section(sectionId, tutor.token))).toEqual([]);
    const took = await take(sectionId, learner);
    expect(took.status).toBe(200);
    expect(took.body.data.quiz_id).toEqual(expect.any(Number));
  });
});
