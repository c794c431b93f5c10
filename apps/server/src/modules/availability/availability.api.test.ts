import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { availabilities } from '../../platform/db/schema/index.ts';

/** Friday 27 March 2026, 09:10 UTC: the weekend ahead holds the Europe/London change to summer time. */
const clock = movableClock(new Date('2026-03-27T09:10:00Z'));
let t: TestApp;
let tutor: CreatedUser;
let student: CreatedUser;

const approvedTutor = (overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved', ...overrides });
const range = (starting_at: string, ending_at: string) => ({ starting_at, ending_at });
const update = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/availabilities', { token, body, headers });
const calendar = (token: string, query: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/calendar?${query}`, { token, headers });
const slotsOf = (tutorId: number) =>
  t.ctx.db
    .select()
    .from(availabilities)
    .where(eq(availabilities.tutorId, tutorId))
    .orderBy(availabilities.startingAt);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  tutor = await approvedTutor({ timeZone: 'Europe/London' });
  student = await createUser(t.ctx);
});

describe('POST /availabilities', () => {
  it('cuts each range into 30-minute slots, written with any offset', async () => {
    const res = await update(tutor.token, {
      added_availabilities: [
        range('2026-03-27T10:00:00Z', '2026-03-27T11:30:00Z'),
        // 19:00-20:00 in Bangkok is 12:00-13:00 UTC.
        range('2026-03-27T19:00:00+07:00', '2026-03-27T20:00:00+07:00'),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.deleted).toEqual([]);
    expect(res.body.data.added.map((s: { starting_at: string }) => s.starting_at)).toEqual([
      '2026-03-27T10:00:00.000Z',
      '2026-03-27T10:30:00.000Z',
      '2026-03-27T11:00:00.000Z',
      '2026-03-27T12:00:00.000Z',
      '2026-03-27T12:30:00.000Z',
    ]);
    expect(res.body.data.added[0]).toEqual({
      id: expect.any(Number),
      starting_at: '2026-03-27T10:00:00.000Z',
      ending_at: '2026-03-27T10:30:00.000Z',
      is_booked: false,
    });
    expect(await slotsOf(tutor.user.id)).toHaveLength(5);
  });

  it('follows real time across the clock change: 00:00 to 03:00 in London on 29 March is two hours', async () => {
    const res = await update(tutor.token, {
      added_availabilities: [range('2026-03-29T00:00:00+00:00', '2026-03-29T03:00:00+01:00')],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.added).toHaveLength(4);
    expect(res.body.data.added.at(-1).ending_at).toBe('2026-03-29T02:00:00.000Z');
  });

  it('refuses a bad range with 422 naming it, and adds nothing', async () => {
    const before = (await slotsOf(tutor.user.id)).length;
    const cases: Array<[ReturnType<typeof range>, string]> = [
      [
        range('2026-03-28T10:15:00Z', '2026-03-28T11:00:00Z'),
        'Times must start and end on the hour or at half past.',
      ],
      [range('2026-03-28T11:00:00Z', '2026-03-28T10:00:00Z'), 'The end must be after the start.'],
      [range('2026-03-27T09:00:00Z', '2026-03-27T10:00:00Z'), 'Availability cannot be added in the past.'],
      [range('2026-03-26T09:00:00Z', '2026-03-26T10:00:00Z'), 'Availability cannot be added in the past.'],
    ];
    for (const [bad, message] of cases) {
      const res = await update(tutor.token, {
        added_availabilities: [range('2026-03-30T10:00:00Z', '2026-03-30T11:00:00Z'), bad],
      });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors['added_availabilities.1']).toEqual([message]);
    }
    const noOffset = await update(tutor.token, {
      added_availabilities: [range('2026-03-30T10:00:00', '2026-03-30T11:00:00')],
    });
    expect(noOffset.status).toBe(422);
    expect(noOffset.body.message).toBe('Enter a date and time with its time zone offset.');
    expect(await slotsOf(tutor.user.id)).toHaveLength(before);
  });

  it('refuses ranges of one call that cover the same time (422), and more than two weeks of slots', async () => {
    const overlapping = await update(tutor.token, {
      added_availabilities: [
        range('2026-04-01T10:00:00Z', '2026-04-01T11:00:00Z'),
        range('2026-04-01T10:30:00Z', '2026-04-01T12:00:00Z'),
      ],
    });
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.message).toBe('This time overlaps availability you already have.');
    const tooMany = await update(tutor.token, {
      added_availabilities: [range('2026-04-10T00:00:00Z', '2026-04-24T00:30:00Z')],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Add at most 672 half-hour slots at once.');
  });

  // Before the count, a range was cut into slots first: 25 years took ~0.8 s, a few centuries exhausted the heap.
  // The timeout is the check: cutting 500 years into slots does not end within it.
  it('refuses a range of 25 or 500 years before cutting it into slots (422), saving nothing', async () => {
    const before = (await slotsOf(tutor.user.id)).length;
    for (const ending_at of ['2051-04-10T00:00:00Z', '2526-04-10T00:00:00Z']) {
      const res = await update(tutor.token, {
        added_availabilities: [range('2026-04-10T00:00:00Z', ending_at)],
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, message: 'Add at most 672 half-hour slots at once.' });
    }
    expect(await slotsOf(tutor.user.id)).toHaveLength(before);
  }, 5_000);

  it('refuses time that overlaps existing slots with 409, and rolls back the deletions of the same call', async () => {
    const [first] = await slotsOf(tutor.user.id);
    const before = await slotsOf(tutor.user.id);
    const res = await update(tutor.token, {
      deleted_availabilities: [first!.id],
      added_availabilities: [range('2026-03-27T11:00:00Z', '2026-03-27T12:00:00Z')],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: 'This time overlaps availability you already have.',
    });
    expect(await slotsOf(tutor.user.id)).toEqual(before);
  });

  it('lets two tutors hold the same time', async () => {
    const other = await approvedTutor();
    const res = await update(other.token, {
      added_availabilities: [range('2026-03-27T10:00:00Z', '2026-03-27T11:00:00Z')],
    });
    expect(res.status).toBe(200);
  });

  it('deletes free slots, and frees time that the same call adds back', async () => {
    const own = await approvedTutor();
    const added = await update(own.token, {
      added_availabilities: [range('2026-04-02T10:00:00Z', '2026-04-02T11:00:00Z')],
    });
    const ids = added.body.data.added.map((slot: { id: number }) => slot.id);
    const res = await update(own.token, {
      deleted_availabilities: ids,
      added_availabilities: [range('2026-04-02T10:30:00Z', '2026-04-02T11:30:00Z')],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.deleted).toEqual(ids);
    const rows = await slotsOf(own.user.id);
    expect(rows.map((row) => row.startingAt.toISOString())).toEqual([
      '2026-04-02T10:30:00.000Z',
      '2026-04-02T11:00:00.000Z',
    ]);
  });

  it("answers 404 for another tutor's slot and 409 for a booked one, deleting nothing", async () => {
    const own = await approvedTutor();
    const other = await approvedTutor();
    const mine = await update(own.token, {
      added_availabilities: [range('2026-04-03T10:00:00Z', '2026-04-03T11:00:00Z')],
    });
    const theirs = await update(other.token, {
      added_availabilities: [range('2026-04-03T10:00:00Z', '2026-04-03T10:30:00Z')],
    });
    const [freeId, bookedId] = mine.body.data.added.map((slot: { id: number }) => slot.id);
    const foreign = await update(own.token, {
      deleted_availabilities: [freeId, theirs.body.data.added[0].id],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect(await update(own.token, { deleted_availabilities: [999_999] })).toMatchObject({ status: 404 });

    await t.ctx.db.update(availabilities).set({ isBooked: true }).where(eq(availabilities.id, bookedId));
    const booked = await update(own.token, { deleted_availabilities: [freeId, bookedId] });
    expect(booked.status).toBe(409);
    expect(booked.body.message).toBe('A booked slot cannot be removed.');
    expect(await slotsOf(own.user.id)).toHaveLength(2);
    expect(await slotsOf(other.user.id)).toHaveLength(1);
  });

  it('is refused to a student (403), to tutors not approved (403 saying why), and without a token (401)', async () => {
    const body = { added_availabilities: [range('2026-04-04T10:00:00Z', '2026-04-04T11:00:00Z')] };
    const asStudent = await update(student.token, body);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe('Only tutors can do this.');
    for (const approvalStatus of ['incomplete', 'pending', 'rejected'] as const) {
      const unapproved = await createUser(t.ctx, { role: 'teacher', approvalStatus });
      const res = await update(unapproved.token, body);
      expect(res.status, approvalStatus).toBe(403);
      expect(res.body.message).toBe('Your profile must be approved before you can add availability.');
      expect(await slotsOf(unapproved.user.id)).toHaveLength(0);
    }
    expect((await t.call('POST', '/api/v1/availabilities', { body })).status).toBe(401);
  });

  it('lets only one of two simultaneous identical calls win: the database refuses the overlap', async () => {
    const own = await approvedTutor();
    const body = { added_availabilities: [range('2026-04-05T10:00:00Z', '2026-04-05T12:00:00Z')] };
    const results = await Promise.all([
      update(own.token, body),
      update(own.token, body),
      update(own.token, body),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await slotsOf(own.user.id)).toHaveLength(4);
  });

  it('holds even against a write that skips the application: the exclusion constraint', async () => {
    const own = await approvedTutor();
    await t.ctx.db.insert(availabilities).values({
      tutorId: own.user.id,
      startingAt: new Date('2026-04-06T10:00:00Z'),
      endingAt: new Date('2026-04-06T10:30:00Z'),
    });
    await expect(
      t.ctx.db.insert(availabilities).values({
        tutorId: own.user.id,
        startingAt: new Date('2026-04-06T10:00:00Z'),
        endingAt: new Date('2026-04-06T10:30:00Z'),
      }),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.insert(availabilities).values({
        tutorId: own.user.id,
        startingAt: new Date('2026-04-06T10:15:00Z'),
        endingAt: new Date('2026-04-06T10:45:00Z'),
      }),
    ).rejects.toThrow();
  });
});

describe('GET /calendar', () => {
  const week = 'from=2026-03-23T00:00:00Z&till=2026-03-30T00:00:00Z';

  it("answers the tutor's own slots in the range, no events yet, and who the tutor is", async () => {
    const res = await calendar(tutor.token, week);
    expect(res.status).toBe(200);
    expect(res.body.data.teacher).toEqual({
      id: tutor.user.id,
      full_name: `Test ${tutor.user.lastName}`,
      time_zone: 'Europe/London',
      approval_status: 'approved',
    });
    expect(res.body.data.events).toEqual([]);
    expect(res.body.data.availabilities).toHaveLength(9);
    const narrow = await calendar(tutor.token, 'from=2026-03-27T10:15:00Z&till=2026-03-27T11:00:00Z');
    expect(narrow.body.data.availabilities.map((s: { starting_at: string }) => s.starting_at)).toEqual([
      '2026-03-27T10:00:00.000Z',
      '2026-03-27T10:30:00.000Z',
    ]);
    expect(narrow.body.data.availabilities[1]).toEqual({
      id: expect.any(Number),
      starting_at: '2026-03-27T10:30:00.000Z',
      ending_at: '2026-03-27T11:00:00.000Z',
      is_booked: false,
    });
  });

  it("lets anyone signed in read a visible tutor's calendar; other ids are not found", async () => {
    const asStudent = await calendar(student.token, `${week}&teacher_id=${tutor.user.id}`);
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.data.availabilities).toHaveLength(9);
    const pending = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'pending' });
    const suspended = await approvedTutor({ suspendedAt: new Date() });
    for (const id of [pending.user.id, suspended.user.id, 999_999]) {
      const res = await calendar(student.token, `${week}&teacher_id=${id}`);
      expect(res.status, String(id)).toBe(404);
    }
  });

  it('shows a tutor not approved their own calendar (with the state), and refuses a student their own', async () => {
    const pending = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'pending' });
    const own = await calendar(pending.token, week);
    expect(own.status).toBe(200);
    expect(own.body.data.teacher.approval_status).toBe('pending');
    expect(own.body.data.availabilities).toEqual([]);
    const asStudent = await calendar(student.token, week);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe('Only tutors can do this.');
  });

  it('refuses a range longer than 42 days, backwards, or not an instant (422)', async () => {
    const tooLong = await calendar(tutor.token, 'from=2026-03-01T00:00:00Z&till=2026-04-13T00:00:00Z');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toBe('The calendar shows at most 42 days at once.');
    const backwards = await calendar(tutor.token, 'from=2026-03-10T00:00:00Z&till=2026-03-01T00:00:00Z');
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe('The end of the range must be after its start.');
    expect((await calendar(tutor.token, 'from=yesterday&till=2026-03-01T00:00:00Z')).status).toBe(422);
    expect((await calendar(tutor.token, 'from=2026-03-01T00:00:00Z')).status).toBe(422);
    expect((await t.call('GET', `/api/v1/calendar?${week}`)).status).toBe(401);
  });
});

describe('tenants', () => {
  it("keeps each tenant's tutors to itself: another tenant's calendar is not found", async () => {
    const tenantA = await createTenant(t.ctx, { title: 'School A' });
    const tenantB = await createTenant(t.ctx, { title: 'School B' });
    const tutorA = await approvedTutor({ subdomainId: tenantA.id });
    const studentA = await createUser(t.ctx, { subdomainId: tenantA.id });
    const studentB = await createUser(t.ctx, { subdomainId: tenantB.id });
    const added = await update(
      tutorA.token,
      { added_availabilities: [range('2026-04-07T10:00:00Z', '2026-04-07T11:00:00Z')] },
      onTenant(tenantA),
    );
    expect(added.status).toBe(200);
    const query = `from=2026-04-06T00:00:00Z&till=2026-04-13T00:00:00Z&teacher_id=${tutorA.user.id}`;
    expect((await calendar(studentA.token, query, onTenant(tenantA))).status).toBe(200);
    expect((await calendar(studentB.token, query, onTenant(tenantB))).status).toBe(404);
    expect((await calendar(student.token, query)).status).toBe(404);
    // Its slot ids are as foreign to a tutor of the main marketplace as any other tutor's.
    const foreign = await update(tutor.token, { deleted_availabilities: [added.body.data.added[0].id] });
    expect(foreign.status).toBe(404);
  });
});
