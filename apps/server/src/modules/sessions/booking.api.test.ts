import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book, bookedFlags, insertSlots, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { balancesOf, createClassroom, HOUR_MS, sessionRecord } from '../../../test/sessions.ts';
import { createTenant } from '../../../test/tenants.ts';
import { createReadyTutor } from '../../../test/tutors.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { users } from '../../platform/db/schema/index.ts';

/** Friday 20 March 2026, 08:00 UTC: the Europe/London change to summer time is on Sunday 29 March. */
const clock = movableClock(new Date('2026-03-20T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;

const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);
const room = (options: Parameters<typeof createClassroom>[1] = {}) =>
  createClassroom(t, { catalogue, ...options });

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

describe('POST /tutoring/book: the wallet covers it', () => {
  it('holds the price, asks the tutor, and answers the session determination_pending', async () => {
    const r = await room({ student: { timeZone: 'Asia/Bangkok' } });
    const slotIds = await addSlots(t, r.tutor.token, startIn(72), 3);

    const res = await book(t, r.student.token, slotIds, catalogue.maths.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = res.body.data.session;
    expect(res.body.data.top_up_needed).toBeNull();
    expect(session).toMatchObject({
      status: 'determination_pending',
      starting_at: startIn(72).toISOString(),
      ending_at: startIn(73.5).toISOString(),
      created_at: clock.now().toISOString(),
      price: 37.5,
      join_link: null,
      subject: { id: catalogue.maths.id, title: 'Maths', school_year: { title: 'Year 10' } },
      teacher: { id: r.tutor.user.id, full_name: 'Malee Sukjai', time_zone: 'UTC', avatar: null },
      student: { id: r.student.user.id, full_name: 'Somchai Student', time_zone: 'Asia/Bangkok' },
      payment_due_at: null,
      // 48 hours from now comes before the start 72 hours away.
      answer_due_at: startIn(48).toISOString(),
      free_cancellation_until: startIn(48).toISOString(),
      rejection_reason: null,
      close_reason: null,
      cancellation: null,
    });
    expect(await bookedFlags(t, slotIds)).toEqual([true, true, true]);
    expect(await ledgerTransaction(t, `session_hold:${session.id}`)).toMatchObject({
      kind: 'booking_hold',
      user_id: r.student.user.id,
      entries: { wallet: -3750, held: 3750 },
    });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 6250, heldPence: 3750 });
    expect(await notificationsOf(t, r.tutor.user.id, 'session.requested')).toHaveLength(1);
    expect(await notificationsOf(t, r.student.user.id, 'session.requested')).toHaveLength(0);
  });

  it('sets the answer deadline at the start when the start is less than 48 hours away', async () => {
    const r = await room();
    const res = await book(
      t,
      r.student.token,
      await addSlots(t, r.tutor.token, startIn(5)),
      catalogue.maths.id,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.session.answer_due_at).toBe(startIn(5).toISOString());
  });

  it('prices a booking on the night London changes its clocks by its slots (two real hours)', async () => {
    const r = await room({ tutor: { timeZone: 'Europe/London' }, student: { timeZone: 'Asia/Bangkok' } });
    // 00:00 GMT to 03:00 BST on 29 March: the wall clock shows three hours, two pass.
    const added = await t.call('POST', '/api/v1/availabilities', {
      token: r.tutor.token,
      body: {
        added_availabilities: [
          { starting_at: '2026-03-29T00:00:00+00:00', ending_at: '2026-03-29T03:00:00+01:00' },
        ],
      },
    });
    const slotIds = added.body.data.added.map((slot: { id: number }) => slot.id);
    expect(slotIds).toHaveLength(4);

    const res = await book(t, r.student.token, slotIds, catalogue.maths.id);
    expect(res.status).toBe(200);
    expect(res.body.data.session).toMatchObject({
      // 07:00 to 09:00 in Bangkok (UTC+7, no daylight saving).
      starting_at: '2026-03-29T00:00:00.000Z',
      ending_at: '2026-03-29T02:00:00.000Z',
      price: 50,
      teacher: { time_zone: 'Europe/London' },
      student: { time_zone: 'Asia/Bangkok' },
    });
    expect((await balancesOf(t, r.student.user.id)).heldPence).toBe(5000);
  });
});

