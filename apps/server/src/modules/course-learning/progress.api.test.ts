import { messagesEn as en } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture, enrolmentRow } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { createTenant } from '../../../test/tenants.ts';
import { courseSections, sectionVideos } from '../../platform/db/schema/index.ts';
import { getBalances } from '../ledger/index.ts';

let t: TestApp;
let tutor: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
});

const api = '/api/v1';
const view = (id: number, token: string) => t.call('POST', `${api}/sections/${id}/view`, { token });
const take = (id: number, token: string) => t.call('POST', `${api}/sections/${id}/take`, { token });
const read = (id: number, token: string) => t.call('GET', `${api}/sections/${id}`, { token });
const placeOf = (id: number, token: string) =>
  t.call('GET', `${api}/sections/${id}/video-progress`, { token });
const save = (id: number, token: string, body: unknown) =>
  t.call('PUT', `${api}/sections/${id}/video-progress`, { token, body });
const courseView = (id: number, token: string) => t.call('GET', `${api}/courses/${id}`, { token });
const course = (sections: number[], options: { isFree?: boolean; tutorId?: number } = {}) =>
  createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections, ...options });

/** Makes a section a video section whose video is ready and `seconds` long (null: the header gave no length). */
async function makeVideo(sectionId: number, seconds: number | null = 100) {
  await t.ctx.db.update(courseSections).set({ type: 'video' }).where(eq(courseSections.id, sectionId));
  await t.ctx.db.insert(sectionVideos).values({
    sectionId,
    fileKey: `video/test-${sectionId}.mp4`,
    uploadStatus: 'ready',
    durationSeconds: seconds,
  });
}

async function subscribedStudent() {
  const student = await createUser(t.ctx);
  await subscribe(t, student.token);
  return student;
}

describe('the trial through the API', () => {
  const opened = async (sections: number[]) => {
    const fixture = await course(sections);
    const student = await createUser(t.ctx);
    const statuses = [];
    for (const section of fixture.sections) statuses.push((await read(section.id, student.token)).status);
    const view = await courseView(fixture.course.id, student.token);
    const locks = view.body.data.chapters.flatMap((chapter: { sections: Array<{ is_locked: boolean }> }) =>
      chapter.sections.map((section) => section.is_locked),
    );
    return { statuses, locks };
  };

  it('opens 1 of 4 sections (25%, not 50%) and 3 of 10 to a learner without a subscription', async () => {
    const four = await opened([2, 2]);
    expect(four.statuses).toEqual([200, 403, 403, 403]);
    expect(four.locks).toEqual([false, true, true, true]);
    const ten = await opened([5, 5]);
    expect(ten.statuses).toEqual([200, 200, 200, 403, 403, 403, 403, 403, 403, 403]);
    expect(ten.locks.filter((locked: boolean) => !locked)).toHaveLength(3);
  });

  it('answers a locked section with the distinct 403 code SECTION_LOCKED and the spec’s message', async () => {
    const fixture = await course([2, 2]);
    const student = await createUser(t.ctx);
    const locked = fixture.sections[1]!.id;
    for (const res of [
      await read(locked, student.token),
      await take(locked, student.token),
      await view(locked, student.token),
      await placeOf(locked, student.token),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'SECTION_LOCKED', message: en.trial_ended });
    }
    // A course the learner may not see stays a 404.
    const draft = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState: 'draft' });
    const hidden = await read(draft.sections[0]!.id, student.token);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('NOT_FOUND');
  });

  it('never earns the creator the reward from a learner on the trial of a 2-section course', async () => {
    const author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const fixture = await course([2], { tutorId: author.user.id });
    const student = await createUser(t.ctx);
    const res = await take(fixture.sections[0]!.id, student.token);
    expect(res.body.data.progress_percent).toBe(50);
    expect((await getBalances(t.ctx.db, author.user.id)).earningsPence).toBe(0);
    expect((await enrolmentRow(t.ctx, fixture.course.id, student.user.id))?.rewardedAt).toBeNull();
    // The same learner, once subscribed, earns it with the next section.
    await subscribe(t, student.token);
    await take(fixture.sections[1]!.id, student.token);
    expect((await getBalances(t.ctx.db, author.user.id)).earningsPence).toBeGreaterThan(0);
  });
});

describe('POST /sections/:id/view', () => {
  it('makes the section the latest viewed, starting the course, taking nothing; idempotent', async () => {
    const fixture = await course([3], { isFree: true });
    const student = await createUser(t.ctx);
    const [s1, s2] = fixture.sections;
    const first = await view(s2!.id, student.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status_value: 'ongoing',
      progress_percent: 0,
      latest_viewed_section: s2!.id,
    });
    expect((await view(s2!.id, student.token)).body.data.progress_percent).toBe(0);
    await take(s1!.id, student.token);
    await view(s2!.id, student.token);
    const shown = await courseView(fixture.course.id, student.token);
    expect(shown.body.data.latest_viewed_section).toBe(s2!.id);
    expect(shown.body.data.subscribe.progress_percent).toBe(33);
  });

  it('is for students (403), of a course they can see (404)', async () => {
    const fixture = await course([2], { isFree: true });
    expect((await view(fixture.sections[0]!.id, tutor.token)).status).toBe(403);
    const tenant = await createTenant(t.ctx);
    const elsewhere = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, subdomainIds: [tenant.id] });
    const student = await createUser(t.ctx);
    expect((await view(elsewhere.sections[0]!.id, student.token)).status).toBe(404);
    expect((await view(999_999, student.token)).status).toBe(404);
  });
});

