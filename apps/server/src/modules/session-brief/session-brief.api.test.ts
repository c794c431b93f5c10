import { randomBytes } from 'node:crypto';
import { sessionBriefSchema, userSchema } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { makeQuizSection } from '../../../test/quizzes.ts';
import { createClassroom, HOUR_MS, sessionRecord } from '../../../test/sessions.ts';
import {
  questionOptions,
  questions,
  quizAnswers,
  quizzes,
  selfAssessments,
  specialtyStudyTopics,
} from '../../platform/db/schema/index.ts';

const clock = movableClock(new Date('2026-05-04T08:00:00Z'));
const DAY_MS = 24 * HOUR_MS;
let t: TestApp;
let catalogue: ProfileCatalogue;

const api = '/api/v1';
const brief = (token: string, id: number) => t.call('GET', `${api}/tutoring/${id}/brief`, { token });
/** The next half hour `hours` from now. */
const startIn = (hours: number) =>
  new Date(Math.ceil(clock.now().getTime() / (HOUR_MS / 2)) * (HOUR_MS / 2) + hours * HOUR_MS);

/** A diagnostic of `subjectId` written straight into the tables: one question per [specialty id, title]. */
async function createDiagnostic(subjectId: number, items: Array<[number, string]>) {
  const code = `brief-${randomBytes(3).toString('hex')}`;
  const [diagnostic] = await t.ctx.db
    .insert(selfAssessments)
    .values({ code, subjectId, titleEn: `Check ${code}`, titleTh: `แบบทดสอบ ${code}`, minutes: 10 })
    .returning();
  const keyed: Array<{ id: number; right: number; wrong: number }> = [];
  for (const [index, [specialtyId, title]] of items.entries()) {
    const [question] = await t.ctx.db
      .insert(questions)
      .values({ selfAssessmentId: diagnostic!.id, specialtyId, title, sortOrder: index + 1 })
      .returning();
    const options = await t.ctx.db
      .insert(questionOptions)
      .values([
        { questionId: question!.id, title: `${title}: right`, scoreMilli: 1000, sortOrder: 1 },
        { questionId: question!.id, title: `${title}: wrong`, scoreMilli: 0, sortOrder: 2 },
      ])
      .returning();
    keyed.push({ id: question!.id, right: options[0]!.id, wrong: options[1]!.id });
  }
  return { id: diagnostic!.id, title: diagnostic!.titleEn, questions: keyed };
}

