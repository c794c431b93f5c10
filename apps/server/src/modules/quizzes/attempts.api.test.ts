import { messagesEn as en, quizResultSchema, sectionSchema, takeSectionSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture, enrolmentRow } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { makeQuizSection } from '../../../test/quizzes.ts';
import { createTenant } from '../../../test/tenants.ts';
import {
  courseSectionProgress,
  courseSubdomains,
  quizAnswers,
  quizzes,
} from '../../platform/db/schema/index.ts';

let t: TestApp;
let tutor: CreatedUser;
let otherTutor: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const take = (sectionId: number, token: string) =>
  t.call('POST', `${api}/sections/${sectionId}/take`, { token });
const submit = (quizId: number, token: string, questions: unknown) =>
  t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } });
const result = (quizId: number, token: string) => t.call('GET', `${api}/quizzes/${quizId}`, { token });

/**
 * A free approved course of two sections: a text one, then a quiz of three questions: single choice (1, 0.5, 0),
 * multiple choice (1, 1, 0), single choice (0, 1).
 */
async function quizCourse(options: Partial<Parameters<typeof createCourseFixture>[1]> = {}) {
  const fixture = await createCourseFixture(t.ctx, {
    tutorId: tutor.user.id,
    isFree: true,
    sections: [2],
    ...options,
  });
  const text = fixture.sections[0]!;
  const quiz = fixture.sections[1]!;
  const questions = await makeQuizSection(t.ctx, quiz.id, [
    { scores: [1, 0.5, 0] },
    { multiple: true, scores: [1, 1, 0] },
    { scores: [0, 1] },
  ]);
  return { course: fixture.course, textId: text.id, quizSectionId: quiz.id, questions };
}

describe('POST /sections/:id/take on a quiz section', () => {
  it('starts an attempt, answers the open one again, and does not count the section taken yet', async () => {
    const student = await createUser(t.ctx);
    const { course, quizSectionId } = await quizCourse();
    const first = await take(quizSectionId, student.token);
    expect(first.status).toBe(200);
    expect(takeSectionSchema.parse(first.body.data)).toEqual(first.body.data);
    expect(first.body.data).toMatchObject({ status_value: 'ongoing', progress_percent: 0 });
    expect(first.body.data.quiz_id).toEqual(expect.any(Number));
    const again = await take(quizSectionId, student.token);
    expect(again.body.data.quiz_id).toBe(first.body.data.quiz_id);
    const enrolment = await enrolmentRow(t.ctx, course.id, student.user.id);
    expect(enrolment?.latestViewedSectionId).toBe(quizSectionId);
    expect(
      await t.ctx.db
        .select()
        .from(courseSectionProgress)
        .where(eq(courseSectionProgress.enrolmentId, enrolment!.id)),
    ).toHaveLength(0);
  });

  it('keeps taking a text section as it was (quiz_id null)', async () => {
    const student = await createUser(t.ctx);
    const { textId } = await quizCourse();
    const res = await take(textId, student.token);
    expect(res.body.data).toMatchObject({ progress_percent: 50, quiz_id: null });
  });

  it('is a 409 for a quiz without questions, a 403 for tutors, and a 403 beyond the trial', async () => {
    const student = await createUser(t.ctx);
    const empty = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, isFree: true, sections: [1] });
    await makeQuizSection(t.ctx, empty.sections[0]!.id, []);
    const res = await take(empty.sections[0]!.id, student.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en.quiz_has_no_questions);

    const { quizSectionId } = await quizCourse();
    expect((await take(quizSectionId, tutor.token)).status).toBe(403);

    // Not free and no subscription: of two sections only the first opens, the quiz is locked.
    const locked = await quizCourse({ isFree: false });
    const trial = await take(locked.quizSectionId, student.token);
    expect(trial.status).toBe(403);
    expect(trial.body.message).toBe(en.trial_ended);
  });
});