describe('POST /tutoring/book: refusals', () => {
  it('lets only students book: tutors (their own time too) and admins get 403, no token 401', async () => {
    const r = await room();
    const slotIds = await addSlots(t, r.tutor.token, startIn(30));
    const self = await book(t, r.tutor.token, slotIds, catalogue.maths.id);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('Only students can book a session');
    const otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect((await book(t, otherTutor.token, slotIds, catalogue.maths.id)).status).toBe(403);
    const admin = await createUser(t.ctx, { role: 'admin' });
    expect((await book(t, admin.token, slotIds, catalogue.maths.id)).status).toBe(403);
    const anonymous = await t.call('POST', '/api/v1/tutoring/book', {
      body: { availability_ids: slotIds, subject_id: catalogue.maths.id },
    });
    expect(anonymous.status).toBe(401);
    expect(await bookedFlags(t, slotIds)).toEqual([false, false]);
  });

  it('answers 422 for slots not consecutive, of two tutors, in the past, or a subject not taught', async () => {
    const r = await room();
    const other = await room();
    const [first] = await addSlots(t, r.tutor.token, startIn(40), 1);
    const [third] = await addSlots(t, r.tutor.token, startIn(41), 1);
    const [othersSlot] = await addSlots(t, other.tutor.token, startIn(40.5), 1);
    const past = await insertSlots(t, r.tutor.user.id, startIn(-1), 1);
    const underWay = await insertSlots(t, r.tutor.user.id, startIn(-0.5), 1);
    const cases: Array<[number[], number, string, string]> = [
      [
        [first!, third!],
        catalogue.maths.id,
        'availability_ids',
        'Choose consecutive half-hour slots of one tutor',
      ],
      [
        [first!, othersSlot!],
        catalogue.maths.id,
        'availability_ids',
        'Choose consecutive half-hour slots of one tutor',
      ],
      [past, catalogue.maths.id, 'availability_ids', 'A session cannot be booked in the past'],
      [underWay, catalogue.maths.id, 'availability_ids', 'A session cannot be booked in the past'],
      [[first!], catalogue.physics.id, 'subject_id', 'This tutor does not teach this subject'],
    ];
    for (const [ids, subjectId, field, message] of cases) {
      const res = await book(t, r.student.token, ids, subjectId);
      expect(res.status, message).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const th = await t.call('POST', '/api/v1/tutoring/book', {
      token: r.student.token,
      body: { availability_ids: [first, third], subject_id: catalogue.maths.id },
      headers: { 'accept-language': 'th' },
    });
    expect(th.body.message).toBe('กรุณาเลือกช่วงเวลาครึ่งชั่วโมงที่ต่อเนื่องกันของติวเตอร์คนเดียว');
    for (const body of [{ availability_ids: [], subject_id: catalogue.maths.id }, { subject_id: 1 }]) {
      const res = await t.call('POST', '/api/v1/tutoring/book', { token: r.student.token, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.availability_ids).toEqual(['Choose at least one free slot']);
    }
    expect(await bookedFlags(t, [first!, third!, othersSlot!])).toEqual([false, false, false]);
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
  });

  it("answers 404 for an unknown slot, a tutor not approved or suspended, and another tenant's tutor", async () => {
    const r = await room();
    expect((await book(t, r.student.token, [999_999], catalogue.maths.id)).status).toBe(404);

    const pending = await createReadyTutor(t, catalogue, { documents: false, approvalStatus: 'pending' });
    const pendingSlots = await insertSlots(t, pending.user.id, startIn(50));
    expect((await book(t, r.student.token, pendingSlots, catalogue.maths.id)).status).toBe(404);

    const suspended = await room();
    const suspendedSlots = await addSlots(t, suspended.tutor.token, startIn(50));
    await t.ctx.db
      .update(users)
      .set({ suspendedAt: clock.now() })
      .where(eq(users.id, suspended.tutor.user.id));
    expect((await book(t, r.student.token, suspendedSlots, catalogue.maths.id)).status).toBe(404);

    const tenant = await createTenant(t.ctx);
    const elsewhere = await createReadyTutor(t, catalogue, {
      documents: false,
      approvalStatus: 'approved',
      subdomainId: tenant.id,
    });
    const elsewhereSlots = await insertSlots(t, elsewhere.user.id, startIn(50));
    expect((await book(t, r.student.token, elsewhereSlots, catalogue.maths.id)).status).toBe(404);
    expect(await bookedFlags(t, [...pendingSlots, ...suspendedSlots, ...elsewhereSlots])).toEqual(
      Array(6).fill(false),
    );
  });

  it('answers 409 "This time was just booked" for a taken slot, and keeps the wallet', async () => {
    const r = await room();
    const slotIds = await addSlots(t, r.tutor.token, startIn(60), 3);
    expect((await book(t, r.student.token, slotIds.slice(0, 2), catalogue.maths.id)).status).toBe(200);
    const late = await room({ catalogue });
    const res = await book(t, late.student.token, slotIds.slice(1), catalogue.maths.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This time was just booked');
    expect(await bookedFlags(t, slotIds)).toEqual([true, true, false]);
    expect(await balancesOf(t, late.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
  });

  it("answers 409 when the student already has a session then, and leaves the other tutor's time free", async () => {
    const r = await room();
    const other = await room();
    expect(
      (await book(t, r.student.token, await addSlots(t, r.tutor.token, startIn(80)), catalogue.maths.id))
        .status,
    ).toBe(200);
    const overlapping = await addSlots(t, other.tutor.token, startIn(80.5));
    const res = await book(t, r.student.token, overlapping, catalogue.maths.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a session at this time');
    expect(await bookedFlags(t, overlapping)).toEqual([false, false]);
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 7500, heldPence: 2500 });
  });
});

describe('POST /tutoring/book: the wallet is short', () => {
  it('leaves the session payment_pending for 30 minutes and answers the pounds missing; nothing is held', async () => {
    const r = await room({ funds: 10 });
    const slotIds = await addSlots(t, r.tutor.token, startIn(100));
    const res = await book(t, r.student.token, slotIds, catalogue.maths.id);
    expect(res.status).toBe(200);
    expect(res.body.data.top_up_needed).toBe(15);
    expect(res.body.data.session).toMatchObject({
      status: 'payment_pending',
      payment_due_at: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
      answer_due_at: null,
    });
    expect(await bookedFlags(t, slotIds)).toEqual([true, true]);
    expect(await ledgerTransaction(t, `session_hold:${res.body.data.session.id}`)).toBeUndefined();
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 1000, heldPence: 0 });
    expect(await notificationsOf(t, r.tutor.user.id, 'session.requested')).toHaveLength(0);
    expect((await sessionRecord(t, res.body.data.session.id)).pricePence).toBe(2500);
  });
});
