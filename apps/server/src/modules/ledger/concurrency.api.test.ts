import { MSG } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  openTopUp,
  payCheckout,
  paymentRow,
  topUp,
  transactionsOfPayment,
  walletOf,
} from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';
import { getBalances, postTransaction } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const sql = async <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.ctx.db.$client.query<R>(text, values)).rows;

/** One debit of the wallet (wallet -> platform) in its own database transaction. */
const debit = (userId: number, key: string, pence: number) =>
  inTransaction(t.ctx.db, (tx) =>
    postTransaction(
      tx,
      {
        idempotencyKey: key,
        kind: 'subscription',
        userId,
        entries: [
          { account: { kind: 'wallet', userId }, amountPence: -pence },
          { account: { kind: 'platform' }, amountPence: pence },
        ],
      },
      t.ctx.clock.now(),
    ),
  );

describe('concurrency on the real PostgreSQL', () => {
  it('lets exactly 50 of 100 parallel debits of 1.00 through a wallet holding 50.00', async () => {
    const { user, token } = await createUser(t.ctx);
    await topUp(t, token, 50);

    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => debit(user.id, `race:${user.id}:${i}`, 100)),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(50);
    expect(failed).toHaveLength(50);
    for (const { reason } of failed) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).message).toBe(MSG.insufficientBalance);
    }
    expect((await getBalances(t.ctx.db, user.id)).walletPence).toBe(0);
    expect((await walletOf(t, token)).balance).toBe(0);
    // Only the debits that succeeded were written, and the balance is what the entries say.
    const [row] = await sql<{ n: string; sum: string }>(
      `SELECT count(DISTINCT e.transaction_id) AS n, sum(e.amount_pence) AS sum
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.user_id = $1 AND a.kind = 'wallet'`,
      [user.id],
    );
    expect(row).toEqual({ n: '51', sum: '0' });
    expect(
      await sql('SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance_pence < 0'),
    ).toEqual([]);
  });

  it('credits a checkout.succeeded delivered three times in parallel once', async () => {
    const { user, token } = await createUser(t.ctx);
    const paymentId = await openTopUp(t, token, 25);
    const results = await Promise.all([1, 2, 3].map(() => payCheckout(t, paymentId, `evt_dup_${paymentId}`)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await transactionsOfPayment(t, paymentId)).toBe(1);
    expect((await getBalances(t.ctx.db, user.id)).walletPence).toBe(2500);
    expect((await paymentRow(t, paymentId)).status).toBe('succeeded');
  });

  it('credits once when three different events report the same payment at once', async () => {
    const { user, token } = await createUser(t.ctx);
    const paymentId = await openTopUp(t, token, 7.25);
    const results = await Promise.all(
      [1, 2, 3].map((n) => payCheckout(t, paymentId, `evt_${n}_${paymentId}`)),
    );
    expect(results.every((r) => r.applied)).toBe(true);
    expect(await transactionsOfPayment(t, paymentId)).toBe(1);
    expect((await getBalances(t.ctx.db, user.id)).walletPence).toBe(725);
  });

  it('lets a refund and top-ups of the same wallet run together without a deadlock', async () => {
    for (let round = 0; round < 6; round++) {
      const { user, token } = await createUser(t.ctx);
      await topUp(t, token, 10);
      const pending = await Promise.all(Array.from({ length: 6 }, () => openTopUp(t, token, 1)));
      const [refunded, ...completions] = await Promise.all([
        t.call('GET', '/api/v1/wallet/refund', { token }),
        ...pending.map((paymentId) =>
          handlePaymentEvent(t.ctx, 'sandbox', {
            id: `evt_mix_${paymentId}`,
            type: 'checkout.succeeded',
            paymentId,
            chargeRef: null,
          }),
        ),
      ]);
      expect(completions.every((c) => c.applied)).toBe(true);
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      const refundedPence = Math.round(refunded.body.data.refunded * 100);
      expect((await getBalances(t.ctx.db, user.id)).walletPence).toBe(1600 - refundedPence);
    }
  });
});
