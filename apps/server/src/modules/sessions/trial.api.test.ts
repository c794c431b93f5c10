import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { balancesOf, type Classroom, createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { completeEndedSessions } from './complete-ended-sessions.ts';
import { releaseSessionEarnings } from './release-session-earnings.ts';

/** Tuesday 2 June 2026, 08:00 UTC. */
const clock = movableClock(new Date('2026-06-02T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;

const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

function setTrialPrice(token: string, trialPrice: unknown, language = 'en') {
  return t.call('POST', '/api/v1/user', {
    token,
    body: { trial_price: trialPrice },
    headers: { 'accept-language': language },
  });
}

function bookTrial(token: string, availabilityIds: number[], trial = true) {
  return t.call('POST', '/api/v1/tutoring/book', {
    token,
    body: { availability_ids: availabilityIds, subject_id: catalogue.maths.id, trial },
  });
}

/** A tutor offering a trial at `trialPrice` pounds, and a student with £100 (or none). */
async function trialRoom(trialPrice: number | null, options: { funds?: number } = {}): Promise<Classroom> {
  const room = await createClassroom(t, { catalogue, ...options });
  expect((await setTrialPrice(room.tutor.token, trialPrice)).status).toBe(200);
  return room;
}

describe('POST /user trial_price: the tutor offers a trial lesson', () => {
  it('sets, changes and clears the price, shown on the profile and the tutor card', async () => {
    const room = await createClassroom(t, { catalogue });
    const set = await setTrialPrice(room.tutor.token, 5);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.trial_price).toBe(5);
    expect((await setTrialPrice(room.tutor.token, 0)).body.data.trial_price).toBe(0);
    const me = await t.call('GET', '/api/v1/user', { token: room.tutor.token });
    expect(me.body.data.trial_price).toBe(0);
    const profile = await t.call('GET', `/api/v1/tutors/profile/${room.tutor.user.id}`, {
      token: room.student.token,
    });
    expect(profile.body.data).toMatchObject({ trial_price: 0, trial_taken: false });

    const cleared = await setTrialPrice(room.tutor.token, null);
    expect(cleared.body.data.trial_price).toBeNull();
    // A trial price is the tutor's own offer: the approved profile stays approved.
    expect(cleared.body.data.approval_status).toBe('approved');
  });

  it('refuses a negative, too large or sub-penny price in the reader words, and a student (403)', async () => {
    const room = await createClassroom(t, { catalogue });
    for (const bad of [-1, 1000.01, 2.555, 'five']) {
      const res = await setTrialPrice(room.tutor.token, bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.trial_price).toEqual([
        'The trial price must be between 0 (free) and 1000 pounds with at most two decimals',
      ]);
    }
    const thai = await setTrialPrice(room.tutor.token, -1, 'th');
    expect(thai.body.errors.trial_price[0]).toMatch(/บทเรียนทดลอง/);
    expect((await setTrialPrice(room.student.token, 5)).status).toBe(403);
    expect(
      (await t.call('GET', '/api/v1/user', { token: room.tutor.token })).body.data.trial_price,
    ).toBeNull();
  });
});

describe('POST /tutoring/book trial: true', () => {
  it('books a paid trial: one slot at the trial price, held like a lesson, marked as a trial', async () => {
    const room = await trialRoom(5);
    const [slotId] = await addSlots(t, room.tutor.token, startIn(30), 1);
    const res = await bookTrial(room.student.token, [slotId!]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = res.body.data.session;
    expect(session).toMatchObject({
      status: 'determination_pending',
      is_trial: true,
      price: 5,
      starting_at: startIn(30).toISOString(),
      ending_at: startIn(30.5).toISOString(),
    });
    expect(await ledgerTransaction(t, `session_hold:${session.id}`)).toMatchObject({
      kind: 'booking_hold',
      entries: { wallet: -500, held: 500 },
    });
    const [request] = await notificationsOf(t, room.tutor.user.id, 'session.requested');
    expect(request?.data).toMatchObject({ is_trial: 1 });
    const inbox = await t.call('GET', '/api/v1/notifications', { token: room.tutor.token });
    expect(JSON.stringify(inbox.body.data)).toContain('Trial lesson: New session request');

    // The receipt and the wallet history name it a trial.
    const hold = await ledgerTransaction(t, `session_hold:${session.id}`);
    const receipt = await t.call('GET', `/api/v1/receipts/${hold!.id}`, { token: room.student.token });
    expect(receipt.body.data).toMatchObject({
      is_trial: true,
      description: 'Trial lesson payment (from your wallet)',
      total: 5,
    });
    const history = await t.call('GET', '/api/v1/wallet/transactions', { token: room.student.token });
    expect(history.body.data[0]).toMatchObject({ description: 'Held for a booked trial lesson', amount: -5 });

    // The profile stops offering another trial to this student.
    const profile = await t.call('GET', `/api/v1/tutors/profile/${room.tutor.user.id}`, {
      token: room.student.token,
    });
    expect(profile.body.data.trial_taken).toBe(true);
  });

  it('books a free trial: no money moves, the session follows the lifecycle to the review', async () => {
    const room = await trialRoom(0, { funds: 0 });
    const [slotId] = await addSlots(t, room.tutor.token, startIn(6), 1);
    const res = await bookTrial(room.student.token, [slotId!]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = res.body.data.session;
    expect(session).toMatchObject({ status: 'determination_pending', is_trial: true, price: 0 });
    expect(res.body.data.top_up_needed).toBeNull();
    expect(await ledgerTransaction(t, `session_hold:${session.id}`)).toBeUndefined();

    const requested = await t.call('GET', '/api/v1/tutoring/requested', { token: room.tutor.token });
    expect(requested.body.data).toEqual([expect.objectContaining({ id: session.id, is_trial: true })]);
    const approved = await t.call('PUT', `/api/v1/tutoring/${session.id}/determine`, {
      token: room.tutor.token,
      body: { status: 'approved' },
    });
    expect(approved.body.data).toMatchObject({ status: 'approved', is_trial: true });
    expect(approved.body.data.join_link).toContain(`sessionId=${session.id}`);
    const brief = await t.call('GET', `/api/v1/tutoring/${session.id}/brief`, { token: room.tutor.token });
    expect(brief.body.data).toMatchObject({ session_id: session.id, is_trial: true });

    const calendar = await t.call(
      'GET',
      `/api/v1/calendar?from=${startIn(0).toISOString()}&till=${startIn(24).toISOString()}`,
      { token: room.tutor.token },
    );
    expect(calendar.body.data.events).toEqual([expect.objectContaining({ id: session.id, is_trial: true })]);
    const feed = await t.call('POST', '/api/v1/calendar-feed', { token: room.student.token });
    const ics = await t.app.inject({ method: 'GET', url: pathOf(feed.body.data.url) });
    expect(ics.body.replaceAll('\r\n ', '')).toContain(
      'SUMMARY:Kru: trial lesson in Maths with Malee Sukjai',
    );

    clock.advance(6.5 * HOUR_MS);
    await completeEndedSessions(t.ctx);
    clock.advance(24 * HOUR_MS);
    await releaseSessionEarnings(t.ctx);
    const past = await t.call('GET', '/api/v1/tutoring/sessions?scope=past', { token: room.student.token });
    expect(past.body.data[0]).toMatchObject({ id: session.id, status: 'completed', is_trial: true });
    expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toBeUndefined();
    expect(await balancesOf(t, room.student.user.id)).toMatchObject({ walletPence: 0, heldPence: 0 });
    expect((await balancesOf(t, room.tutor.user.id)).earningsPence).toBe(0);
    const review = await t.call('POST', '/api/v1/rates', {
      token: room.student.token,
      body: { type: 'tutor', id: room.tutor.user.id, rate: 5, review: 'A friendly first lesson' },
    });
    expect(review.status, JSON.stringify(review.body)).toBeLessThan(300);
  });

  it('pays the tutor a paid trial, named a trial in the earnings', async () => {
    const room = await trialRoom(7.5);
    const [slotId] = await addSlots(t, room.tutor.token, startIn(4), 1);
    const { session } = (await bookTrial(room.student.token, [slotId!])).body.data;
    await t.call('PUT', `/api/v1/tutoring/${session.id}/determine`, {
      token: room.tutor.token,
      body: { status: 'approved' },
    });
    clock.advance(4.5 * HOUR_MS);
    await completeEndedSessions(t.ctx);
    clock.advance(24 * HOUR_MS);
    await releaseSessionEarnings(t.ctx);
    expect((await balancesOf(t, room.tutor.user.id)).earningsPence).toBe(750);
    const history = await t.call('GET', '/api/v1/wallet/transactions', { token: room.tutor.token });
    expect(history.body.data[0]).toMatchObject({ description: 'Earnings from a trial lesson', amount: 7.5 });
  });

  it('allows one trial per student and tutor: a second is 409, another tutor or student is fine', async () => {
    const room = await trialRoom(0);
    const slots = await addSlots(t, room.tutor.token, startIn(50), 4);
    expect((await bookTrial(room.student.token, [slots[0]!])).status).toBe(200);
    const second = await bookTrial(room.student.token, [slots[2]!]);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'You have already booked a trial lesson with this tutor. Book a regular lesson instead.',
    );
    // The refused booking left the slot free, and a regular lesson with the tutor is still open.
    const regular = await bookTrial(room.student.token, [slots[2]!, slots[3]!], false);
    expect(regular.body.data.session).toMatchObject({ is_trial: false, price: 25 });

    const other = await createUser(t.ctx);
    expect((await bookTrial(other.token, [slots[1]!])).status).toBe(200);
  });

  it('gives exactly one trial to a student racing two trial bookings of the same tutor', async () => {
    const room = await trialRoom(3);
    const slots = await addSlots(t, room.tutor.token, startIn(80), 3);
    const [a, b] = await Promise.all([
      bookTrial(room.student.token, [slots[0]!]),
      bookTrial(room.student.token, [slots[2]!]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.message).toMatch(/already booked a trial lesson/);
    expect(await balancesOf(t, room.student.user.id)).toMatchObject({ walletPence: 9700, heldPence: 300 });
  });

  it('lets a student book again after the trial was declined (a trial that did not happen)', async () => {
    const room = await trialRoom(2);
    const slots = await addSlots(t, room.tutor.token, startIn(40), 3);
    const first = (await bookTrial(room.student.token, [slots[0]!])).body.data.session;
    const declined = await t.call('PUT', `/api/v1/tutoring/${first.id}/determine`, {
      token: room.tutor.token,
      body: { status: 'rejected', rejection_reason: 'I am away that day' },
    });
    expect(declined.status).toBe(200);
    const profile = await t.call('GET', `/api/v1/tutors/profile/${room.tutor.user.id}`, {
      token: room.student.token,
    });
    expect(profile.body.data.trial_taken).toBe(false);
    const refund = await ledgerTransaction(t, `session_settle:${first.id}`);
    const receipt = await t.call('GET', `/api/v1/receipts/${refund!.id}`, { token: room.student.token });
    expect(receipt.body.data.description).toBe('Trial lesson refund (to your wallet)');
    expect((await bookTrial(room.student.token, [slots[2]!])).status).toBe(200);
  });

  it('refuses a trial of two slots, and one from a tutor who offers none (422)', async () => {
    const room = await trialRoom(4);
    const slots = await addSlots(t, room.tutor.token, startIn(20), 2);
    const long = await bookTrial(room.student.token, slots);
    expect(long.status).toBe(422);
    expect(long.body.errors.availability_ids).toEqual([
      'A trial lesson is one 30-minute slot: choose a single time',
    ]);
    await setTrialPrice(room.tutor.token, null);
    const none = await bookTrial(room.student.token, [slots[0]!]);
    expect(none.status).toBe(422);
    expect(none.body.errors.trial).toEqual(['This tutor does not offer a trial lesson']);
    const notBoolean = await t.call('POST', '/api/v1/tutoring/book', {
      token: room.student.token,
      body: { availability_ids: [slots[0]], subject_id: catalogue.maths.id, trial: 'yes' },
    });
    expect(notBoolean.status).toBe(422);
  });
});

describe('GET /tutors?trial=1', () => {
  it('keeps only tutors who offer a trial, with its price on the card', async () => {
    const own = await createProfileCatalogue(t.ctx);
    const free = await createClassroom(t, {
      catalogue: own,
      tutor: { firstName: 'Freya', lastName: 'Trial' },
    });
    const paid = await createClassroom(t, {
      catalogue: own,
      tutor: { firstName: 'Paolo', lastName: 'Trial' },
    });
    const none = await createClassroom(t, {
      catalogue: own,
      tutor: { firstName: 'Nora', lastName: 'Trial' },
    });
    await setTrialPrice(free.tutor.token, 0);
    await setTrialPrice(paid.tutor.token, 5);
    const search = (query: string) =>
      t.call('GET', `/api/v1/tutors?subject_id=${own.maths.id}${query}`, { token: none.student.token });

    const all = await search('');
    expect(all.body.data).toHaveLength(3);
    const withTrial = await search('&trial=1');
    expect(withTrial.body.pagination.total).toBe(2);
    const prices = Object.fromEntries(
      withTrial.body.data.map((card: { full_name: string; trial_price: number }) => [
        card.full_name,
        card.trial_price,
      ]),
    );
    expect(prices).toEqual({ 'Freya Trial': 0, 'Paolo Trial': 5 });
    expect((await search('&trial=0')).body.data).toHaveLength(3);
    expect((await search('&trial=yes')).status).toBe(422);
  });
});