/** The student takes a diagnostic through the API, right on the questions `isRight` picks. */
async function takeDiagnostic(
  token: string,
  diagnostic: Awaited<ReturnType<typeof createDiagnostic>>,
  isRight: (index: number) => boolean,
) {
  const started = await t.call('POST', `${api}/self-assessments/${diagnostic.id}/quizzes`, { token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const body = {
    questions: diagnostic.questions.map((question, index) => ({
      id: question.id,
      selected_options: [isRight(index) ? question.right : question.wrong],
    })),
  };
  const res = await t.call('POST', `${api}/quizzes/${started.body.data.quiz_id}/submit`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A course of `subjectId` of 3 sections, the student enrolled with the first taken and its quiz answered wrong. */
async function courseWithMistake(tutorId: number, studentId: number, subjectId: number, question: string) {
  const fixture = await createCourseFixture(t.ctx, { tutorId, subjectId, sections: [3] });
  const [first] = fixture.sections;
  await enrolFixture(t.ctx, fixture.course.id, studentId, [first!.id]);
  const [asked] = await makeQuizSection(t.ctx, first!.id, [{ title: question, scores: [1, 0] }]);
  const [quiz] = await t.ctx.db
    .insert(quizzes)
    .values({
      userId: studentId,
      sectionId: first!.id,
      startedAt: clock.now(),
      finishedAt: clock.now(),
      scoreRawMilli: 0,
      scorePercent: 0,
    })
    .returning();
  await t.ctx.db.insert(quizAnswers).values({
    quizId: quiz!.id,
    questionId: asked!.id,
    selectedOptionIds: [asked!.options[1]!],
    scoreMilli: 0,
  });
  return fixture.course;
}

/** A student who booked an hour of maths `hoursAhead` from now with `body`'s extra fields. */
async function bookedRoom(hoursAhead: number, extra: Record<string, unknown>) {
  const room = await createClassroom(t, { catalogue });
  const slotIds = await addSlots(t, room.tutor.token, startIn(hoursAhead));
  const res = await t.call('POST', `${api}/tutoring/book`, {
    token: room.student.token,
    body: { availability_ids: slotIds, subject_id: catalogue.maths.id, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...room, sessionId: res.body.data.session.id as number };
}

const approve = (token: string, id: number) =>
  t.call('PUT', `${api}/tutoring/${id}/determine`, { token, body: { status: 'approved' } });

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
  await t.ctx.db.insert(specialtyStudyTopics).values([
    { specialtyId: catalogue.algebra.id, titleEn: 'Linear equations', titleTh: 'สมการเชิงเส้น', sortOrder: 1 },
    { specialtyId: catalogue.geometry.id, titleEn: 'Angles', titleTh: 'มุม', sortOrder: 1 },
    { specialtyId: catalogue.geometry.id, titleEn: 'Circles', titleTh: 'วงกลม', sortOrder: 2 },
  ]);
});

describe('booking notes and the learning-data consent', () => {
  it('stores the notes and the answer given at booking; refuses notes over 1,000 characters', async () => {
    const room = await createClassroom(t, { catalogue });
    const me = await t.call('GET', `${api}/user`, { token: room.student.token });
    expect(userSchema.parse(me.body.data).share_learning_with_tutors).toBeNull();

    const slotIds = await addSlots(t, room.tutor.token, startIn(30));
    const long = await t.call('POST', `${api}/tutoring/book`, {
      token: room.student.token,
      body: { availability_ids: slotIds, subject_id: catalogue.maths.id, notes: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.notes).toEqual(['Keep your notes to 1,000 characters or fewer']);
    const notBoolean = await t.call('POST', `${api}/tutoring/book`, {
      token: room.student.token,
      body: { availability_ids: slotIds, subject_id: catalogue.maths.id, share_learning_with_tutors: 'yes' },
    });
    expect(notBoolean.status).toBe(422);

    const res = await t.call('POST', `${api}/tutoring/book`, {
      token: room.student.token,
      body: {
        availability_ids: slotIds,
        subject_id: catalogue.maths.id,
        notes: '  Simultaneous equations, please  ',
        share_learning_with_tutors: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await sessionRecord(t, res.body.data.session.id)).notes).toBe('Simultaneous equations, please');
    const after = await t.call('GET', `${api}/user`, { token: room.student.token });
    expect(after.body.data.share_learning_with_tutors).toBe(true);

    // Blank notes are no notes; a booking without the answer leaves the stored one as it is.
    const more = await addSlots(t, room.tutor.token, startIn(40));
    const second = await book(t, room.student.token, more, catalogue.maths.id);
    expect(second.status).toBe(200);
    expect((await sessionRecord(t, second.body.data.session.id)).notes).toBeNull();
    expect((await t.call('GET', `${api}/user`, { token: room.student.token })).body.data).toMatchObject({
      share_learning_with_tutors: true,
    });
  });

  it('is changed in the settings (POST /user), and only to a yes or no', async () => {
    const student = await createUser(t.ctx);
    const off = await t.call('POST', `${api}/user`, {
      token: student.token,
      body: { share_learning_with_tutors: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.share_learning_with_tutors).toBe(false);
    const on = await t.call('POST', `${api}/user`, {
      token: student.token,
      body: { share_learning_with_tutors: true },
    });
    expect(on.body.data.share_learning_with_tutors).toBe(true);
    const bad = await t.call('POST', `${api}/user`, {
      token: student.token,
      body: { share_learning_with_tutors: null },
    });
    expect(bad.status).toBe(422);
  });
});

describe('GET /tutoring/{id}/brief', () => {
  it('shows the tutor, once approved, the notes and the learning of that subject only', async () => {
    const room = await bookedRoom(48, { notes: 'Circles and angles', share_learning_with_tutors: true });
    const { student, tutor } = room;
    // Before the tutor's answer there is no brief.
    expect((await brief(tutor.token, room.sessionId)).status).toBe(404);

    const maths = await createDiagnostic(catalogue.maths.id, [
      [catalogue.algebra.id, 'Solve 2x = 8'],
      [catalogue.algebra.id, 'Solve x + 3 = 5'],
      [catalogue.geometry.id, 'Angles on a line'],
      [catalogue.geometry.id, 'Area of a circle'],
    ]);
    await takeDiagnostic(student.token, maths, (index) => index < 2);
    const physics = await createDiagnostic(catalogue.physics.id, [[catalogue.mechanics.id, 'Newton one']]);
    await takeDiagnostic(student.token, physics, () => false);
    const mathsCourse = await courseWithMistake(
      tutor.user.id,
      student.user.id,
      catalogue.maths.id,
      'Expand 2(x+1)',
    );
    await courseWithMistake(tutor.user.id, student.user.id, catalogue.physics.id, 'Units of force');

    expect((await approve(tutor.token, room.sessionId)).status).toBe(200);
    const res = await brief(tutor.token, room.sessionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = sessionBriefSchema.parse(res.body.data);
    expect(data).toMatchObject({
      session_id: room.sessionId,
      student: { id: student.user.id, full_name: 'Somchai Student' },
      subject: { id: catalogue.maths.id, title: 'Maths' },
      notes: 'Circles and angles',
    });
    expect(data.learning!.diagnostics).toEqual([
      {
        quiz_id: expect.any(Number),
        title: maths.title,
        finished_at: expect.any(String),
        score_percent: 50,
        specialty_scores: [
          { specialty_id: catalogue.algebra.id, title: 'Algebra', score_percent: 100 },
          { specialty_id: catalogue.geometry.id, title: 'Geometry', score_percent: 0 },
        ],
        weakest_topics: [
          { id: expect.any(Number), title: 'Angles' },
          { id: expect.any(Number), title: 'Circles' },
        ],
      },
    ]);
    const mistakes = data.learning!.mistakes.map((mistake) => [
      mistake.question,
      mistake.chosen,
      mistake.correct,
    ]);
    expect(mistakes).toHaveLength(3);
    expect(mistakes).toEqual(
      expect.arrayContaining([
        ['Expand 2(x+1)', ['Option 2'], ['Option 1']],
        ['Angles on a line', ['Angles on a line: wrong'], ['Angles on a line: right']],
        ['Area of a circle', ['Area of a circle: wrong'], ['Area of a circle: right']],
      ]),
    );
    expect(data.learning!.courses).toEqual([
      {
        course_id: mathsCourse.id,
        title: mathsCourse.title,
        status: 'ongoing',
        sections_taken: 1,
        sections_total: 3,
        progress_percent: 33,
      },
    ]);

    // In Thai, the titles follow.
    const thai = await t.call('GET', `${api}/tutoring/${room.sessionId}/brief`, {
      token: tutor.token,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.data.subject.title).toBe('คณิตศาสตร์');
    expect(thai.body.data.learning.diagnostics[0].specialty_scores[1].title).toBe('เรขาคณิต');
  });

  it('is 404 to the student, another tutor, anyone signed out, and from 7 days after the end', async () => {
    const room = await bookedRoom(60, { notes: 'Fractions', share_learning_with_tutors: true });
    expect((await approve(room.tutor.token, room.sessionId)).status).toBe(200);
    const other = await createClassroom(t, { catalogue });
    expect((await brief(room.student.token, room.sessionId)).status).toBe(404);
    expect((await brief(other.tutor.token, room.sessionId)).status).toBe(404);
    expect((await brief(other.student.token, room.sessionId)).status).toBe(404);
    expect((await t.call('GET', `${api}/tutoring/${room.sessionId}/brief`)).status).toBe(401);
    expect((await brief(room.tutor.token, 2_000_000_000)).status).toBe(404);

    const ending = (await sessionRecord(t, room.sessionId)).endingAt.getTime();
    const offset = ending + 7 * DAY_MS - clock.now().getTime();
    clock.advance(offset);
    try {
      const last = await brief(room.tutor.token, room.sessionId);
      expect(last.status).toBe(200);
      expect(last.body.data.available_until).toBe(new Date(ending + 7 * DAY_MS).toISOString());
      clock.advance(1000);
      expect((await brief(room.tutor.token, room.sessionId)).status).toBe(404);
    } finally {
      clock.advance(-offset - 1000);
    }
  });

  it('without the consent shows the notes only and says nothing was shared', async () => {
    const declined = await bookedRoom(72, { notes: 'Exam technique', share_learning_with_tutors: false });
    const neverAsked = await bookedRoom(74, {});
    for (const room of [declined, neverAsked]) {
      const maths = await createDiagnostic(catalogue.maths.id, [[catalogue.algebra.id, 'Solve 3x = 9']]);
      await takeDiagnostic(room.student.token, maths, () => false);
      expect((await approve(room.tutor.token, room.sessionId)).status).toBe(200);
    }
    const res = await brief(declined.tutor.token, declined.sessionId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ notes: 'Exam technique', learning: null });
    expect((await brief(neverAsked.tutor.token, neverAsked.sessionId)).body.data).toMatchObject({
      notes: null,
      learning: null,
    });

    // Turned on later in the settings: the same brief now shows the learning.
    await t.call('POST', `${api}/user`, {
      token: declined.student.token,
      body: { share_learning_with_tutors: true },
    });
    const shared = await brief(declined.tutor.token, declined.sessionId);
    expect(shared.body.data.learning.diagnostics[0].specialty_scores).toEqual([
      { specialty_id: catalogue.algebra.id, title: 'Algebra', score_percent: 0 },
    ]);
  });
});
