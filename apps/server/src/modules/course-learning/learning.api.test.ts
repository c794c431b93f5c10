import { CREATOR_REWARD_PENCE, courseSchema, messagesEn as en, sectionSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, createCourseFixture, enrolFixture, enrolmentRow } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import {
  courseEnrolments,
  courseSectionProgress,
  ledgerTransactions,
} from '../../platform/db/schema/index.ts';
import { getBalances } from '../ledger/index.ts';

let t: TestApp;
let tutor: CreatedUser;
let subscriber: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  subscriber = await createUser(t.ctx);
  await subscribe(t, subscriber.token);
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const start = (id: number, token: string, headers: Record<string, string> = {}) =>
  t.call('POST', `${api}/courses/${id}/subscribe`, { token, headers });
const change = (id: number, token: string, body: unknown) =>
  t.call('PATCH', `${api}/courses/${id}/subscribe`, { token, body });
const read = (id: number, token: string) => t.call('GET', `${api}/sections/${id}`, { token });
const take = (id: number, token: string) => t.call('POST', `${api}/sections/${id}/take`, { token });
const approvedCourse = (options: Partial<Parameters<typeof createCourseFixture>[1]> = {}) =>
  createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [2, 2], ...options });
const rewardsOf = (enrolmentId: number) =>
  t.ctx.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `course-reward:${enrolmentId}`));

describe('POST /courses/:id/subscribe', () => {
  it('starts a course once, however often it is asked', async () => {
    const student = await createUser(t.ctx);
    const { course } = await approvedCourse();
    const first = await start(course.id, student.token);
    expect(first.status).toBe(200);
    expect(courseSchema.parse(first.body.data)).toEqual(first.body.data);
    expect(first.body.data.subscribe).toMatchObject({ status_value: 'ongoing', progress_percent: 0 });
    expect(first.body.data.enrols_count).toBe(1);
    const again = await start(course.id, student.token);
    expect(again.status).toBe(200);
    expect(again.body.data.enrols_count).toBe(1);
    expect(
      await t.ctx.db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id)),
    ).toHaveLength(1);
    await start(course.id, (await createUser(t.ctx)).token);
    expect((await courseRow(t.ctx, course.id))?.enrolsCount).toBe(2);
  });

  it('is for students only (403), and only in an approved course of the tenant (404)', async () => {
    const { course } = await approvedCourse();
    for (const token of [tutor.token, admin.token]) {
      const res = await start(course.id, token);
      expect(res.status).toBe(403);
    }
    const student = await createUser(t.ctx);
    const draft = await approvedCourse({ approvalState: 'draft' });
    const pending = await approvedCourse({ approvalState: 'pending' });
    const tenant = await createTenant(t.ctx);
    const elsewhere = await approvedCourse({ subdomainIds: [tenant.id] });
    for (const id of [draft.course.id, pending.course.id, elsewhere.course.id, 999_999]) {
      expect((await start(id, student.token)).status).toBe(404);
    }
    const local = await createUser(t.ctx, { subdomainId: tenant.id });
    expect((await start(elsewhere.course.id, local.token, onTenant(tenant))).status).toBe(200);
    expect((await courseRow(t.ctx, course.id))?.enrolsCount).toBe(0);
  });
});

