import { randomBytes } from 'node:crypto';
import { SEARCH_TOTAL_CAP } from '@kru/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createClassroom, insertSession } from '../../../test/sessions.ts';
import {
  availabilities,
  availabilitySchedules,
  tutoringSessions,
  tutorSearchRows,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';
import { refreshNextFreeSlots } from './index.ts';

const clock = movableClock(new Date('2026-03-27T09:10:00Z'));
let t: TestApp;
let student: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  student = await createUser(t.ctx);
});

async function storedNextFree(tutorId: number) {
  const [row] = await t.ctx.db
    .select({ at: tutorSearchRows.nextFreeAt })
    .from(tutorSearchRows)
    .where(eq(tutorSearchRows.tutorId, tutorId));
  return row?.at?.toISOString() ?? null;
}

async function addSlot(tutorId: number, start: string) {
  const startingAt = new Date(start);
  const [row] = await t.ctx.db
    .insert(availabilities)
    .values({ tutorId, startingAt, endingAt: new Date(startingAt.getTime() + 30 * 60_000) })
    .returning({ id: availabilities.id });
  return row!.id;
}

describe("a tutor's stored next free slot (the search's order)", () => {
  it('follows slots added, booked, freed and removed, and the job moves it past slots that start', async () => {
    await refreshNextFreeSlots(t.ctx);
    const { user: tutor } = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect(await storedNextFree(tutor.id)).toBeNull();

    const ten = await addSlot(tutor.id, '2026-03-27T10:00:00Z');
    const eleven = await addSlot(tutor.id, '2026-03-27T11:00:00Z');
    expect(await storedNextFree(tutor.id)).toBe('2026-03-27T10:00:00.000Z');

    await t.ctx.db.update(availabilities).set({ isBooked: true }).where(eq(availabilities.id, ten));
    expect(await storedNextFree(tutor.id)).toBe('2026-03-27T11:00:00.000Z');
    await t.ctx.db.update(availabilities).set({ isBooked: false }).where(eq(availabilities.id, ten));
    expect(await storedNextFree(tutor.id)).toBe('2026-03-27T10:00:00.000Z');

    await t.ctx.db.delete(availabilities).where(eq(availabilities.id, ten));
    expect(await storedNextFree(tutor.id)).toBe('2026-03-27T11:00:00.000Z');
    await addSlot(tutor.id, '2026-03-27T13:00:00Z');

    // 11:00 starts: the job moves the tutor on to 13:00, and a slot before the horizon no longer counts.
    clock.advance(2 * 3_600_000);
    expect(await refreshNextFreeSlots(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await storedNextFree(tutor.id)).toBe('2026-03-27T13:00:00.000Z');
    await t.ctx.db.delete(availabilities).where(eq(availabilities.id, eleven));
    expect(await storedNextFree(tutor.id)).toBe('2026-03-27T13:00:00.000Z');
  });
});

describe("a tutor's stored next free slot, kept only where a write can move it (migration 0043)", () => {
  it('stays on a claim or delete of a later slot, moves when the next one is taken or a slot moves earlier', async () => {
    const { user: tutor } = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const noon = await addSlot(tutor.id, '2026-03-28T12:00:00Z');
    const one = await addSlot(tutor.id, '2026-03-28T13:00:00Z');
    const two = await addSlot(tutor.id, '2026-03-28T14:00:00Z');
    const booked = (id: number) =>
      t.ctx.db.update(availabilities).set({ isBooked: true }).where(eq(availabilities.id, id));

    await booked(one);
    await t.ctx.db.delete(availabilities).where(eq(availabilities.id, two));
    expect(await storedNextFree(tutor.id)).toBe('2026-03-28T12:00:00.000Z');

    await booked(noon);
    expect(await storedNextFree(tutor.id)).toBeNull();

    const later = await addSlot(tutor.id, '2026-03-28T18:00:00Z');
    expect(await storedNextFree(tutor.id)).toBe('2026-03-28T18:00:00.000Z');
    await t.ctx.db
      .update(availabilities)
      .set({ startingAt: new Date('2026-03-28T16:00:00Z'), endingAt: new Date('2026-03-28T16:30:00Z') })
      .where(eq(availabilities.id, later));
    expect(await storedNextFree(tutor.id)).toBe('2026-03-28T16:00:00.000Z');
  });
});

describe("a tutor's minimum notice, lowest price and lessons (the search's filters and orders)", () => {
  it('keeps the next free time past the notice, as the notice changes and time passes', async () => {
    await refreshNextFreeSlots(t.ctx);
    const { user: tutor } = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const now = clock.now().getTime();
    const inHours = (hours: number) =>
      new Date(Math.floor((now + hours * 3_600_000) / 1_800_000) * 1_800_000);
    await addSlot(tutor.id, inHours(2).toISOString());
    await addSlot(tutor.id, inHours(30).toISOString());
    expect(await storedNextFree(tutor.id)).toBe(inHours(2).toISOString());
    const schedule = {
      tutorId: tutor.id,
      weeklyHours: [],
      dateOverrides: [],
      bufferMinutes: 0,
      minNoticeHours: 24,
      bookingHorizonDays: 60,
    };
    await t.ctx.db.insert(availabilitySchedules).values(schedule);
    expect(await storedNextFree(tutor.id)).toBe(inHours(30).toISOString());
    await t.ctx.db
      .update(availabilitySchedules)
      .set({ minNoticeHours: 1 })
      .where(eq(availabilitySchedules.tutorId, tutor.id));
    expect(await storedNextFree(tutor.id)).toBe(inHours(2).toISOString());
    // An hour and a half later the 2-hours-away slot is inside the hour's notice: the job moves past it.
    clock.advance(90 * 60_000);
    await refreshNextFreeSlots(t.ctx);
    expect(await storedNextFree(tutor.id)).toBe(inHours(30).toISOString());
  });

  it("follows the tutor's prices and completed lessons", async () => {
    const room = await createClassroom(t);
    const tutorId = room.tutor.user.id;
    const stored = async () => {
      const [row] = await t.ctx.db
        .select({ price: users.minPricePence, lessons: users.lessonsCount })
        .from(users)
        .where(eq(users.id, tutorId));
      return row;
    };
    expect(await stored()).toEqual({ price: 2500, lessons: 0 });
    await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: tutorId, subjectId: room.catalogue.physics.id, pricePerHourPence: 1800 });
    expect((await stored())?.price).toBe(1800);
    await t.ctx.db.delete(userSubjectPrices).where(eq(userSubjectPrices.pricePerHourPence, 1800));
    expect((await stored())?.price).toBe(2500);

    const { session } = await insertSession(t, room, { startingAt: new Date('2026-03-20T10:00:00Z') });
    expect((await stored())?.lessons).toBe(0);
    await t.ctx.db
      .update(tutoringSessions)
      .set({ status: 'completed' })
      .where(eq(tutoringSessions.id, session.id));
    expect((await stored())?.lessons).toBe(1);
    const card = await t.call('GET', `/api/v1/tutors/profile/${tutorId}`, { token: student.token });
    expect(card.body.data).toMatchObject({ lessons_count: 1, spoken_languages: [] });
  });
});

