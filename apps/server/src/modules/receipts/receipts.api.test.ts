import { cardPaymentSchema, movementSchema, receiptSchema } from '@kru/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type Classroom, createClassroom, insertSession } from '../../../test/sessions.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { topUp } from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { splitSessionMoney } from '../session-money/index.ts';
import { recordVatRate } from './record-vat-rate.ts';

let t: TestApp;
let room: Classroom;
const clock = movableClock(new Date('2030-05-01T09:00:00Z'));
const receipts: Record<string, string> = {};

type Row = Record<string, unknown>;
const get = (path: string, token?: string, language = 'en') =>
  t.call('GET', `/api/v1${path}`, { token, headers: { 'accept-language': language } });
/** The PDF's raw bytes (the JSON helper above reads bodies as text). */
const pdfOf = (id: string, token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/receipts/${id}/pdf${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

/**
 * One student's money story: a £100 top-up, a £25 lesson paid from the wallet and half refunded, a monthly
 * subscription by card, and what is left refunded to the card.
 */
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  room = await createClassroom(t, { funds: 100, student: { timeZone: 'Asia/Bangkok' } });
  clock.advance(60_000);
  const { session } = await insertSession(t, room, { startingAt: new Date('2030-05-10T17:00:00Z') });
  clock.advance(60_000);
  await inTransaction(t.ctx.db, (tx) =>
    splitSessionMoney(tx, session, { studentPence: 1250, tutorPence: 1250 }, clock.now()),
  );
  clock.advance(60_000);
  await subscribe(t, room.student.token, 'monthly');
  clock.advance(60_000);
  expect((await get('/wallet/refund', room.student.token)).status).toBe(200);

  const history = await get('/wallet/transactions', room.student.token);
  for (const movement of history.body.data as Row[]) {
    expect(movementSchema.parse(movement)).toEqual(movement);
    if (movement.receipt_id) receipts[movement.kind as string] = movement.receipt_id as string;
  }
  const cards = await get('/wallet/card-payments', room.student.token);
  const [subscription] = cards.body.data as Row[];
  receipts.subscription = subscription!.receipt_id as string;
});

describe('the wallet history and the card payments', () => {
  it('lists only wallet movements, each with its receipt; no card payment', async () => {
    const res = await get('/wallet/transactions', room.student.token);
    expect(res.body.data.map((m: Row) => [m.kind, m.amount, m.receipt_id !== null])).toEqual([
      ['refund', -87.5, true],
      ['booking_refund', 12.5, true],
      ['booking_hold', -25, true],
      ['top_up', 100, true],
    ]);
    expect(res.body.data.some((m: Row) => m.kind === 'subscription')).toBe(false);
    expect(res.body.pagination).toMatchObject({ total: 4 });
  });

  it('lists the subscription under card payments, in the caller’s language', async () => {
    const res = await get('/wallet/card-payments', room.student.token, 'th');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(cardPaymentSchema.parse(res.body.data[0])).toEqual(res.body.data[0]);
    expect(res.body.data[0]).toMatchObject({ kind: 'subscription', amount: 9.99, description: 'ค่าสมาชิก' });
    expect(res.body.pagination).toMatchObject({ total: 1, current_page: 1 });
    // A tutor has none; an admin holds no wallet.
    expect((await get('/wallet/card-payments', room.tutor.token)).body.data).toEqual([]);
    const admin = await createUser(t.ctx, { role: 'admin' });
    expect((await get('/wallet/card-payments', admin.token)).status).toBe(403);
  });
});

