import { MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n.ts';
import { payoutFailedEmail } from '../../platform/mail/templates.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { fullName } from '../../platform/person-name.ts';
import { lockUserAccount, postTransaction } from '../ledger/index.ts';
import { isPayoutId } from './policy.ts';
import { findPayee, lockPayout, markPayoutSettled, type PayoutRow } from './repository.ts';

/**
 * A payout reached the bank (payout_pending -> provider, key `payout_paid:<id>`) or failed (its money returns to
 * the earnings, see `failPendingPayout`). Only a pending payout settles: a settled one ignores later events, and
 * an unknown payout is ignored.
 */
export async function settlePayout(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  event: Extract<PaymentEvent, { type: 'payout.settled' }>,
): Promise<void> {
  if (!isPayoutId(event.payoutId)) return;
  const payout = await lockPayout(tx, event.payoutId);
  if (payout?.status !== 'pending') return;
  if (event.status === 'failed') {
    await failPendingPayout(ctx, tx, afterCommit, payout, event.reason || MSG.payoutRejectedByBank);
    return;
  }
  const now = ctx.clock.now();
  await markPayoutSettled(tx, payout.id, { status: 'paid', failureReason: null }, now);
  await postTransaction(
    tx,
    {
      idempotencyKey: `payout_paid:${payout.id}`,
      kind: 'payout_paid',
      userId: payout.userId,
      entries: [
        { account: { kind: 'payout_pending', userId: payout.userId }, amountPence: -payout.amountPence },
        { account: { kind: 'provider' }, amountPence: payout.amountPence },
      ],
      reference: { payout_id: payout.id },
    },
    now,
  );
}

/**
 * A pending payout (locked by the caller) failed: it is marked failed with the reason (a message key of Kru's,
 * or the provider's words), its money goes back to the earnings (payout_pending -> earnings, key
 * `payout_failed:<id>`), and the tutor is e-mailed after commit.
 */
export async function failPendingPayout(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  payout: PayoutRow,
  reason: string,
): Promise<PayoutRow> {
  const now = ctx.clock.now();
  // The earnings account first, like a withdrawal: the two never wait on each other in opposite orders.
  await lockUserAccount(tx, payout.userId, 'earnings');
  const failed = await markPayoutSettled(tx, payout.id, { status: 'failed', failureReason: reason }, now);
  await postTransaction(
    tx,
    {
      idempotencyKey: `payout_failed:${payout.id}`,
      kind: 'payout_failed',
      userId: payout.userId,
      entries: [
        { account: { kind: 'payout_pending', userId: payout.userId }, amountPence: -payout.amountPence },
        { account: { kind: 'earnings', userId: payout.userId }, amountPence: payout.amountPence },
      ],
      reference: { payout_id: payout.id },
    },
    now,
  );

  const row = await findPayee(tx, payout.userId);
  if (row) {
    const { payee } = row;
    await ctx.mailer.enqueue(
      tx,
      payoutFailedEmail({
        to: payee.email,
        language: payee.language,
        name: fullName(payee),
        amount: new Intl.NumberFormat(payee.language === 'th' ? 'th-TH' : 'en-GB', {
          style: 'currency',
          currency: 'GBP',
        }).format(payout.amountPence / 100),
        reason: translate(reason, payee.language),
        link: `${ctx.config.appUrl}/fees`,
      }),
    );
    afterCommit(() => ctx.mailer.wake());
  }
  return failed;
}