describe("a tutor's search row (tutor_search_rows, migration 0049)", () => {
  const searchRow = async (tutorId: number) => {
    const [row] = await t.ctx.db
      .select({
        listedIn: tutorSearchRows.listedIn,
        searchText: tutorSearchRows.searchText,
        nameLength: tutorSearchRows.nameLength,
        titlesAt: tutorSearchRows.titlesAt,
      })
      .from(tutorSearchRows)
      .where(eq(tutorSearchRows.tutorId, tutorId));
    return row ?? null;
  };
  const usersText = async (tutorId: number) => {
    const [row] = await t.ctx.db.select({ text: users.searchText }).from(users).where(eq(users.id, tutorId));
    return row?.text ?? null;
  };
  const setUser = (tutorId: number, values: Partial<typeof users.$inferInsert>) =>
    t.ctx.db.update(users).set(values).where(eq(users.id, tutorId));

  it('follows what lists the tutor and what a keyword walk reads: approval, suspension, names, bio, subjects, role', async () => {
    const room = await createClassroom(t);
    const tutorId = room.tutor.user.id;
    const expectCopied = async (listedIn: number | null) => {
      const row = await searchRow(tutorId);
      const text = (await usersText(tutorId))!;
      // The name is the text's first characters, the titles what follows the bio and a line break.
      expect(row).toMatchObject({ listedIn, searchText: text });
      expect(text[row!.titlesAt - 1]).toBe('\n');
      return { row: row!, text };
    };
    await expectCopied(0);

    await setUser(tutorId, {
      firstName: 'Anong',
      lastName: 'Srisuk',
      description: 'Mechanics with worked examples',
    });
    const renamed = await expectCopied(0);
    expect(renamed.text.slice(0, renamed.row.nameLength)).toBe('anong srisuk');
    await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: tutorId, subjectId: room.catalogue.physics.id, pricePerHourPence: 1800 });
    const priced = await expectCopied(0);
    expect(priced.text.slice(priced.row.titlesAt)).toContain('physics');

    await setUser(tutorId, { suspendedAt: new Date() });
    await expectCopied(null);
    await setUser(tutorId, { suspendedAt: null, lastName: ' ' });
    await expectCopied(null);
    await setUser(tutorId, { lastName: 'Srisuk', approvalStatus: 'pending' });
    await expectCopied(null);
    await setUser(tutorId, { approvalStatus: 'approved' });
    await expectCopied(0);

    await setUser(tutorId, { role: 'student' });
    expect(await searchRow(tutorId)).toBeNull();
    await setUser(tutorId, { role: 'teacher' });
    await expectCopied(0);
  });

  it("moves the tutor's next free time on a booking without rewriting their users row", async () => {
    const { user: tutor } = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const first = await addSlot(tutor.id, '2026-03-29T10:00:00Z');
    await addSlot(tutor.id, '2026-03-29T11:00:00Z');
    const version = async () => {
      const [row] = await t.ctx.db
        .select({ version: users.profileVersion })
        .from(users)
        .where(eq(users.id, tutor.id));
      return row!.version;
    };
    const before = await version();
    await t.ctx.db.update(availabilities).set({ isBooked: true }).where(eq(availabilities.id, first));
    expect(await storedNextFree(tutor.id)).toBe('2026-03-29T11:00:00.000Z');
    // Any write of the users row moves its profile version (migration 0048): none happened.
    expect(await version()).toBe(before);
  });
});

