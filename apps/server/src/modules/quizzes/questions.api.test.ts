import { messagesEn as en, questionSchema, sectionSchema } from '@kru/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { makeQuizSection } from '../../../test/quizzes.ts';
import { courses, questionOptions, questions } from '../../platform/db/schema/index.ts';

let t: TestApp;
let tutor: CreatedUser;
let otherTutor: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  student = await createUser(t.ctx);
});

const api = '/api/v1';
type State = 'draft' | 'pending' | 'approved' | 'rejected';

/** A course of the tutor whose first section is an empty quiz, and the second a text section. */
async function quizCourse(approvalState: State = 'draft') {
  const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState, sections: [2] });
  await makeQuizSection(t.ctx, fixture.sections[0]!.id, []);
  return { course: fixture.course, quizId: fixture.sections[0]!.id, textId: fixture.sections[1]!.id };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'What is 2 + 2?',
  is_multiple_choice: false,
  feedback: 'Count on your fingers.',
  options: [
    { title: '4', feedback: 'Right.', score: 1 },
    { title: '5', feedback: 'One too many.', score: 0 },
    { title: 'Four-ish', feedback: 'Close.', score: 0.5 },
  ],
  ...overrides,
});
const add = (sectionId: number, payload: unknown = body(), token = tutor.token) =>
  t.call('POST', `${api}/sections/${sectionId}/questions`, { token, body: payload });
const patch = (questionId: number, payload: unknown, token = tutor.token) =>
  t.call('PATCH', `${api}/questions/${questionId}`, { token, body: payload });
const remove = (questionId: number, token = tutor.token) =>
  t.call('DELETE', `${api}/questions/${questionId}`, { token });
const optionRows = (questionId: number) =>
  t.ctx.db
    .select()
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(asc(questionOptions.sortOrder));