describe('PATCH /courses/:id/subscribe', () => {
  it('archives, unarchives, completes and restarts', async () => {
    const student = await createUser(t.ctx);
    const fixture = await approvedCourse();
    const notStarted = await change(fixture.course.id, student.token, { status: 'archived' });
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toBe(en.course_not_started);
    const enrolment = await enrolFixture(t.ctx, fixture.course.id, student.user.id, [
      fixture.sections[0]!.id,
    ]);
    await t.ctx.db
      .update(courseEnrolments)
      .set({ latestViewedSectionId: fixture.sections[0]!.id, rewardedAt: new Date() })
      .where(eq(courseEnrolments.id, enrolment.id));

    const archived = await change(fixture.course.id, student.token, { status: 'archived' });
    expect(archived.body.data.subscribe).toMatchObject({ status_value: 'archived', progress_percent: 25 });
    const completed = await change(fixture.course.id, student.token, { status: 'completed' });
    expect(completed.body.data.subscribe.status_value).toBe('completed');
    expect((await enrolmentRow(t.ctx, fixture.course.id, student.user.id))?.completedAt).not.toBeNull();
    const resumed = await change(fixture.course.id, student.token, { status: 'ongoing' });
    expect(resumed.body.data.subscribe).toMatchObject({ status_value: 'ongoing', progress_percent: 25 });
    expect((await enrolmentRow(t.ctx, fixture.course.id, student.user.id))?.completedAt).toBeNull();

    const restarted = await change(fixture.course.id, student.token, { status: 'ongoing', restart: true });
    expect(restarted.body.data.subscribe).toMatchObject({ status_value: 'ongoing', progress_percent: 0 });
    expect(restarted.body.data.latest_viewed_section).toBeNull();
    expect(
      await t.ctx.db
        .select()
        .from(courseSectionProgress)
        .where(eq(courseSectionProgress.enrolmentId, enrolment.id)),
    ).toEqual([]);
    // The reward paid for this enrolment stays paid.
    expect((await enrolmentRow(t.ctx, fixture.course.id, student.user.id))?.rewardedAt).not.toBeNull();
  });

  it('answers 422 to an unknown status, 403 to a tutor, 404 to an invisible course', async () => {
    const student = await createUser(t.ctx);
    const fixture = await approvedCourse({ approvalState: 'draft' });
    expect((await change(fixture.course.id, student.token, { status: 'paused' })).status).toBe(422);
    expect((await change(fixture.course.id, tutor.token, { status: 'archived' })).status).toBe(403);
    expect((await change(fixture.course.id, student.token, { status: 'archived' })).status).toBe(404);
  });
});

