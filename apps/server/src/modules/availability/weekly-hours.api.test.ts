import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book, fundWallet } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createClassroom } from '../../../test/sessions.ts';
import { availabilities } from '../../platform/db/schema/index.ts';
import { rollSchedules } from './roll-schedules.ts';

/** Friday 27 March 2026, 09:10 UTC: Europe/London moves to summer time on Sunday the 29th. */
const clock = movableClock(new Date('2026-03-27T09:10:00Z'));
const DAY_MS = 86_400_000;
let t: TestApp;

const everyDay = (ranges: Array<{ start: string; end: string }>) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges }));
const schedule = (overrides: Record<string, unknown> = {}) => ({
  weekly_hours: everyDay([{ start: '09:00', end: '10:00' }]),
  date_overrides: [],
  buffer_minutes: 0,
  min_notice_hours: 0,
  booking_horizon_days: 7,
  ...overrides,
});
const save = (token: string, body: unknown) =>
  t.call('PUT', '/api/v1/availability-schedule', { token, body });

/** The tutor's slot starts in [from, till) as ISO strings, earliest first. */
async function startsOf(tutorId: number, from = '2026-01-01T00:00:00Z', till = '2027-01-01T00:00:00Z') {
  const rows = await t.ctx.db
    .select({ start: availabilities.startingAt })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutorId),
        gte(availabilities.startingAt, new Date(from)),
        lt(availabilities.startingAt, new Date(till)),
      ),
    )
    .orderBy(availabilities.startingAt);
  return rows.map((row) => row.start.toISOString());
}

async function slotIdsAt(tutorId: number, starts: string[]) {
  const rows = await t.ctx.db.select().from(availabilities).where(eq(availabilities.tutorId, tutorId));
  return starts.map((start) => rows.find((row) => row.startingAt.toISOString() === start)!.id);
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

describe('PUT /availability-schedule', () => {
  let london: CreatedUser;

  beforeAll(async () => {
    london = await createUser(t.ctx, {
      role: 'teacher',
      approvalStatus: 'approved',
      timeZone: 'Europe/London',
    });
  });

  it('turns 09:00-10:00 London time into slots that move an hour in UTC across the clock change', async () => {
    const res = await save(london.token, schedule());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ time_zone: 'Europe/London', booking_horizon_days: 7 });
    expect(await startsOf(london.user.id, '2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([
      // 09:00 today has started (09:10); 09:30 has not.
      '2026-03-27T09:30:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T09:30:00.000Z',
      // Summer time from Sunday: 09:00 BST is 08:00 UTC.
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T08:30:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T08:30:00.000Z',
    ]);
    // Seven days ahead: nothing on or after 3 April 09:10.
    const all = await startsOf(london.user.id);
    expect(all.at(-1)).toBe('2026-04-03T08:30:00.000Z');
    expect(all).toHaveLength(15);
  });

  it('takes a day off and extra hours on one date, and reads back what it saved', async () => {
    const body = schedule({
      date_overrides: [
        { date: '2026-03-30', ranges: [] },
        {
          date: '2026-03-31',
          ranges: [
            { start: '09:00', end: '10:00' },
            { start: '18:00', end: '19:00' },
          ],
        },
      ],
    });
    expect((await save(london.token, body)).status).toBe(200);
    expect(await startsOf(london.user.id, '2026-03-30T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      '2026-03-31T08:00:00.000Z',
      '2026-03-31T08:30:00.000Z',
      '2026-03-31T17:00:00.000Z',
      '2026-03-31T17:30:00.000Z',
    ]);
    const read = await t.call('GET', '/api/v1/availability-schedule', { token: london.token });
    expect(read.body.data.date_overrides).toEqual(body.date_overrides);
    expect(read.body.data.updated_at).toBe('2026-03-27T09:10:00.000Z');
  });

  it('keeps painted slots when the hours are saved again, and never overlaps them', async () => {
    const [painted] = await addSlots(t, london.token, '2026-04-01T07:30:00Z', 1);
    expect(
      (await save(london.token, schedule({ weekly_hours: everyDay([{ start: '08:00', end: '10:00' }]) })))
        .status,
    ).toBe(200);
    const slots = await t.ctx.db.select().from(availabilities).where(eq(availabilities.id, painted!));
    expect(slots[0]).toMatchObject({ fromSchedule: false });
    expect(await startsOf(london.user.id, '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z')).toEqual([
      '2026-04-01T07:00:00.000Z',
      '2026-04-01T07:30:00.000Z',
      '2026-04-01T08:00:00.000Z',
      '2026-04-01T08:30:00.000Z',
    ]);
  });

  it('refuses overlapping ranges, a time off the half hour and a student, and changes nothing', async () => {
    const before = await startsOf(london.user.id);
    const overlap = await save(
      london.token,
      schedule({
        weekly_hours: [
          {
            weekday: 1,
            ranges: [
              { start: '09:00', end: '11:00' },
              { start: '10:00', end: '12:00' },
            ],
          },
        ],
      }),
    );
    expect(overlap.status).toBe(422);
    expect(JSON.stringify(overlap.body.errors)).toContain('Two time ranges of this day overlap.');
    const offHalf = await save(
      london.token,
      schedule({ weekly_hours: [{ weekday: 1, ranges: [{ start: '09:15', end: '10:00' }] }] }),
    );
    expect(offHalf.status).toBe(422);
    expect(JSON.stringify(offHalf.body.errors)).toContain('Choose a time on the hour or at half past.');
    const student = await createUser(t.ctx);
    expect((await save(student.token, schedule())).status).toBe(403);
    expect(await startsOf(london.user.id)).toEqual(before);
  });
});

