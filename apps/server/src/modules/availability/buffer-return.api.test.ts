import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, fundWallet } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { type Classroom, createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { saveDailyHours } from '../../../test/weekly-hours.ts';
import { availabilities } from '../../platform/db/schema/index.ts';
import { expireUnansweredSessions } from '../sessions/index.ts';
import { restoreBufferedSlots } from './index.ts';

/** Friday 27 March 2026, 09:10 UTC; the lessons are on Monday the 30th (UTC tutor, 09:00-12:00 every day). */
const clock = movableClock(new Date('2026-03-27T09:10:00Z'));
let t: TestApp;

const DAY = ['2026-03-30T00:00:00Z', '2026-03-31T00:00:00Z'] as const;
const WHOLE_MORNING = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map(
  (time) => `2026-03-30T${time}:00.000Z`,
);

/** The tutor's slot starts on Monday, ISO, earliest first. */
async function mondayStarts(tutorId: number) {
  const rows = await t.ctx.db
    .select({ start: availabilities.startingAt })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutorId),
        gte(availabilities.startingAt, new Date(DAY[0])),
        lt(availabilities.startingAt, new Date(DAY[1])),
      ),
    )
    .orderBy(availabilities.startingAt);
  return rows.map((row) => row.start.toISOString());
}

/** A UTC tutor working 09:00-12:00 with a 30-minute buffer, and a student with 100 pounds. */
async function bufferedRoom(): Promise<Classroom> {
  const room = await createClassroom(t, { tutor: { timeZone: 'UTC' }, funds: 0 });
  await fundWallet(t, room.student.user.id, 10_000);
  await saveDailyHours(t, room.tutor.token, { start: '09:00', end: '12:00', bufferMinutes: 30 });
  return room;
}

/** Books Monday's slots starting at these times (HH:MM); answers the session's id. */
async function bookMonday(room: Classroom, times: string[]): Promise<number> {
  const rows = await t.ctx.db
    .select()
    .from(availabilities)
    .where(eq(availabilities.tutorId, room.tutor.user.id));
  const ids = times.map(
    (time) => rows.find((row) => row.startingAt.toISOString() === `2026-03-30T${time}:00.000Z`)!.id,
  );
  const res = await book(t, room.student.token, ids, room.catalogue.maths.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.session.id;
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

describe('A lesson that will not take place gives back the slots of its buffer', () => {
  it('when the tutor declines it', async () => {
    const room = await bufferedRoom();
    const sessionId = await bookMonday(room, ['10:00', '10:30']);
    // 09:30 and 11:00 went for the buffer.
    expect(await mondayStarts(room.tutor.user.id)).toEqual([
      WHOLE_MORNING[0],
      ...WHOLE_MORNING.slice(2, 4),
      WHOLE_MORNING[5],
    ]);
    const res = await t.call('PUT', `/api/v1/tutoring/${sessionId}/determine`, {
      token: room.tutor.token,
      body: { status: 'rejected', rejection_reason: 'Away that day' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await mondayStarts(room.tutor.user.id)).toEqual(WHOLE_MORNING);
    // The time is bookable again, buffer slots included.
    await bookMonday(room, ['09:30', '10:00']);
  });

  it('when the student cancels it, keeping the buffer of another lesson', async () => {
    const room = await bufferedRoom();
    await bookMonday(room, ['09:00']);
    const sessionId = await bookMonday(room, ['10:30']);
    // 09:30 (the first's buffer), 10:00 and 11:00 (the second's) are out.
    expect(await mondayStarts(room.tutor.user.id)).toEqual(
      ['09:00', '10:30', '11:30'].map((time) => `2026-03-30T${time}:00.000Z`),
    );
    const res = await t.call('POST', `/api/v1/tutoring/${sessionId}/cancel`, {
      token: room.student.token,
      body: { reason: 'Exam moved' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 10:00 and 11:00 are back; 09:30 stays in the first lesson's buffer.
    expect(await mondayStarts(room.tutor.user.id)).toEqual([WHOLE_MORNING[0], ...WHOLE_MORNING.slice(2)]);
  });

  it('when the request expires unanswered', async () => {
    const room = await bufferedRoom();
    await bookMonday(room, ['11:00']);
    expect(await mondayStarts(room.tutor.user.id)).toEqual(
      WHOLE_MORNING.slice(0, 3).concat(WHOLE_MORNING[4]!),
    );
    clock.advance(48 * HOUR_MS);
    await expireUnansweredSessions(t.ctx, restoreBufferedSlots);
    expect(await mondayStarts(room.tutor.user.id)).toEqual(WHOLE_MORNING);
  });
});

describe('Weekly hours saved after a lesson that did not take place', () => {
  it('take away its freed slots when they fall outside the new hours', async () => {
    const room = await bufferedRoom();
    const sessionId = await bookMonday(room, ['10:00', '10:30']);
    const declined = await t.call('PUT', `/api/v1/tutoring/${sessionId}/determine`, {
      token: room.tutor.token,
      body: { status: 'rejected', rejection_reason: 'Away that day' },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    await saveDailyHours(t, room.tutor.token, { start: '09:00', end: '10:00', bufferMinutes: 30 });
    // The declined lesson's slots (10:00, 10:30) held a session once, yet the tutor no longer works then.
    expect(await mondayStarts(room.tutor.user.id)).toEqual(WHOLE_MORNING.slice(0, 2));
    const session = await t.call('GET', `/api/v1/tutoring/${sessionId}`, { token: room.student.token });
    expect(session.status).toBe(200);
    expect(session.body.data.status).toBe('rejected');
  });
});
