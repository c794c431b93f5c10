import { adminLedgerTransactionSchema, adminPayoutSchema, adminWalletSchema } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { payoutAccounts, payouts } from '../../platform/db/schema/index.ts';
import { type AdminMoneyKit, adminMoneyKit, move } from './test-kit.ts';

let t: TestApp;
let admin: CreatedUser;
let kit: AdminMoneyKit;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.ctx, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  kit = adminMoneyKit(t, admin);
});

describe('access', () => {
  it('every admin money call is for admins only, changing nothing', async () => {
    const victim = await createUser(t.ctx);
    await kit.topUp(victim.user.id, 500);
    const id = victim.user.id;
    await expectAdminOnly(
      t,
      [
        { method: 'GET', url: `/api/v1/admin/users/${id}/wallet` },
        { method: 'GET', url: `/api/v1/admin/users/${id}/ledger` },
        { method: 'GET', url: '/api/v1/admin/payouts' },
        {
          method: 'POST',
          url: `/api/v1/admin/users/${id}/adjustments`,
          body: { account: 'wallet', direction: 'debit', amount: 5, reason: 'Take it all' },
        },
      ],
      () => kit.moneyOf(id),
    );
  });

  it('answers 404 for an unknown user and 422 for a bad id', async () => {
    const body = { account: 'wallet', direction: 'credit', amount: 1, reason: 'x' };
    expect((await kit.get('/api/v1/admin/users/999999/wallet')).status).toBe(404);
    expect((await kit.get('/api/v1/admin/users/999999/ledger')).status).toBe(404);
    const unknown = await kit.adjust(999999, body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect((await kit.get('/api/v1/admin/users/abc/wallet')).status).toBe(422);
    expect((await kit.adjust(0, body)).status).toBe(422);
  });
});

describe('GET /api/v1/admin/users/:id/wallet', () => {
  it('answers zeros and an incomplete payout account for a user who never moved money', async () => {
    const user = await createUser(t.ctx);
    const res = await kit.get(`/api/v1/admin/users/${user.user.id}/wallet`);
    expect(res.status).toBe(200);
    expect(adminWalletSchema.strict().parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toEqual({
      user_id: user.user.id,
      currency: 'GBP',
      wallet: 0,
      held: 0,
      earnings: 0,
      payout_pending: 0,
      payout_account: {
        status: 'incomplete',
        holder_name: null,
        account_last4: null,
        sort_code: null,
        problem_reason: null,
      },
    });
  });

  it('answers every balance in pounds from the ledger and the payout account, for a user of any tenant', async () => {
    const tenant = await createTenant(t.ctx);
    const tutor = await createUser(t.ctx, {
      role: 'teacher',
      subdomainId: tenant.id,
      connectAccountStatus: 'problem',
    });
    const id = tutor.user.id;
    await t.ctx.db.insert(payoutAccounts).values({
      userId: id,
      provider: 'sandbox',
      providerAccountId: `acct_${id}`,
      holderName: 'Malee Sukjai',
      sortCode: '112233',
      accountLast4: '1113',
      problemReason: 'The bank could not verify the account holder',
    });
    await kit.topUp(id, 1250);
    await kit.post({
      kind: 'booking_hold',
      userId: id,
      entries: move({ kind: 'wallet', userId: id }, { kind: 'held', userId: id }, 250),
    });
    await kit.post({
      kind: 'tutor_earning',
      userId: id,
      entries: move({ kind: 'platform' }, { kind: 'earnings', userId: id }, 4099),
    });
    await kit.post({
      kind: 'payout',
      userId: id,
      entries: move({ kind: 'earnings', userId: id }, { kind: 'payout_pending', userId: id }, 1000),
    });

    for (const headers of [{}, onTenant(tenant)]) {
      const res = await t.call('GET', `/api/v1/admin/users/${id}/wallet`, { token: admin.token, headers });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        user_id: id,
        currency: 'GBP',
        wallet: 10,
        held: 2.5,
        earnings: 30.99,
        payout_pending: 10,
        payout_account: {
          status: 'problem',
          holder_name: 'Malee Sukjai',
          account_last4: '1113',
          sort_code: '112233',
          problem_reason: 'The bank could not verify the account holder',
        },
      });
    }
  });
});