describe('A tutor in Kathmandu (+5:45)', () => {
  it('gets slots on their own half hours, and may paint them by hand too', async () => {
    const tutor = await createUser(t.ctx, {
      role: 'teacher',
      approvalStatus: 'approved',
      timeZone: 'Asia/Kathmandu',
    });
    expect((await save(tutor.token, schedule({ booking_horizon_days: 2 }))).status).toBe(200);
    // 09:00-10:00 in Kathmandu is 03:15-04:15 UTC; today's has passed (09:10 UTC is 14:55 there).
    expect(await startsOf(tutor.user.id)).toEqual([
      '2026-03-28T03:15:00.000Z',
      '2026-03-28T03:45:00.000Z',
      '2026-03-29T03:15:00.000Z',
      '2026-03-29T03:45:00.000Z',
    ]);
    const painted = await t.call('POST', '/api/v1/availabilities', {
      token: tutor.token,
      body: {
        added_availabilities: [
          { starting_at: '2026-03-28T16:00:00+05:45', ending_at: '2026-03-28T17:00:00+05:45' },
        ],
      },
    });
    expect(painted.status, JSON.stringify(painted.body)).toBe(200);
    expect(painted.body.data.added.map((s: { starting_at: string }) => s.starting_at)).toEqual([
      '2026-03-28T10:15:00.000Z',
      '2026-03-28T10:45:00.000Z',
    ]);
    const utcHalfHour = await t.call('POST', '/api/v1/availabilities', {
      token: tutor.token,
      body: {
        added_availabilities: [{ starting_at: '2026-03-28T12:00:00Z', ending_at: '2026-03-28T13:00:00Z' }],
      },
    });
    expect(utcHalfHour.status).toBe(422);
  });
});