describe('POST /sections/:id/questions', () => {
  it('adds a question with its options to the author’s quiz section, scores kept in thousandths', async () => {
    const { quizId } = await quizCourse();
    const res = await add(quizId);
    expect(res.status).toBe(200);
    expect(questionSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      title: 'What is 2 + 2?',
      feedback: 'Count on your fingers.',
      is_multiple_choice: false,
      sort_order: 1,
      options: [
        { title: '4', feedback: 'Right.', score: 1 },
        { title: '5', feedback: 'One too many.', score: 0 },
        { title: 'Four-ish', feedback: 'Close.', score: 0.5 },
      ],
    });
    expect((await optionRows(res.body.data.id)).map((row) => row.scoreMilli)).toEqual([1000, 0, 500]);
    const second = await add(quizId, body({ title: 'Second' }));
    expect(second.body.data.sort_order).toBe(2);
  });

  it('puts an approved or rejected course back to draft', async () => {
    for (const state of ['approved', 'rejected'] as const) {
      const { course, quizId } = await quizCourse(state);
      expect((await add(quizId)).status).toBe(200);
      expect((await courseRow(t.ctx, course.id))?.approvalState).toBe('draft');
    }
  });

  it('is a 409 while the course is under review, and for a section that is not a quiz', async () => {
    const pending = await quizCourse('pending');
    const res = await add(pending.quizId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en.course_under_review);
    const draft = await quizCourse();
    const text = await add(draft.textId);
    expect(text.status).toBe(409);
    expect(text.body.message).toBe(en.section_not_quiz);
    expect((await courseRow(t.ctx, draft.course.id))?.approvalState).toBe('draft');
  });

  it('is for the author only: a student is a 403 (even with a bad body), another tutor a 404', async () => {
    const { quizId } = await quizCourse();
    expect((await add(quizId, body(), student.token)).status).toBe(403);
    expect((await add(quizId, {}, student.token)).status).toBe(403);
    expect((await add(quizId, body(), otherTutor.token)).status).toBe(404);
    expect((await add(999_999)).status).toBe(404);
    expect(await t.ctx.db.select().from(questions).where(eq(questions.sectionId, quizId))).toHaveLength(0);
  });

  it.each([
    ['a missing title', body({ title: ' ' }), 'title', en.question_title_required],
    [
      'a single option',
      body({ options: [{ title: 'Yes', score: 1 }] }),
      'options',
      en.question_needs_two_options,
    ],
    [
      'no option scoring 1',
      body({
        options: [
          { title: 'A', score: 0.5 },
          { title: 'B', score: 0 },
        ],
      }),
      'options',
      en.question_needs_correct_option,
    ],
    [
      'two right options on a single-choice question',
      body({
        options: [
          { title: 'A', score: 1 },
          { title: 'B', score: 1 },
        ],
      }),
      'options',
      en.single_choice_one_correct,
    ],
    [
      'a score above 1',
      body({
        options: [
          { title: 'A', score: 1 },
          { title: 'B', score: 1.5 },
        ],
      }),
      'options.1.score',
      en.option_score_range,
    ],
    [
      'an option without a title',
      body({
        options: [
          { title: 'A', score: 1 },
          { title: '', score: 0 },
        ],
      }),
      'options.1.title',
      en.option_title_required,
    ],
  ])('answers 422 to %s', async (_, payload, field, message) => {
    const { quizId } = await quizCourse();
    const res = await add(quizId, payload);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('accepts several right options on a multiple-choice question', async () => {
    const { quizId } = await quizCourse();
    const res = await add(
      quizId,
      body({
        is_multiple_choice: true,
        options: [
          { title: 'A', score: 1 },
          { title: 'B', score: 1 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.options.map((o: { feedback: string }) => o.feedback)).toEqual(['', '']);
  });
});

describe('PATCH /questions/:id and DELETE /questions/:id', () => {
  it('replaces a question, keeping its options’ ids by position and dropping the surplus', async () => {
    const { quizId } = await quizCourse();
    const created = (await add(quizId)).body.data;
    const res = await patch(
      created.id,
      body({
        title: 'Pick the even numbers',
        is_multiple_choice: true,
        options: [
          { title: '2', score: 1 },
          { title: '4', score: 1 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Pick the even numbers', is_multiple_choice: true });
    expect(res.body.data.options.map((o: { id: number }) => o.id)).toEqual(
      created.options.slice(0, 2).map((o: { id: number }) => o.id),
    );
    expect(await optionRows(created.id)).toHaveLength(2);
  });

  it('refuses like adding: 403 student, 404 another tutor, 409 pending, 422 invalid', async () => {
    const { course, quizId } = await quizCourse();
    const created = (await add(quizId)).body.data;
    expect((await patch(created.id, body(), student.token)).status).toBe(403);
    expect((await patch(created.id, body(), otherTutor.token)).status).toBe(404);
    expect((await remove(created.id, otherTutor.token)).status).toBe(404);
    expect((await patch(created.id, body({ options: [] }))).status).toBe(422);
    expect((await patch(999_999, body())).status).toBe(404);
    await t.ctx.db.update(courses).set({ approvalState: 'pending' }).where(eq(courses.id, course.id));
    expect((await patch(created.id, body())).status).toBe(409);
    expect((await remove(created.id)).status).toBe(409);
    expect((await courseRow(t.ctx, course.id))?.approvalState).toBe('pending');
  });

  it('deletes a question and renumbers the rest', async () => {
    const { quizId } = await quizCourse();
    const first = (await add(quizId, body({ title: 'One' }))).body.data;
    const second = (await add(quizId, body({ title: 'Two' }))).body.data;
    const res = await remove(first.id);
    expect(res.status).toBe(200);
    const rows = await t.ctx.db.select().from(questions).where(eq(questions.sectionId, quizId));
    expect(rows.map((row) => [row.id, row.sortOrder])).toEqual([[second.id, 1]]);
    expect(await optionRows(first.id)).toHaveLength(0);
  });
});

describe('GET /sections/:id of a quiz section', () => {
  it('shows the author the scores and feedback, and a learner neither', async () => {
    const { course, quizId } = await quizCourse();
    await add(quizId);
    const mine = await t.call('GET', `${api}/sections/${quizId}`, { token: tutor.token });
    expect(mine.status).toBe(200);
    expect(sectionSchema.parse(mine.body.data)).toEqual(mine.body.data);
    expect(mine.body.data.questions[0]).toMatchObject({ feedback: 'Count on your fingers.' });
    expect(mine.body.data.questions[0].options[2]).toMatchObject({ score: 0.5, feedback: 'Close.' });
    expect(mine.body.data.quizzes).toEqual([]);

    await t.ctx.db
      .update(courses)
      .set({ approvalState: 'approved', approvedAt: new Date(), isFree: true })
      .where(eq(courses.id, course.id));
    const theirs = await t.call('GET', `${api}/sections/${quizId}`, { token: student.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.questions[0]).toMatchObject({ title: 'What is 2 + 2?', feedback: null });
    for (const option of theirs.body.data.questions[0].options) {
      expect(option).toMatchObject({ score: null, feedback: null });
    }
  });

  it('answers empty questions and quizzes for other section types', async () => {
    const { textId } = await quizCourse();
    const res = await t.call('GET', `${api}/sections/${textId}`, { token: tutor.token });
    expect(res.body.data).toMatchObject({ type: 'text', questions: [], quizzes: [] });
  });
});
