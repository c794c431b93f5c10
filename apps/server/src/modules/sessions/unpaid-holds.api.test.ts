import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book, bookedFlags, fundWallet } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { createReadyTutor } from '../../../test/tutors.ts';
import { restoreBufferedSlots } from '../availability/index.ts';
import { lapseUnpaidSessions } from './index.ts';

const MINUTE_MS = 60_000;
const START = new Date('2026-04-06T08:00:00Z');
const clock = movableClock(START);
let t: TestApp;
let catalogue: ProfileCatalogue;

/** Whole hours after the start of the test (slots stay aligned while the clock moves by minutes). */
const startIn = (hours: number) => new Date(START.getTime() + hours * HOUR_MS);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

/** A student with an empty wallet and a tutor with free time. */
async function emptyWalletRoom() {
  return createClassroom(t, { catalogue, funds: 0 });
}

/** Books two slots of the tutor starting `hours` from now. */
async function bookAt(r: Awaited<ReturnType<typeof emptyWalletRoom>>, hours: number, language = 'en') {
  const slotIds = await addSlots(t, r.tutor.token, startIn(hours));
  const res = await t.call('POST', '/api/v1/tutoring/book', {
    token: r.student.token,
    headers: { 'accept-language': language },
    body: { availability_ids: slotIds, subject_id: catalogue.maths.id },
  });
  return { res, slotIds };
}

describe('POST /tutoring/book: unpaid holds are limited', () => {
  it('allows two payment_pending holds at once and refuses a third (409), leaving its slots free', async () => {
    const r = await emptyWalletRoom();
    expect((await bookAt(r, 30)).res.body.data.session.status).toBe('payment_pending');
    expect((await bookAt(r, 32)).res.body.data.session.status).toBe('payment_pending');

    const third = await bookAt(r, 34);
    expect(third.res.status).toBe(409);
    expect(third.res.body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message:
        'You already have 2 bookings waiting for payment. Top up your wallet to pay for them, or wait until ' +
        'they lapse, before booking more time.',
    });
    expect(await bookedFlags(t, third.slotIds)).toEqual([false, false]);
    const thai = await bookAt(r, 36, 'th');
    expect(thai.res.status).toBe(409);
    expect(thai.res.body.message).toBe(
      'คุณมีการจองที่รอชำระเงินอยู่แล้ว 2 รายการ กรุณาเติมเงินเข้ากระเป๋าเพื่อชำระ หรือรอให้การจองเหล่านั้นหมดเวลา ก่อนจองเวลาเพิ่ม',
    );

    // A booking the wallet covers holds money, not just time: it is not limited.
    await fundWallet(t, r.student.user.id, 5000);
    expect((await bookAt(r, 38)).res.body.data.session.status).toBe('determination_pending');
  });

  it('lets only one of two simultaneous bookings take the last unpaid hold', async () => {
    const r = await emptyWalletRoom();
    const other = await createReadyTutor(t, catalogue, { documents: false, approvalStatus: 'approved' });
    expect((await bookAt(r, 40)).res.status).toBe(200);
    const [a, b] = await Promise.all([
      addSlots(t, r.tutor.token, startIn(42)),
      addSlots(t, other.token, startIn(44)),
    ]);
    const answers = await Promise.all([
      book(t, r.student.token, a, catalogue.maths.id),
      book(t, r.student.token, b, catalogue.maths.id),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('after two lapses within an hour, refuses unpaid holds for 15 minutes after the latest (429)', async () => {
    const r = await emptyWalletRoom();
    await bookAt(r, 50);
    clock.advance(20 * MINUTE_MS);
    await bookAt(r, 52);
    clock.advance(11 * MINUTE_MS);
    // The first lapsed at 08:30 and the job closed it at 08:31; the second lapses at 08:50, and at 08:51 the
    // job has not closed it yet: both count, the cooldown runs to 15 minutes after 08:50.
    await lapseUnpaidSessions(t.ctx, restoreBufferedSlots);
    clock.advance(20 * MINUTE_MS);

    const refused = await bookAt(r, 54);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers['retry-after']).toBe(String(14 * 60));
    expect(refused.res.body.message).toBe(
      'Several of your unpaid bookings lapsed. You can book without paying first again in 14 minutes, or top ' +
        'up your wallet now and book at once.',
    );
    expect(await bookedFlags(t, refused.slotIds)).toEqual([false, false]);

    clock.advance(14 * MINUTE_MS);
    expect((await bookAt(r, 56)).res.status).toBe(200);
  });
});