describe('Booking within the rules of weekly hours', () => {
  it('takes the buffer out around a booked lesson, and keeps it clear when the hours are saved again', async () => {
    const room = await createClassroom(t, { tutor: { timeZone: 'UTC' }, funds: 0 });
    await fundWallet(t, room.student.user.id, 10_000);
    const hours = schedule({
      weekly_hours: everyDay([{ start: '09:00', end: '12:00' }]),
      buffer_minutes: 30,
    });
    expect((await save(room.tutor.token, hours)).status).toBe(200);
    const ids = await slotIdsAt(room.tutor.user.id, ['2026-03-30T10:00:00.000Z', '2026-03-30T10:30:00.000Z']);
    const res = await book(t, room.student.token, ids, room.catalogue.maths.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const day = ['2026-03-30T00:00:00Z', '2026-03-31T00:00:00Z'] as const;
    const expected = [
      '2026-03-30T09:00:00.000Z',
      '2026-03-30T10:00:00.000Z',
      '2026-03-30T10:30:00.000Z',
      '2026-03-30T11:30:00.000Z',
    ];
    expect(await startsOf(room.tutor.user.id, ...day)).toEqual(expected);
    expect((await save(room.tutor.token, hours)).status).toBe(200);
    expect(await startsOf(room.tutor.user.id, ...day)).toEqual(expected);
  });

  it('refuses a lesson inside the minimum notice, and hides that time from students but not the tutor', async () => {
    const room = await createClassroom(t, { tutor: { timeZone: 'UTC' }, funds: 0 });
    await fundWallet(t, room.student.user.id, 10_000);
    expect((await save(room.tutor.token, schedule({ min_notice_hours: 48 }))).status).toBe(200);
    // Saturday 09:00 is 24 hours away: inside 48 hours' notice.
    const ids = await slotIdsAt(room.tutor.user.id, ['2026-03-28T09:00:00.000Z']);
    const res = await book(t, room.student.token, ids, room.catalogue.maths.id);
    expect(res.status).toBe(422);
    expect(res.body.errors.availability_ids).toEqual([
      "This tutor needs at least 48 hours' notice. Choose a later time.",
    ]);
    const query = 'from=2026-03-27T00:00:00Z&till=2026-04-01T00:00:00Z';
    const seen = async (token: string, teacher = `&teacher_id=${room.tutor.user.id}`) =>
      (await t.call('GET', `/api/v1/calendar?${query}${teacher}`, { token })).body.data.availabilities.map(
        (s: { starting_at: string }) => s.starting_at,
      );
    expect((await seen(room.student.token))[0]).toBe('2026-03-29T09:30:00.000Z');
    expect((await seen(room.tutor.token, ''))[0]).toBe('2026-03-27T09:30:00.000Z');
    const later = await slotIdsAt(room.tutor.user.id, ['2026-03-29T09:30:00.000Z']);
    expect((await book(t, room.student.token, later, room.catalogue.maths.id)).status).toBe(200);
  });

  it('refuses a lesson beyond the horizon, even on a painted slot, and the daily job rolls the hours forward', async () => {
    const room = await createClassroom(t, { tutor: { timeZone: 'UTC' }, funds: 0 });
    await fundWallet(t, room.student.user.id, 10_000);
    expect((await save(room.tutor.token, schedule({ booking_horizon_days: 3 }))).status).toBe(200);
    // Three days from Friday 09:10: Monday 09:00 is the last slot.
    expect((await startsOf(room.tutor.user.id)).at(-1)).toBe('2026-03-30T09:00:00.000Z');
    const far = await addSlots(t, room.tutor.token, '2026-04-10T09:00:00Z', 1);
    const res = await book(t, room.student.token, far, room.catalogue.maths.id);
    expect(res.status).toBe(422);
    expect(res.body.errors.availability_ids).toEqual([
      'This tutor takes bookings up to 3 days ahead. Choose an earlier time.',
    ]);
    // The tutor removes Sunday 09:00 by hand; a day later the job adds Monday and leaves Sunday's gap alone.
    const [sunday] = await slotIdsAt(room.tutor.user.id, ['2026-03-29T09:00:00.000Z']);
    expect(
      (
        await t.call('POST', '/api/v1/availabilities', {
          token: room.tutor.token,
          body: { deleted_availabilities: [sunday] },
        })
      ).status,
    ).toBe(200);
    clock.advance(DAY_MS);
    try {
      expect(await rollSchedules(t.ctx)).toBeGreaterThanOrEqual(2);
      expect(await startsOf(room.tutor.user.id, '2026-03-29T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
        '2026-03-29T09:30:00.000Z',
        '2026-03-30T09:00:00.000Z',
        '2026-03-30T09:30:00.000Z',
        '2026-03-31T09:00:00.000Z',
      ]);
    } finally {
      clock.advance(-DAY_MS);
    }
  });
});

describe('POST /availability-schedule/preview', () => {
  it('answers the free time of unsaved hours from the notice on, merged into blocks, and saves nothing', async () => {
    const tutor = await createUser(t.ctx, {
      role: 'teacher',
      approvalStatus: 'approved',
      timeZone: 'Asia/Kathmandu',
    });
    const res = await t.call('POST', '/api/v1/availability-schedule/preview', {
      token: tutor.token,
      body: schedule({
        weekly_hours: [{ weekday: 6, ranges: [{ start: '09:00', end: '11:00' }] }],
        min_notice_hours: 2,
        booking_horizon_days: 14,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ time_zone: 'Asia/Kathmandu', from: '2026-03-27T11:10:00.000Z' });
    expect(res.body.data.free).toEqual([
      { starting_at: '2026-03-28T03:15:00.000Z', ending_at: '2026-03-28T05:15:00.000Z' },
      { starting_at: '2026-04-04T03:15:00.000Z', ending_at: '2026-04-04T05:15:00.000Z' },
    ]);
    expect(await startsOf(tutor.user.id)).toEqual([]);
  });
});