describe('GET /api/v1/admin/users/:id/ledger', () => {
  let tutor: CreatedUser;
  let student: CreatedUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    tutor = await createUser(t.ctx, { role: 'teacher' });
    student = await createUser(t.ctx);
    const tid = tutor.user.id;
    const sid = student.user.id;
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));
    ids.topUp = (
      await kit.post(
        {
          kind: 'top_up',
          userId: tid,
          entries: move({ kind: 'provider' }, { kind: 'wallet', userId: tid }, 2000),
        },
        at(1),
      )
    ).transactionId;
    ids.hold = (
      await kit.post(
        {
          kind: 'booking_hold',
          userId: tid,
          entries: move({ kind: 'wallet', userId: tid }, { kind: 'held', userId: tid }, 1500),
        },
        at(2),
      )
    ).transactionId;
    await kit.post(
      {
        kind: 'top_up',
        userId: sid,
        entries: move({ kind: 'provider' }, { kind: 'wallet', userId: sid }, 3000),
      },
      at(3),
    );
    await kit.post(
      {
        kind: 'booking_hold',
        userId: sid,
        entries: move({ kind: 'wallet', userId: sid }, { kind: 'held', userId: sid }, 3000),
      },
      at(4),
    );
    // The student's held money pays the tutor, minus the platform's fee: one transaction, two users.
    ids.release = (
      await kit.post(
        {
          kind: 'booking_release',
          userId: sid,
          memo: 'Session 42',
          entries: [
            { account: { kind: 'held', userId: sid }, amountPence: -3000 },
            { account: { kind: 'earnings', userId: tid }, amountPence: 2400 },
            { account: { kind: 'platform' }, amountPence: 600 },
          ],
        },
        at(5),
      )
    ).transactionId;
    ids.adjustment = (
      await kit.adjust(tid, { account: 'earnings', direction: 'credit', amount: 0.5, reason: 'Rounding' })
    ).body.data.id;
  });

  const ledger = (userId: number, query = '') => kit.get(`/api/v1/admin/users/${userId}/ledger${query}`);

  it('lists every transaction touching the user, newest first, with only their own entries', async () => {
    const res = await ledger(tutor.user.id);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      total: 4,
      count: 4,
      per_page: 20,
      current_page: 1,
      total_pages: 1,
    });
    for (const row of res.body.data) expect(adminLedgerTransactionSchema.strict().parse(row)).toEqual(row);
    expect(res.body.data).toEqual([
      {
        id: ids.adjustment,
        kind: 'adjustment',
        memo: 'Rounding',
        created_by: { id: admin.user.id, full_name: 'Ada Admin' },
        created_at: expect.any(String),
        entries: [{ account: 'earnings', amount: 0.5 }],
      },
      {
        id: ids.release,
        kind: 'booking_release',
        memo: 'Session 42',
        created_by: null,
        created_at: '2026-01-05T09:05:00.000Z',
        entries: [{ account: 'earnings', amount: 24 }],
      },
      {
        id: ids.hold,
        kind: 'booking_hold',
        memo: null,
        created_by: null,
        created_at: '2026-01-05T09:02:00.000Z',
        entries: [
          { account: 'wallet', amount: -15 },
          { account: 'held', amount: 15 },
        ],
      },
      {
        id: ids.topUp,
        kind: 'top_up',
        memo: null,
        created_by: null,
        created_at: '2026-01-05T09:01:00.000Z',
        entries: [{ account: 'wallet', amount: 20 }],
      },
    ]);

    const students = await ledger(student.user.id);
    expect(students.body.data.map((row: { kind: string }) => row.kind)).toEqual([
      'booking_release',
      'booking_hold',
      'top_up',
    ]);
    expect(students.body.data[0].entries).toEqual([{ account: 'held', amount: -30 }]);
  });

  it('pages', async () => {
    const page2 = await ledger(tutor.user.id, '?per_page=3&page=2');
    expect(page2.body.data.map((row: { id: number }) => row.id)).toEqual([ids.topUp]);
    expect(page2.body.pagination).toEqual({
      total: 4,
      count: 1,
      per_page: 3,
      current_page: 2,
      total_pages: 2,
    });
    const page1 = await ledger(tutor.user.id, '?per_page=3');
    expect(page1.body.data.map((row: { id: number }) => row.id)).toEqual([
      ids.adjustment,
      ids.release,
      ids.hold,
    ]);
    expect((await ledger(tutor.user.id, '?page=9')).body.data).toEqual([]);
  });

  it('answers an empty page for a user without movements', async () => {
    const user = await createUser(t.ctx);
    expect((await ledger(user.user.id)).body).toEqual({
      success: true,
      data: [],
      pagination: { total: 0, count: 0, per_page: 20, current_page: 1, total_pages: 1 },
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await ledger(tutor.user.id, `?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual(['Invalid value']);
  });
});

describe('GET /api/v1/admin/payouts', () => {
  const created: Record<string, string> = {};
  let malee: CreatedUser;
  let somchai: CreatedUser;

  /** A payout as the payouts module records it: earnings to payout_pending in the ledger, and its row. */
  async function payout(
    user: CreatedUser,
    pence: number,
    status: 'pending' | 'paid' | 'failed',
    day: number,
    failureReason: string | null = null,
  ) {
    const id = user.user.id;
    const createdAt = new Date(Date.UTC(2026, 1, day, 10));
    await kit.post({
      kind: 'tutor_earning',
      userId: id,
      entries: move({ kind: 'platform' }, { kind: 'earnings', userId: id }, pence),
    });
    const [row] = await t.ctx.db
      .insert(payouts)
      .values({
        userId: id,
        amountPence: pence,
        status,
        provider: 'sandbox',
        failureReason,
        expectedBy: new Date(Date.UTC(2026, 1, day + 9)).toISOString().slice(0, 10),
        createdAt,
        settledAt: status === 'pending' ? null : new Date(Date.UTC(2026, 1, day + 2, 12)),
      })
      .returning({ id: payouts.id });
    await kit.post({
      kind: 'payout',
      userId: id,
      reference: { payout_id: row!.id },
      entries: move({ kind: 'earnings', userId: id }, { kind: 'payout_pending', userId: id }, pence),
    });
    return row!.id;
  }

  beforeAll(async () => {
    malee = await createUser(t.ctx, { role: 'teacher', firstName: 'Malee', lastName: 'Sukjai' });
    somchai = await createUser(t.ctx, { role: 'teacher', firstName: 'Somchai', lastName: 'Jaidee' });
    created.paid = await payout(malee, 4550, 'paid', 1);
    created.failed = await payout(somchai, 1000, 'failed', 2, 'The bank refused the transfer');
    created.pending = await payout(malee, 2000, 'pending', 3);
  });

  it('lists every user’s payouts newest first, with whose they are', async () => {
    const res = await kit.get('/api/v1/admin/payouts');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      total: 3,
      count: 3,
      per_page: 20,
      current_page: 1,
      total_pages: 1,
    });
    for (const row of res.body.data) expect(adminPayoutSchema.strict().parse(row)).toEqual(row);
    expect(res.body.data).toEqual([
      {
        id: created.pending,
        amount: 20,
        status: 'pending',
        failure_reason: null,
        expected_by: '2026-02-12',
        created_at: '2026-02-03T10:00:00.000Z',
        paid_at: null,
        user: { id: malee.user.id, full_name: 'Malee Sukjai', email: malee.user.email },
      },
      {
        id: created.failed,
        amount: 10,
        status: 'failed',
        failure_reason: 'The bank refused the transfer',
        expected_by: '2026-02-11',
        created_at: '2026-02-02T10:00:00.000Z',
        paid_at: null,
        user: { id: somchai.user.id, full_name: 'Somchai Jaidee', email: somchai.user.email },
      },
      {
        id: created.paid,
        amount: 45.5,
        status: 'paid',
        failure_reason: null,
        expected_by: '2026-02-10',
        created_at: '2026-02-01T10:00:00.000Z',
        paid_at: '2026-02-03T12:00:00.000Z',
        user: { id: malee.user.id, full_name: 'Malee Sukjai', email: malee.user.email },
      },
    ]);
  });

  it('filters by status', async () => {
    for (const status of ['pending', 'paid', 'failed'] as const) {
      const res = await kit.get(`/api/v1/admin/payouts?status=${status}`);
      expect(res.body.data.map((row: { id: string }) => row.id)).toEqual([created[status]]);
      expect(res.body.pagination.total).toBe(1);
    }
  });

  it('pages by 20', async () => {
    const many = await createUser(t.ctx, { role: 'teacher' });
    for (let day = 4; day < 25; day += 1) await payout(many, 100, 'paid', day);
    const page1 = await kit.get('/api/v1/admin/payouts?status=paid');
    expect(page1.body.pagination).toEqual({
      total: 22,
      count: 20,
      per_page: 20,
      current_page: 1,
      total_pages: 2,
    });
    const page2 = await kit.get('/api/v1/admin/payouts?status=paid&page=2');
    expect(page2.body.data.map((row: { created_at: string }) => row.created_at)).toEqual([
      '2026-02-04T10:00:00.000Z',
      '2026-02-01T10:00:00.000Z',
    ]);
    expect(page2.body.data.at(-1).id).toBe(created.paid);
  });

  it.each([
    ['status=lost', 'status'],
    ['page=0', 'page'],
    ['page=x', 'page'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await kit.get(`/api/v1/admin/payouts?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual(['Invalid value']);
  });
});

describe('API documentation', () => {
  it('documents every admin money call, with the Idempotency-Key header', async () => {
    const { paths } = (await t.call('GET', '/api/docs/json')).body;
    const operations = [
      paths['/api/v1/admin/users/{id}/wallet']?.get,
      paths['/api/v1/admin/users/{id}/ledger']?.get,
      paths['/api/v1/admin/users/{id}/adjustments']?.post,
      paths['/api/v1/admin/payouts']?.get,
    ];
    for (const operation of operations) {
      expect(operation?.summary).toBeTruthy();
      expect(operation.tags).toEqual(['admin']);
      expect(operation.responses['200']).toBeDefined();
    }
    expect(operations[2].parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      ]),
    );
  });
});