describe('the total of a search', () => {
  it(`counts up to ${SEARCH_TOTAL_CAP} and then answers "more" (total_capped)`, async () => {
    const word = `zq${randomBytes(3).toString('hex')}`;
    await t.ctx.db.execute(sql`
      INSERT INTO users (email, password_hash, role, email_verified_at, first_name, last_name, description,
        approval_status)
      SELECT ${word} || n || '@example.test', 'x', 'teacher', now(), 'First', 'Last' || n, ${word}, 'approved'
      FROM generate_series(1, ${SEARCH_TOTAL_CAP + 2}) AS n`);
    const many = await t.call('GET', `/api/v1/tutors?keyword=${word}`, { token: student.token });
    expect(many.status).toBe(200);
    expect(many.body.data).toHaveLength(12);
    expect(many.body.pagination).toEqual({
      total: SEARCH_TOTAL_CAP,
      total_capped: true,
      count: 12,
      per_page: 12,
      current_page: 1,
      total_pages: Math.ceil(SEARCH_TOTAL_CAP / 12),
    });

    const few = await t.call('GET', `/api/v1/tutors?keyword=Last100`, { token: student.token });
    // Last100, Last1000, Last1001, Last1002
    expect(few.body.pagination).toMatchObject({ total: 4, count: 4 });
    expect(few.body.pagination.total_capped).toBeUndefined();
    const pastTheEnd = await t.call('GET', `/api/v1/tutors?keyword=Last100&page=3`, {
      token: student.token,
    });
    expect(pastTheEnd.body.pagination).toMatchObject({ total: 4, count: 0 });
  });
});