describe('the trial: GET /sections/:id', () => {
  it('opens the first 30% to a student without a subscription, 403 beyond', async () => {
    const student = await createUser(t.ctx);
    const fixture = await approvedCourse({ sections: [5, 5] });
    const opened = await read(fixture.sections[2]!.id, student.token);
    expect(opened.status).toBe(200);
    expect(sectionSchema.parse(opened.body.data)).toEqual(opened.body.data);
    expect(opened.body.data).toMatchObject({
      id: fixture.sections[2]!.id,
      course_id: fixture.course.id,
      description: 'Body of section 1.3',
      previous_section_id: fixture.sections[1]!.id,
      next_section_id: fixture.sections[3]!.id,
      is_done: false,
    });
    for (const section of fixture.sections.slice(0, 3))
      expect((await read(section.id, student.token)).status).toBe(200);
    for (const section of fixture.sections.slice(3)) {
      const res = await read(section.id, student.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(en.trial_ended);
    }
  });

  it('opens everything to subscribers, in free courses, to the author and to admins', async () => {
    const paid = await approvedCourse({ sections: [5, 5] });
    const free = await approvedCourse({ sections: [5, 5], isFree: true });
    const student = await createUser(t.ctx);
    const last = (f: typeof paid) => f.sections.at(-1)!.id;
    expect((await read(last(paid), subscriber.token)).status).toBe(200);
    expect((await read(last(free), student.token)).status).toBe(200);
    expect((await read(last(paid), tutor.token)).status).toBe(200);
    expect((await read(last(paid), admin.token)).status).toBe(200);
  });

  it("answers 404 for a course the caller may not see, and keeps a learner's access after a return to draft", async () => {
    const student = await createUser(t.ctx);
    const draft = await approvedCourse({ approvalState: 'draft' });
    expect((await read(draft.sections[0]!.id, student.token)).status).toBe(404);
    expect(
      (await read(draft.sections[0]!.id, (await createUser(t.ctx, { role: 'teacher' })).token)).status,
    ).toBe(404);
    expect((await read(999_999, student.token)).status).toBe(404);
    const started = await approvedCourse();
    await enrolFixture(t.ctx, started.course.id, student.user.id);
    // The author's edit sends the course back to draft.
    const edit = await t.call('PATCH', `${api}/sections/${started.sections[1]!.id}`, {
      token: tutor.token,
      body: { title: 'Renamed' },
    });
    expect(edit.status).toBe(200);
    expect((await courseRow(t.ctx, started.course.id))?.approvalState).toBe('draft');
    expect((await read(started.sections[0]!.id, student.token)).status).toBe(200);
    expect(
      (await t.call('GET', `${api}/courses/${started.course.id}`, { token: student.token })).status,
    ).toBe(200);
  });
});

describe('POST /sections/:id/take', () => {
  it('enrols, tracks progress, rewards the author once at half, completes at the end', async () => {
    const author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const fixture = await createCourseFixture(t.ctx, {
      tutorId: author.user.id,
      sections: [2, 2],
      title: 'Poetry',
    });
    const [s1, s2, s3, s4] = fixture.sections;
    const student = await createUser(t.ctx);
    await subscribe(t, student.token);

    const first = await take(s1!.id, student.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status_value: 'ongoing', progress_percent: 25 });
    expect((await courseRow(t.ctx, fixture.course.id))?.enrolsCount).toBe(1);
    const enrolment = (await enrolmentRow(t.ctx, fixture.course.id, student.user.id))!;
    expect(enrolment).toMatchObject({ latestViewedSectionId: s1!.id, rewardedAt: null });
    expect((await take(s1!.id, student.token)).body.data.progress_percent).toBe(25);
    expect((await getBalances(t.ctx.db, author.user.id)).earningsPence).toBe(0);

    const half = await take(s3!.id, student.token);
    expect(half.body.data.progress_percent).toBe(50);
    expect((await getBalances(t.ctx.db, author.user.id)).earningsPence).toBe(CREATOR_REWARD_PENCE);
    const [reward] = await rewardsOf(enrolment.id);
    expect(reward).toMatchObject({
      kind: 'creator_reward',
      userId: author.user.id,
      memo: 'Creator reward: a learner used half of “Poetry”',
      reference: { course_id: fixture.course.id, enrolment_id: enrolment.id },
    });
    expect((await enrolmentRow(t.ctx, fixture.course.id, student.user.id))?.rewardedAt).not.toBeNull();

    await take(s2!.id, student.token);
    const done = await take(s4!.id, student.token);
    expect(done.body.data).toMatchObject({ status_value: 'completed', progress_percent: 100 });
    expect(await enrolmentRow(t.ctx, fixture.course.id, student.user.id)).toMatchObject({
      status: 'completed',
      latestViewedSectionId: s4!.id,
      completedAt: expect.any(Date),
    });

    // Starting again and passing half once more pays nothing more.
    await change(fixture.course.id, student.token, { status: 'ongoing', restart: true });
    await take(s1!.id, student.token);
    await take(s2!.id, student.token);
    expect(await rewardsOf(enrolment.id)).toHaveLength(1);
    expect((await getBalances(t.ctx.db, author.user.id)).earningsPence).toBe(CREATOR_REWARD_PENCE);
    const view = await t.call('GET', `${api}/courses/${fixture.course.id}`, { token: author.token });
    expect(view.body.data.total_earned).toBe(CREATOR_REWARD_PENCE / 100);
    // The author's /fees history names the course the reward came from.
    const history = await t.call('GET', `${api}/wallet/transactions`, { token: author.token });
    expect(history.body.data[0]).toMatchObject({
      kind: 'creator_reward',
      description: 'Course creator reward: “Poetry”',
    });
  });

  it('credits nothing to the author taking their own course: a tutor may not take (403)', async () => {
    const fixture = await approvedCourse();
    const before = (await getBalances(t.ctx.db, tutor.user.id)).earningsPence;
    for (const section of fixture.sections) expect((await take(section.id, tutor.token)).status).toBe(403);
    expect(await enrolmentRow(t.ctx, fixture.course.id, tutor.user.id)).toBeUndefined();
    expect((await getBalances(t.ctx.db, tutor.user.id)).earningsPence).toBe(before);
    expect((await take(fixture.sections[0]!.id, admin.token)).status).toBe(403);
  });

  it('refuses a section beyond the trial (403) without enrolling, and an invisible course (404)', async () => {
    const student = await createUser(t.ctx);
    const fixture = await approvedCourse({ sections: [2, 2] });
    const res = await take(fixture.sections[3]!.id, student.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(en.trial_ended);
    expect(await enrolmentRow(t.ctx, fixture.course.id, student.user.id)).toBeUndefined();
    const trial = await take(fixture.sections[0]!.id, student.token);
    expect(trial.body.data).toMatchObject({ status_value: 'ongoing', progress_percent: 25 });
    const draft = await approvedCourse({ approvalState: 'draft' });
    expect((await take(draft.sections[0]!.id, student.token)).status).toBe(404);
  });

  it('marks the section done in the course view and the section', async () => {
    const student = await createUser(t.ctx);
    const fixture = await approvedCourse({ isFree: true });
    await take(fixture.sections[1]!.id, student.token);
    expect((await read(fixture.sections[1]!.id, student.token)).body.data.is_done).toBe(true);
    const view = await t.call('GET', `${api}/courses/${fixture.course.id}`, { token: student.token });
    expect(view.body.data.latest_viewed_section).toBe(fixture.sections[1]!.id);
    expect(view.body.data.chapters[0].sections.map((s: { is_done: boolean }) => s.is_done)).toEqual([
      false,
      true,
    ]);
  });
});