describe('the place in a video: GET and PUT /sections/:id/video-progress', () => {
  it('keeps the position per learner, the same on every device; another learner has none', async () => {
    const fixture = await course([2]);
    const video = fixture.sections[0]!.id;
    await makeVideo(video, 100);
    const student = await subscribedStudent();
    expect((await placeOf(video, student.token)).body.data).toBeNull();
    const saved = await save(video, student.token, {
      position_seconds: 42.6,
      watched_seconds: 40,
      duration_seconds: 100.2,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ position_seconds: 42, watched_seconds: 40, is_done: false });
    // Another sign-in (another device) of the same learner reads the same place.
    const again = await t.call('POST', `${api}/auth`, {
      body: { email: student.user.email, password: student.password },
    });
    const otherDevice: string = again.body.data.token;
    expect(otherDevice).not.toBe(student.token);
    expect((await placeOf(video, otherDevice)).body.data).toEqual({
      position_seconds: 42,
      watched_seconds: 40,
    });
    const other = await subscribedStudent();
    expect((await placeOf(video, other.token)).body.data).toBeNull();
    expect((await enrolmentRow(t.ctx, fixture.course.id, student.user.id))?.latestViewedSectionId).toBe(
      video,
    );
  });

  it('validates the seconds: within the video’s length, numbers from 0 (422)', async () => {
    const fixture = await course([2]);
    const video = fixture.sections[0]!.id;
    await makeVideo(video, 100);
    const student = await subscribedStudent();
    const beyond = await save(video, student.token, {
      position_seconds: 150,
      watched_seconds: 10,
      duration_seconds: 200,
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors.position_seconds).toEqual([
      "The position must be between 0 and the video's length (100 seconds).",
    ]);
    for (const body of [
      { position_seconds: -1, watched_seconds: 0, duration_seconds: 100 },
      { position_seconds: 'ten', watched_seconds: 0, duration_seconds: 100 },
      { position_seconds: 1, watched_seconds: 0, duration_seconds: 0 },
      { position_seconds: 1, watched_seconds: 1e12, duration_seconds: 100 },
      { position_seconds: 1 },
    ]) {
      const res = await save(video, student.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await placeOf(video, student.token)).body.data).toBeNull();
  });

  it('uses the player’s length when the video’s is unknown', async () => {
    const fixture = await course([2]);
    const video = fixture.sections[0]!.id;
    await makeVideo(video, null);
    const student = await subscribedStudent();
    const res = await save(video, student.token, {
      position_seconds: 10,
      watched_seconds: 18,
      duration_seconds: 20,
    });
    expect(res.body.data).toMatchObject({ position_seconds: 10, is_done: true });
  });

  it('takes the section once 90% has been played, once; seeking to the end does not', async () => {
    const fixture = await course([2]);
    const video = fixture.sections[0]!.id;
    await makeVideo(video, 100);
    const student = await subscribedStudent();
    const sought = await save(video, student.token, {
      position_seconds: 100,
      watched_seconds: 5,
      duration_seconds: 100,
    });
    expect(sought.body.data).toMatchObject({ position_seconds: 100, is_done: false, progress_percent: 0 });
    const nearly = await save(video, student.token, {
      position_seconds: 60,
      watched_seconds: 89,
      duration_seconds: 100,
    });
    expect(nearly.body.data.is_done).toBe(false);
    const body = { position_seconds: 95, watched_seconds: 90, duration_seconds: 100 };
    const watched = await save(video, student.token, body);
    expect(watched.body.data).toMatchObject({ is_done: true, progress_percent: 50, watched_seconds: 90 });
    const twice = await save(video, student.token, body);
    expect(twice.body.data).toMatchObject({ is_done: true, progress_percent: 50 });
    // Played seconds never go down (another device reports less).
    const less = await save(video, student.token, { ...body, watched_seconds: 3 });
    expect(less.body.data.watched_seconds).toBe(90);
    expect((await read(video, student.token)).body.data.is_done).toBe(true);
  });

  it('refuses a section that is not a video (409), a tutor (403), a locked one (403), a hidden one (404)', async () => {
    const fixture = await course([2, 2]);
    const [text, lockedVideo] = fixture.sections;
    await makeVideo(lockedVideo!.id, 100);
    const student = await createUser(t.ctx);
    const body = { position_seconds: 1, watched_seconds: 1, duration_seconds: 100 };
    expect((await save(text!.id, student.token, body)).status).toBe(409);
    expect((await placeOf(text!.id, student.token)).status).toBe(409);
    expect((await save(lockedVideo!.id, tutor.token, body)).status).toBe(403);
    const locked = await save(lockedVideo!.id, student.token, body);
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('SECTION_LOCKED');
    expect(await enrolmentRow(t.ctx, fixture.course.id, student.user.id)).toBeUndefined();
    const draft = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState: 'draft' });
    await makeVideo(draft.sections[0]!.id, 100);
    expect((await save(draft.sections[0]!.id, student.token, body)).status).toBe(404);
    expect((await placeOf(draft.sections[0]!.id, student.token)).status).toBe(404);
  });
});
