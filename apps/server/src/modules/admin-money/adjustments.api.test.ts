import { randomUUID } from 'node:crypto';
import { adminLedgerTransactionSchema } from '@kru/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../platform/db/schema/index.ts';
import { type AdminMoneyKit, adminMoneyKit, move } from './test-kit.ts';

let t: TestApp;
let admin: CreatedUser;
let kit: AdminMoneyKit;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.ctx, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  kit = adminMoneyKit(t, admin);
});

describe('POST /api/v1/admin/users/:id/adjustments', () => {
  const valid = {
    account: 'wallet',
    direction: 'credit',
    amount: 12.5,
    reason: 'Goodwill for a dropped call',
  };

  it.each([
    [{ ...valid, amount: undefined }, 'amount', 'Enter an amount in pounds'],
    [{ ...valid, amount: 'ten' }, 'amount', 'Enter an amount in pounds'],
    [{ ...valid, amount: 0 }, 'amount', 'Enter an amount in pounds'],
    [{ ...valid, amount: -5 }, 'amount', 'Enter an amount in pounds'],
    [{ ...valid, amount: 1.234 }, 'amount', 'The amount can have at most two decimals'],
    [{ ...valid, amount: 1000.01 }, 'amount', 'The maximum is £1,000.00 at a time'],
    [{ ...valid, reason: undefined }, 'reason', 'Reason is required'],
    [{ ...valid, reason: '   ' }, 'reason', 'Reason is required'],
    [{ ...valid, account: 'held' }, 'account', 'Invalid value'],
    [{ ...valid, account: undefined }, 'account', 'Invalid value'],
    [{ ...valid, direction: 'sideways' }, 'direction', 'Invalid value'],
  ])('answers 422 for %j, moving nothing', async (body, field, message) => {
    const user = await createUser(t.ctx);
    const before = await kit.moneyOf(user.user.id);
    const res = await kit.adjust(user.user.id, body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toEqual([message]);
    expect(await kit.moneyOf(user.user.id)).toEqual(before);
  });

  it('answers the reason rule in Thai when asked', async () => {
    const user = await createUser(t.ctx);
    const res = await t.call('POST', `/api/v1/admin/users/${user.user.id}/adjustments`, {
      token: admin.token,
      body: { ...valid, reason: '' },
      headers: { 'accept-language': 'th' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.reason).toEqual(['กรุณาระบุเหตุผล']);
  });

  it('a credit moves money from the platform to the wallet in one transaction, audited with the reason', async () => {
    const student = await createUser(t.ctx);
    const id = student.user.id;
    const platformBefore = await kit.platformBalance();
    const res = await kit.adjust(id, { ...valid, reason: '  Goodwill for a dropped call ' });
    expect(res.status).toBe(200);
    expect(adminLedgerTransactionSchema.strict().parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      kind: 'adjustment',
      memo: 'Goodwill for a dropped call',
      created_by: { id: admin.user.id, full_name: 'Ada Admin' },
      created_at: expect.any(String),
      entries: [{ account: 'wallet', amount: 12.5 }],
    });
    const transactionId = res.body.data.id;

    const [row] = await t.ctx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, transactionId));
    expect(row).toMatchObject({
      kind: 'adjustment',
      userId: id,
      memo: 'Goodwill for a dropped call',
      createdBy: admin.user.id,
      idempotencyKey: expect.stringMatching(new RegExp(`^admin-adjustment:${id}:[0-9a-f-]{36}$`)),
    });
    const entries = await t.ctx.db
      .select({ kind: ledgerAccounts.kind, userId: ledgerAccounts.userId, pence: ledgerEntries.amountPence })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, transactionId))
      .orderBy(asc(ledgerEntries.amountPence));
    expect(entries).toEqual([
      { kind: 'platform', userId: null, pence: -1250 },
      { kind: 'wallet', userId: id, pence: 1250 },
    ]);
    expect(await kit.platformBalance()).toBe(platformBefore - 1250);
    expect(await kit.wallet(id)).toMatchObject({ wallet: 12.5, earnings: 0 });

    expect(await kit.auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'ledger.adjusted',
        subjectType: 'user',
        subjectId: id,
        comment: 'Goodwill for a dropped call',
        metadata: {
          account: 'wallet',
          direction: 'credit',
          amount_pence: 1250,
          transaction_id: transactionId,
        },
      }),
    ]);
    const detail = await kit.get(`/api/v1/admin/users/${id}`);
    expect(detail.body.data.history).toEqual([
      {
        id: expect.any(Number),
        action: 'ledger.adjusted',
        actor: { id: admin.user.id, full_name: 'Ada Admin' },
        comment: 'Goodwill for a dropped call',
        created_at: expect.any(String),
      },
    ]);
  });

  it('a debit takes money back from earnings to the platform', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const id = tutor.user.id;
    await kit.post({
      kind: 'tutor_earning',
      userId: id,
      entries: move({ kind: 'platform' }, { kind: 'earnings', userId: id }, 3000),
    });
    const res = await kit.adjust(id, {
      account: 'earnings',
      direction: 'debit',
      amount: '10.01',
      reason: 'Paid twice',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'adjustment',
      entries: [{ account: 'earnings', amount: -10.01 }],
    });
    expect(await kit.wallet(id)).toMatchObject({ wallet: 0, earnings: 19.99 });
    expect((await kit.auditOf(id)).map((row) => row.metadata)).toEqual([
      { account: 'earnings', direction: 'debit', amount_pence: 1001, transaction_id: res.body.data.id },
    ]);
  });

  it('a debit may empty the account but never overdraw it: 409 and nothing changes', async () => {
    const student = await createUser(t.ctx);
    const id = student.user.id;
    await kit.topUp(id, 1000);
    const before = await kit.moneyOf(id);
    const platformBefore = await kit.platformBalance();
    const over = await kit.adjust(id, {
      account: 'wallet',
      direction: 'debit',
      amount: 10.01,
      reason: 'Too much',
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'CONFLICT', message: 'Your wallet balance is too low for this' });
    const noEarnings = await kit.adjust(id, {
      account: 'earnings',
      direction: 'debit',
      amount: 1,
      reason: 'None',
    });
    expect(noEarnings.status).toBe(409);
    expect(await kit.moneyOf(id)).toEqual(before);
    expect(await kit.platformBalance()).toBe(platformBefore);

    const exact = await kit.adjust(id, {
      account: 'wallet',
      direction: 'debit',
      amount: 10,
      reason: 'Exactly all',
    });
    expect(exact.status).toBe(200);
    expect(await kit.wallet(id)).toMatchObject({ wallet: 0 });
  });

  it('repeating an Idempotency-Key answers the first adjustment and moves nothing', async () => {
    const student = await createUser(t.ctx);
    const id = student.user.id;
    const key = randomUUID();
    const first = await kit.adjust(id, valid, key);
    expect(first.status).toBe(200);
    const repeats = await Promise.all([kit.adjust(id, valid, key), kit.adjust(id, valid, key)]);
    for (const repeat of repeats) {
      expect(repeat.status).toBe(200);
      expect(repeat.body).toEqual(first.body);
    }
    const money = await kit.moneyOf(id);
    expect(money.transactions).toHaveLength(1);
    expect(money.transactions[0]!.idempotencyKey).toBe(`admin-adjustment:${id}:${key}`);
    expect(money.audit).toHaveLength(1);
    expect(await kit.wallet(id)).toMatchObject({ wallet: 12.5 });

    const reused = await kit.adjust(id, { ...valid, amount: 20 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for a different adjustment');
    expect(await kit.moneyOf(id)).toEqual(money);

    // The key belongs to the user it was used for: another user's adjustment with it is a new one.
    const other = await createUser(t.ctx);
    const elsewhere = await kit.adjust(other.user.id, valid, key);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.id).not.toBe(first.body.data.id);
    expect(await kit.wallet(other.user.id)).toMatchObject({ wallet: 12.5 });
  });

  it('parallel adjustments without a key are each their own', async () => {
    const student = await createUser(t.ctx);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => kit.adjust(student.user.id, { ...valid, amount: 1 })),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await kit.wallet(student.user.id)).toMatchObject({ wallet: 5 });
    expect(await kit.auditOf(student.user.id)).toHaveLength(5);
  });

  it('refuses a too long Idempotency-Key', async () => {
    const student = await createUser(t.ctx);
    const res = await kit.adjust(student.user.id, valid, 'k'.repeat(201));
    expect(res.status).toBe(422);
    expect((await kit.moneyOf(student.user.id)).transactions).toEqual([]);
  });

  it('admin accounts hold no money: 422 with its message, nothing moved', async () => {
    const other = await createUser(t.ctx, { role: 'admin' });
    for (const target of [other.user.id, admin.user.id]) {
      const before = await kit.moneyOf(target);
      const res = await kit.adjust(target, valid);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Admin accounts do not hold money, so their balances cannot be adjusted',
      });
      expect(await kit.moneyOf(target)).toEqual(before);
    }
  });
});