describe('GET /receipts/{id}', () => {
  it.each([
    ['top_up', 100, 'Wallet top-up (paid by card)'],
    ['booking_hold', 25, 'Lesson payment (from your wallet)'],
    ['booking_refund', 12.5, 'Lesson refund (to your wallet)'],
    ['refund', 87.5, 'Refund to your card'],
    ['subscription', 9.99, 'Subscription payment (paid by card)'],
  ])(
    'gives the %s receipt its amount and a VAT line of 0.00 (no rate configured)',
    async (kind, total, text) => {
      const res = await get(`/receipts/${receipts[kind]}`, room.student.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(receiptSchema.parse(res.body.data)).toEqual(res.body.data);
      expect(res.body.data).toMatchObject({
        id: receipts[kind],
        number: `KRU-${receipts[kind]!.padStart(6, '0')}`,
        kind,
        description: text,
        net: total,
        vat_rate: 0,
        vat: 0,
        total,
        currency: 'GBP',
        payer: { full_name: 'Somchai Student', email: room.student.user.email },
        time_zone: 'Asia/Bangkok',
      });
    },
  );

  it('names the lesson of a lesson payment and refund: subject, level, tutor and time; other kinds none', async () => {
    const lesson = {
      subject: 'Maths',
      level: 'Year 10',
      tutor_name: 'Malee Sukjai',
      starting_at: '2030-05-10T17:00:00.000Z',
    };
    for (const kind of ['booking_hold', 'booking_refund']) {
      expect((await get(`/receipts/${receipts[kind]}`, room.student.token)).body.data.lesson).toEqual(lesson);
    }
    const th = await get(`/receipts/${receipts.booking_hold}`, room.student.token, 'th');
    expect(th.body.data.lesson).toMatchObject({ subject: 'คณิตศาสตร์', level: 'ปีที่ 10' });
    for (const kind of ['top_up', 'refund', 'subscription']) {
      expect((await get(`/receipts/${receipts[kind]}`, room.student.token)).body.data.lesson).toBeNull();
    }
  });

  it('splits the VAT out of the total at the configured rate while none is recorded', async () => {
    t.ctx.config.vatRatePercent = 20;
    try {
      const res = await get(`/receipts/${receipts.top_up}`, room.student.token);
      expect(res.body.data).toMatchObject({ total: 100, vat_rate: 20, vat: 16.67, net: 83.33 });
    } finally {
      t.ctx.config.vatRatePercent = 0;
    }
  });

  it('is the payer’s and the admin team’s only: anyone else, and ids without a receipt, get a 404', async () => {
    const admin = await createUser(t.ctx, { role: 'admin' });
    const stranger = await createUser(t.ctx);
    for (const id of Object.values(receipts)) {
      expect((await get(`/receipts/${id}`, admin.token)).status).toBe(200);
      expect((await get(`/receipts/${id}`, stranger.token)).status).toBe(404);
      expect((await get(`/receipts/${id}`, room.tutor.token)).status).toBe(404);
      expect((await get(`/receipts/${id}/pdf`, stranger.token)).status).toBe(404);
      expect((await get(`/receipts/${id}`)).status).toBe(401);
    }
    // The tutor's earning from the lesson is a ledger movement of theirs, but not one with a receipt.
    const earning = Number(receipts.booking_refund) + 1;
    expect((await get(`/receipts/${earning}`, room.tutor.token)).status).toBe(404);
    expect((await get('/receipts/2147483647', room.student.token)).status).toBe(404);
    expect((await get('/receipts/abc', room.student.token)).status).toBe(422);
  });
});

describe('GET /receipts/{id}/pdf', () => {
  it('is a PDF with the amounts and the VAT line, in English or Thai', async () => {
    const en = await pdfOf(receipts.booking_hold!, room.student.token);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain(`kru-receipt-KRU-`);
    expect(en.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(en.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain('Lesson payment (from your wallet)');
    expect(text).toContain('£25.00');
    expect(text).toContain('VAT (0%) £0.00');
    expect(text).toContain('Somchai Student');
    // The lesson, its tutor, and its start in the payer's zone (17:00 UTC is past midnight in Bangkok).
    expect(text).toContain('Maths · Year 10');
    expect(text).toContain('Tutor Malee Sukjai');
    expect(text).toMatch(/Lesson time Saturday, 11 May 2030 at 00:00/);

    const th = await pdfOf(receipts.booking_hold!, room.student.token, '?language=th');
    const thai = await pdfText(th.rawPayload);
    expect(thai).toContain('ใบเสร็จรับเงิน');
    expect(thai).toContain('ค่าคาบเรียน (จากกระเป๋าเงินของคุณ)');
    expect(thai).toContain('£25.00');
    expect(thai).toMatch(/ภาษีมูลค่าเพิ่ม \(0%\) ?£0\.00/);
    expect(thai).toContain('คณิตศาสตร์ · ปีที่ 10');
    expect(thai).toContain('Malee Sukjai');
    expect((await get(`/receipts/${receipts.top_up}/pdf?language=fr`, room.student.token)).status).toBe(422);
  });

  it('heads money given back as a refund, addressed to whom it was refunded', async () => {
    for (const kind of ['booking_refund', 'refund']) {
      const text = await pdfText((await pdfOf(receipts[kind]!, room.student.token)).rawPayload);
      expect(text).toContain('Refund receipt');
      expect(text).toContain('Refunded to Somchai Student');
      expect(text).not.toContain('Billed to');
      const thai = await pdfText(
        (await pdfOf(receipts[kind]!, room.student.token, '?language=th')).rawPayload,
      );
      expect(thai).toContain('ใบเสร็จการคืนเงิน');
      expect(thai).toContain('คืนเงินให้แก่');
    }
    const paid = await pdfText((await pdfOf(receipts.top_up!, room.student.token)).rawPayload);
    expect(paid).toContain('Billed to Somchai Student');
    expect(paid).not.toContain('Refund receipt');
  });
});

describe('time zone setting and card errors', () => {
  it('refuses an unknown time zone with a clear message and keeps a known one, canonically spelt', async () => {
    const user = await createUser(t.ctx);
    const bad = await t.call('POST', '/api/v1/user', {
      token: user.token,
      body: { time_zone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.time_zone).toEqual([
      'Unknown time zone. Choose one from the list, such as Asia/Bangkok or Europe/London.',
    ]);
    const good = await t.call('POST', '/api/v1/user', {
      token: user.token,
      body: { time_zone: 'europe/london' },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.time_zone).toBe('Europe/London');
  });

  it('says a declined card in the payer’s words, and a mistyped number is a field error, not a decline', async () => {
    const user = await createUser(t.ctx);
    const open = await t.call('GET', '/api/v1/wallet/checkout?amount=10', { token: user.token });
    const paymentId = /payment=([0-9a-f-]{36})/.exec(open.body.data.redirect_url)![1]!;
    const pay = (card: string) =>
      t.call('POST', `/api/v1/sandbox/checkout/${paymentId}/complete`, {
        token: user.token,
        body: { outcome: 'pay', card_number: card },
      });

    const mistyped = await pay('4242 4242 4242 4241');
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.errors.card_number).toEqual([
      'This card number is not valid. Check the digits and try again.',
    ]);
    expect((await get(`/wallet/payments/${paymentId}`, user.token)).body.data.status).toBe('open');

    expect((await pay('4000 0000 0000 0002')).status).toBe(200);
    const en = await get(`/wallet/payments/${paymentId}`, user.token);
    expect(en.body.data).toMatchObject({
      status: 'failed',
      failure_reason: 'card_declined',
      failure_message: 'Your card was declined. Try another card.',
    });
    const th = await get(`/wallet/payments/${paymentId}`, user.token, 'th');
    expect(th.body.data.failure_message).toBe('บัตรของคุณถูกปฏิเสธ ลองใช้บัตรอื่น');
  });
});

// Last in the file: the rates it records stay in its database.
describe('the VAT rate of a receipt', () => {
  const vatOf = async (id: string) => {
    const { vat_rate, vat, net, total } = (await get(`/receipts/${id}`, room.student.token)).body.data;
    return { vat_rate, vat, net, total };
  };
  const receiptOfPayment = async (paymentId: string) =>
    (
      await t.ctx.db.execute<{ id: string }>(
        sql`SELECT id::text AS id FROM ledger_transactions WHERE reference->>'payment_id' = ${paymentId}`,
      )
    ).rows[0]!.id;
  const recordedRates = async () =>
    (
      await t.ctx.db.execute<{ rate: string }>(
        sql`SELECT rate_percent::text AS rate FROM vat_rates ORDER BY id`,
      )
    ).rows.map((row) => Number(row.rate));

  it('is the rate in force when it was paid: a server started at a new rate changes no earlier receipt', async () => {
    // A server starts with VAT_RATE_PERCENT=20: what was paid before the first recorded rate is read at it.
    t.ctx.config.vatRatePercent = 20;
    await recordVatRate(t.ctx);
    clock.advance(60_000);
    const before = await topUp(t, room.student.token, 42);
    clock.advance(60_000);
    // Restarted with 5%, twice: the second start records nothing.
    t.ctx.config.vatRatePercent = 5;
    await recordVatRate(t.ctx);
    await recordVatRate(t.ctx);
    expect(await recordedRates()).toEqual([20, 5]);
    clock.advance(60_000);
    const after = await topUp(t, room.student.token, 42);
    const [earlier, later] = await Promise.all([before, after].map(receiptOfPayment));
    try {
      expect(await vatOf(receipts.top_up!)).toEqual({ vat_rate: 20, vat: 16.67, net: 83.33, total: 100 });
      expect(await vatOf(earlier!)).toEqual({ vat_rate: 20, vat: 7, net: 35, total: 42 });
      expect(await vatOf(later!)).toEqual({ vat_rate: 5, vat: 2, net: 40, total: 42 });
      expect(await pdfText((await pdfOf(earlier!, room.student.token)).rawPayload)).toContain(
        'VAT (20%) £7.00',
      );
    } finally {
      t.ctx.config.vatRatePercent = 0;
    }
  });
});
