import { sectionSpecialtiesResponse, studyPlanResponse, tutoringSessionSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, fundWallet, insertSlots } from '../../../test/booking.ts';
import { createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { answersFor, diagnosticKey, type KeyedQuestion } from '../../../test/diagnostics.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createTenant } from '../../../test/tenants.ts';
import {
  courseSectionSpecialties,
  subjectSpecialties,
  subjects,
  userSubjectPriceSpecialties,
  userSubjectPrices,
} from '../../platform/db/schema/index.ts';

const api = '/api/v1';
const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let maths: number;
/** The GCSE Maths diagnostic's specialties (uk-y11-maths) by slug. */
const spec: Record<string, number> = {};

async function idOf(table: typeof subjects | typeof subjectSpecialties, code: string): Promise<number> {
  const [row] = await t.ctx.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

/** An approved tutor (or not) listing these specialties of GCSE Maths, on a tenant or the main marketplace. */
async function tutorListing(
  specialties: number[],
  options: { approved?: boolean; subdomainId?: number; lastName?: string } = {},
): Promise<CreatedUser> {
  const tutor = await createUser(t.ctx, {
    role: 'teacher',
    approvalStatus: options.approved === false ? 'pending' : 'approved',
    subdomainId: options.subdomainId ?? null,
    lastName: options.lastName ?? 'Tutor',
  });
  const [price] = await t.ctx.db
    .insert(userSubjectPrices)
    .values({ userId: tutor.user.id, subjectId: maths, pricePerHourPence: 3000 })
    .returning({ id: userSubjectPrices.id });
  await t.ctx.db
    .insert(userSubjectPriceSpecialties)
    .values(specialties.map((specialtyId) => ({ subjectPriceId: price!.id, specialtyId })));
  return tutor;
}

/** Number 3/3, algebra 0/3, ratio 2/3 (67%), geometry 1/3 (33%); `allRight` for full marks. */
function answers(key: KeyedQuestion[], allRight = false) {
  const rightCount: Record<string, number> = {
    Number: 3,
    Algebra: 0,
    'Ratio, Proportion and Rates of Change': 2,
    'Geometry and Measures': 1,
  };
  const seen: Record<string, number> = {};
  return answersFor(key, (question) => {
    seen[question.specialty] = (seen[question.specialty] ?? 0) + 1;
    return allRight || seen[question.specialty]! <= rightCount[question.specialty]!;
  });
}

async function takeMaths(student: CreatedUser, allRight = false): Promise<number> {
  const { id, questions } = await diagnosticKey(t.ctx, 'gcse-maths-2');
  const started = await t.call('POST', `${api}/self-assessments/${id}/quizzes`, { token: student.token });
  const quizId = started.body.data.quiz_id as number;
  const submitted = await t.call('POST', `${api}/quizzes/${quizId}/submit`, {
    token: student.token,
    body: { questions: answers(questions, allRight) },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return quizId;
}

const planOf = async (quizId: number, token: string) => {
  const res = await t.call('GET', `${api}/diagnostics/results/${quizId}/study-plan`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return studyPlanResponse.parse(res.body).data.plan;
};

beforeAll(async () => {
  t = await createTestApp();
  maths = await idOf(subjects, 'uk-y11-maths');
  for (const slug of ['number', 'algebra', 'ratio', 'geometry']) {
    spec[slug] = await idOf(subjectSpecialties, `uk-y11-maths-${slug}`);
  }
});

describe('a study plan built from a diagnostic result', () => {
  let student: CreatedUser;
  let quizId: number;
  let sections: number[];
  let courseId: number;
  let soonest: CreatedUser;
  let slotIds: number[];

  beforeAll(async () => {
    const author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const course = await createCourseFixture(t.ctx, {
      tutorId: author.user.id,
      subjectId: maths,
      sections: [3],
    });
    courseId = course.course.id;
    sections = course.sections.map((section) => section.id);
    const draft = await createCourseFixture(t.ctx, {
      tutorId: author.user.id,
      subjectId: maths,
      approvalState: 'draft',
    });
    await t.ctx.db.insert(courseSectionSpecialties).values([
      { sectionId: sections[0]!, specialtyId: spec.algebra! },
      { sectionId: sections[1]!, specialtyId: spec.geometry! },
      { sectionId: sections[2]!, specialtyId: spec.number! },
      // Not in the catalogue: a draft's section is never recommended.
      { sectionId: draft.sections[0]!.id, specialtyId: spec.algebra! },
    ]);
    const tenant = await createTenant(t.ctx);
    soonest = await tutorListing([spec.algebra!], { lastName: 'Soonest' });
    slotIds = await insertSlots(
      t,
      soonest.user.id,
      new Date(Math.ceil((Date.now() + DAY_MS) / 1800_000) * 1800_000),
    );
    await tutorListing([spec.algebra!, spec.ratio!], { lastName: 'Busy' });
    await tutorListing([spec.algebra!], { approved: false, lastName: 'Unapproved' });
    await tutorListing([spec.algebra!], { subdomainId: tenant.id, lastName: 'Elsewhere' });
    await tutorListing([spec.number!], { lastName: 'Numbers' });
    student = await createUser(t.ctx);
    quizId = await takeMaths(student);
  });

  it('lists only the weak specialties, weakest first, each with its sections and approved tutors of the tenant', async () => {
    const plan = await planOf(quizId, student.token);
    expect(plan).not.toBeNull();
    expect(plan!.quiz_id).toBe(quizId);
    expect(plan!.diagnostic_title).toBe('GCSE Maths diagnostic');
    expect(plan!.specialties.map((s) => [s.specialty_id, s.start_percent, s.closed])).toEqual([
      [spec.algebra, 0, false],
      [spec.geometry, 33, false],
      [spec.ratio, 67, false],
    ]);
    const [algebra, geometry, ratio] = plan!.specialties;
    expect(algebra!.title).toBe('Algebra');
    expect(algebra!.sections.map((s) => [s.id, s.course_id, s.done])).toEqual([
      [sections[0], courseId, false],
    ]);
    expect(geometry!.sections.map((s) => s.id)).toEqual([sections[1]]);
    expect(ratio!.sections).toEqual([]);
    // The soonest free hour first; no tutor of another tenant, nor one not approved.
    const names = algebra!.tutors.map((tutor) => tutor.full_name);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/Soonest$/);
    expect(names[1]).toMatch(/Busy$/);
    expect(algebra!.tutors[0]!.next_free).toMatchObject({ availability_ids: slotIds });
    expect(algebra!.tutors[0]!.price_per_hour).toBe(30);
    expect(algebra!.tutors[0]!.subject_id).toBe(maths);
    expect(algebra!.tutors[1]!.next_free).toBeNull();
    expect(geometry!.tutors).toEqual([]);
    expect(ratio!.tutors.map((tutor) => tutor.full_name)).toEqual([names[1]]);
    // Steps: a section and the retake for algebra and geometry, the retake for ratio.
    expect([plan!.done_count, plan!.total_count]).toEqual([0, 5]);

    const thai = await t.call('GET', `${api}/diagnostics/results/${quizId}/study-plan`, {
      token: student.token,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.data.plan.specialties[0].title).toBe('พีชคณิต');
  });

  it('books the recommended hour through the normal booking', async () => {
    const plan = await planOf(quizId, student.token);
    const tutor = plan!.specialties[0]!.tutors[0]!;
    await fundWallet(t, student.user.id, 3000);
    const booked = await book(t, student.token, tutor.next_free!.availability_ids, tutor.subject_id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const session = tutoringSessionSchema.parse(booked.body.data.session);
    expect(session.status).toBe('determination_pending');
    expect(new Date(session.starting_at).toISOString()).toBe(tutor.next_free!.starting_at);
    // That hour is taken now: the tutor has no free hour left.
    const after = await planOf(quizId, student.token);
    expect(after!.specialties[0]!.tutors.find((row) => row.id === tutor.id)!.next_free).toBeNull();
  });

  it('ticks off a section once taken, and shows the progress on the home card', async () => {
    await enrolFixture(t.ctx, courseId, student.user.id, [sections[0]!]);
    const plan = await planOf(quizId, student.token);
    expect(plan!.specialties[0]!.sections[0]!.done).toBe(true);
    expect([plan!.done_count, plan!.total_count]).toEqual([1, 5]);
    const current = await t.call('GET', `${api}/study-plans/current`, { token: student.token });
    expect(current.body.data.plan).toMatchObject({ quiz_id: quizId, done_count: 1, total_count: 5 });
  });

  it('is 404 for another learner, a tutor, or an unknown result', async () => {
    const other = await createUser(t.ctx);
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    for (const token of [other.token, tutor.token]) {
      const res = await t.call('GET', `${api}/diagnostics/results/${quizId}/study-plan`, { token });
      expect(res.status).toBe(404);
    }
    const unknown = await t.call('GET', `${api}/diagnostics/results/2000000000/study-plan`, {
      token: student.token,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await t.call('GET', `${api}/study-plans/current`, { token: other.token })).body.data.plan,
    ).toBeNull();
    expect((await t.call('GET', `${api}/study-plans/current`, { token: tutor.token })).status).toBe(403);
  });

  it('closes the specialties a retake lifts over the threshold, and builds anew from a later weak result', async () => {
    const retake = await takeMaths(student, true);
    for (const id of [quizId, retake]) {
      const plan = await planOf(id, student.token);
      expect(plan!.quiz_id).toBe(quizId);
      expect(plan!.specialties.map((s) => [s.latest_percent, s.closed])).toEqual([
        [100, true],
        [100, true],
        [100, true],
      ]);
      expect([plan!.done_count, plan!.total_count]).toEqual([5, 5]);
    }
    const third = await takeMaths(student);
    const rebuilt = await planOf(third, student.token);
    expect(rebuilt!.quiz_id).toBe(third);
    expect(rebuilt!.specialties.every((s) => !s.closed && s.latest_percent === null)).toBe(true);
  });

  it('is null for a result with full marks', async () => {
    const learner = await createUser(t.ctx);
    expect(await planOf(await takeMaths(learner, true), learner.token)).toBeNull();
  });
});

describe('tagging sections with specialties', () => {
  it('takes specialties of the course subject only, from its author only', async () => {
    const author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const course = await createCourseFixture(t.ctx, {
      tutorId: author.user.id,
      subjectId: maths,
      approvalState: 'draft',
    });
    const skill = await createCourseFixture(t.ctx, { tutorId: author.user.id, approvalState: 'draft' });
    const section = course.sections[0]!.id;
    const url = `${api}/sections/${section}/specialties`;
    const put = (token: string, ids: number[], on = url) =>
      t.call('PUT', on, { token, body: { specialty_ids: ids } });

    const tagged = await put(author.token, [spec.algebra!, spec.ratio!, spec.algebra!]);
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    const body = sectionSpecialtiesResponse.parse(tagged.body).data;
    expect(body.specialty_ids).toEqual([spec.algebra, spec.ratio].sort((a, b) => a! - b!));
    expect(body.options.map((option) => option.title)).toContain('Geometry and Measures');
    const read = await t.call('GET', url, { token: author.token, headers: { 'accept-language': 'th' } });
    expect(read.body.data.options.map((o: { title: string }) => o.title)).toContain('พีชคณิต');

    const english = await idOf(subjectSpecialties, 'uk-y11-english-language-reading');
    const wrong = await put(author.token, [english]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.specialty_ids[0]).toMatch(/this course's subject/);
    const skillUrl = `${api}/sections/${skill.sections[0]!.id}/specialties`;
    expect((await put(author.token, [spec.algebra!], skillUrl)).status).toBe(422);
    expect((await put(author.token, [], skillUrl)).status).toBe(200);

    const stranger = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect((await put(stranger.token, [spec.algebra!])).status).toBe(404);
    expect((await t.call('GET', url, { token: stranger.token })).status).toBe(404);
    const student = await createUser(t.ctx);
    expect((await put(student.token, [spec.algebra!])).status).toBe(403);
    expect((await put(author.token, [], `${api}/sections/2000000000/specialties`)).status).toBe(404);

    const untagged = await put(author.token, []);
    expect(untagged.body.data.specialty_ids).toEqual([]);
  });
});
