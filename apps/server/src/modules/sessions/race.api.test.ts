import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, bookedFlags, fundWallet } from '../../../test/booking.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { balancesOf, createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { buildApp } from '../../app.ts';
import { createContext } from '../../platform/bootstrap.ts';
import { createDb, type Db } from '../../platform/db/client.ts';
import { availabilities, sessionSlots, tutoringSessions } from '../../platform/db/schema/index.ts';
import { createMailer } from '../../platform/mail/mailer.ts';

const STUDENTS = 200;
const FUNDS_PENCE = 5000;
let t: TestApp;
const instances: Array<{ app: FastifyInstance; db: Db; url: string }> = [];

/** A second, independent Kru server on the same database: its own pool, listening on a random port. */
async function startInstance() {
  const db = createDb(t.ctx.db.$client.options.connectionString!, 10);
  const mailer = createMailer(db, { from: t.ctx.config.mailFrom, log: () => {} });
  const app = await buildApp(createContext(t.ctx.config, db, { mailer, clock: t.ctx.clock }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  instances.push({ app, db, url: `http://127.0.0.1:${port}` });
}

beforeAll(async () => {
  t = await createTestApp();
  await startInstance();
  await startInstance();
});

afterAll(async () => {
  for (const { app, db } of instances) {
    await app.close();
    await db.$client.end();
  }
});

const students: CreatedUser[] = [];

/** 200 students with FUNDS_PENCE each (made once: the tests after the first find them spent by their winner). */
async function fundedStudents() {
  for (let i = students.length; i < STUDENTS; i += 1) {
    const student = await createUser(t.ctx);
    await fundWallet(t, student.user.id, FUNDS_PENCE);
    students.push(student);
  }
  return students;
}

/** Every student books `slotIds` at once, alternately through the two instances. */
function race(all: CreatedUser[], slotIds: number[], subjectId: number) {
  return Promise.all(
    all.map(async (student, i) => {
      const response = await fetch(`${instances[i % 2]!.url}/api/v1/tutoring/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
        body: JSON.stringify({ availability_ids: slotIds, subject_id: subjectId }),
      });
      return { student, status: response.status, body: await response.json() };
    }),
  );
}

describe('200 concurrent bookings of the same slots through two server instances', () => {
  it('one wins and holds the money; every other gets 409 and keeps its wallet; no slot is booked twice', async () => {
    const catalogue = await createProfileCatalogue(t.ctx);
    const { tutor } = await createClassroom(t, { catalogue, funds: 0 });
    const start = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 24 * HOUR_MS);
    const slotIds = await addSlots(t, tutor.token, start, 2);
    const students = await fundedStudents();
    const answers = await race(students, slotIds, catalogue.maths.id);

    const winners = answers.filter((answer) => answer.status === 200);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(winners).toHaveLength(1);
    expect(new Set(losers.map((answer) => answer.status))).toEqual(new Set([409]));
    expect(new Set(losers.map((answer) => answer.body.message))).toEqual(
      new Set(['This time was just booked']),
    );

    const winner = winners[0]!;
    expect(winner.body.data.session).toMatchObject({ status: 'determination_pending', price: 25 });
    expect(await balancesOf(t, winner.student.user.id)).toMatchObject({
      walletPence: FUNDS_PENCE - 2500,
      heldPence: 2500,
    });
    const loserBalances = await Promise.all(losers.map((answer) => balancesOf(t, answer.student.user.id)));
    for (const balances of loserBalances) {
      expect(balances).toMatchObject({ walletPence: FUNDS_PENCE, heldPence: 0 });
    }

    expect(await bookedFlags(t, slotIds)).toEqual([true, true]);
    const sessions = await t.ctx.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.tutorId, tutor.user.id));
    expect(sessions.map((session) => session.studentId)).toEqual([winner.student.user.id]);
    const taken = await t.ctx.db
      .select()
      .from(sessionSlots)
      .where(inArray(sessionSlots.availabilityId, slotIds));
    expect(taken).toHaveLength(2);
  }, 120_000);

  it('gives exactly one winner of slots made from weekly hours, and takes its buffer out once', async () => {
    const catalogue = await createProfileCatalogue(t.ctx);
    const { tutor } = await createClassroom(t, {
      catalogue,
      funds: 0,
      tutor: { timeZone: 'Asia/Kathmandu' },
    });
    const saved = await t.call('PUT', '/api/v1/availability-schedule', {
      token: tutor.token,
      body: {
        weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          ranges: [{ start: '09:00', end: '12:00' }],
        })),
        date_overrides: [],
        buffer_minutes: 30,
        min_notice_hours: 0,
        booking_horizon_days: 3,
      },
    });
    expect(saved.status).toBe(200);
    const slots = await t.ctx.db
      .select()
      .from(availabilities)
      .where(eq(availabilities.tutorId, tutor.user.id))
      .orderBy(availabilities.startingAt);
    // The day after tomorrow in Kathmandu (whole inside the horizon): its 10:00-11:00 is slots 2 and 3 of six.
    const kathmanduDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kathmandu' });
    const target = kathmanduDate(new Date(Date.now() + 2 * 24 * HOUR_MS));
    const day = slots.filter((slot) => kathmanduDate(slot.startingAt) === target);
    expect(day.map((slot) => slot.startingAt.getUTCMinutes() % 30)).toEqual([15, 15, 15, 15, 15, 15]);
    const slotIds = [day[2]!.id, day[3]!.id];

    const answers = await race(await fundedStudents(), slotIds, catalogue.maths.id);

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status))).toEqual(
      new Set([409]),
    );
    expect(await bookedFlags(t, slotIds)).toEqual([true, true]);
    const sessions = await t.ctx.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.tutorId, tutor.user.id));
    expect(sessions).toHaveLength(1);
    // The buffer: the half hours either side of the lesson are gone, the outer ones stay.
    const left = await t.ctx.db
      .select({ id: availabilities.id })
      .from(availabilities)
      .where(
        inArray(
          availabilities.id,
          day.map((slot) => slot.id),
        ),
      );
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [day[0]!.id, day[2]!.id, day[3]!.id, day[5]!.id].sort((a, b) => a - b),
    );
  }, 120_000);
});