describe('POST /quizzes/:id/submit', () => {
  it('scores the answers, stores them, and marks the section taken (completing the course)', async () => {
    const student = await createUser(t.ctx);
    const { course, textId, quizSectionId, questions } = await quizCourse();
    await take(textId, student.token);
    const quizId = (await take(quizSectionId, student.token)).body.data.quiz_id;
    const [single, multiple] = questions as [(typeof questions)[0], (typeof questions)[0]];
    const res = await submit(quizId, student.token, [
      { id: single.id, selected_options: [single.options[1]] },
      { id: multiple.id, selected_options: [multiple.options[0], multiple.options[1], multiple.options[2]] },
    ]);
    expect(res.status).toBe(200);
    expect(quizResultSchema.parse(res.body.data)).toEqual(res.body.data);
    // 0.5 + 2/3 (0.667) + 0 = 1.167 of 3: 39%.
    expect(res.body.data).toMatchObject({ id: quizId, course_id: course.id, section_id: quizSectionId });
    expect(res.body.data.score_raw).toBe(1.167);
    expect(res.body.data.score_percent).toBe(39);
    expect(res.body.data.questions.map((q: { score: number }) => q.score)).toEqual([0.5, 0.667, 0]);
    // Options come in the order this attempt showed them (shuffled): compared by id.
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...res.body.data.questions[0].options].sort(byId)).toEqual([
      expect.objectContaining({ score: 1, is_chosen: false, feedback: 'Because 1' }),
      expect.objectContaining({ score: 0.5, is_chosen: true, feedback: 'Because 2' }),
      expect.objectContaining({ score: 0, is_chosen: false }),
    ]);
    expect(res.body.data.questions[0].feedback).toBe('About question 1');
    expect(await t.ctx.db.select().from(quizAnswers).where(eq(quizAnswers.quizId, quizId))).toHaveLength(3);

    const enrolment = await enrolmentRow(t.ctx, course.id, student.user.id);
    expect(enrolment?.status).toBe('completed');
    const section = await t.call('GET', `${api}/sections/${quizSectionId}`, { token: student.token });
    expect(sectionSchema.parse(section.body.data)).toEqual(section.body.data);
    expect(section.body.data.is_done).toBe(true);
    expect(section.body.data.quizzes).toEqual([
      expect.objectContaining({ id: quizId, score_percent: 39, finished_at: expect.any(String) }),
    ]);
  });

  it('gives full marks for every right answer, and lets the learner retake with a new attempt', async () => {
    const student = await createUser(t.ctx);
    const { course, quizSectionId, questions } = await quizCourse();
    const quizId = (await take(quizSectionId, student.token)).body.data.quiz_id;
    const [a, b, c] = questions as [(typeof questions)[0], (typeof questions)[0], (typeof questions)[0]];
    const res = await submit(quizId, student.token, [
      { id: a.id, selected_options: [a.options[0]] },
      { id: b.id, selected_options: [b.options[0], b.options[1]] },
      { id: c.id, selected_options: [c.options[1]] },
    ]);
    expect(res.body.data).toMatchObject({ score_raw: 3, score_percent: 100 });
    expect((await enrolmentRow(t.ctx, course.id, student.user.id))?.status).toBe('ongoing');

    const retake = await take(quizSectionId, student.token);
    expect(retake.body.data.quiz_id).not.toBe(quizId);
    expect(retake.body.data.progress_percent).toBe(50);
    const zero = await submit(retake.body.data.quiz_id, student.token, []);
    expect(zero.body.data).toMatchObject({ score_raw: 0, score_percent: 0 });
    const attempts = await t.ctx.db.select().from(quizzes).where(eq(quizzes.userId, student.user.id));
    expect(attempts).toHaveLength(2);
  });

  it('is once only (409), the owner’s only (404), and refuses answers that do not fit (422)', async () => {
    const student = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const { quizSectionId, questions } = await quizCourse();
    const [a, b] = questions as [(typeof questions)[0], (typeof questions)[0]];
    const quizId = (await take(quizSectionId, student.token)).body.data.quiz_id;

    expect((await submit(quizId, other.token, [])).status).toBe(404);
    expect((await submit(quizId, tutor.token, [])).status).toBe(404);
    expect((await submit(999_999, student.token, [])).status).toBe(404);

    const refusals: Array<[unknown, string]> = [
      [[{ id: a.id, selected_options: [a.options[0], a.options[1]] }], en.single_choice_one_answer],
      [[{ id: a.id, selected_options: [b.options[0]] }], en.unknown_quiz_option],
      [[{ id: 999_999, selected_options: [] }], en.unknown_quiz_question],
    ];
    for (const [answers, message] of refusals) {
      const res = await submit(quizId, student.token, answers);
      expect(res.status).toBe(422);
      expect(res.body.errors.questions).toEqual([message]);
    }
    expect((await submit(quizId, student.token, 'nope')).status).toBe(422);

    expect((await submit(quizId, student.token, [])).status).toBe(200);
    const twice = await submit(quizId, student.token, []);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(en.quiz_already_submitted);
  });
});

describe('GET /quizzes/:id', () => {
  it('shows the result to the learner, the author and admins; anyone else a 404', async () => {
    const student = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const { quizSectionId } = await quizCourse();
    const quizId = (await take(quizSectionId, student.token)).body.data.quiz_id;
    const open = await result(quizId, student.token);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(en.quiz_not_submitted);
    const submitted = (await submit(quizId, student.token, [])).body.data;
    for (const token of [student.token, tutor.token, admin.token]) {
      const res = await result(quizId, token);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(submitted);
    }
    for (const token of [other.token, otherTutor.token]) {
      expect((await result(quizId, token)).status).toBe(404);
    }
    expect((await result(999_999, student.token)).status).toBe(404);
  });

  it('is a 404 once the course is no longer shown on the learner’s tenant', async () => {
    const tenant = await createTenant(t.ctx);
    const student = await createUser(t.ctx);
    const { course, quizSectionId } = await quizCourse();
    const quizId = (await take(quizSectionId, student.token)).body.data.quiz_id;
    await submit(quizId, student.token, []);
    const second = (await take(quizSectionId, student.token)).body.data.quiz_id;
    // The author limits the course to a school's tenant: the main marketplace no longer shows it.
    await t.ctx.db.insert(courseSubdomains).values({ courseId: course.id, subdomainId: tenant.id });
    expect((await result(quizId, student.token)).status).toBe(404);
    expect((await submit(second, student.token, [])).status).toBe(404);
    expect((await result(quizId, tutor.token)).status).toBe(200);
  });
});
