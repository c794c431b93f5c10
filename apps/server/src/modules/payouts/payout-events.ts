import type { PayoutAccount, SandboxConnectBody } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Queryable, Tx } from '../../platform/db/client.ts';
import type { payouts } from '../../platform/db/schema/index.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;
type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/** The provider's verdict on the bank details: `users.connect_account_status` follows it. */
export async function applyPayoutAccountUpdate(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'payout_account.updated'>,
): Promise<void> {
  throw new Error('applyPayoutAccountUpdate: not built yet');
}

/** A payout reached the bank (payout_pending -> provider) or failed (payout_pending -> earnings). */
export async function settlePayout(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'payout.settled'>,
): Promise<void> {
  throw new Error('settlePayout: not built yet');
}

/** Pending sandbox payouts started before `before`, with the outcome their test account decides. */
export async function findSettleableSandboxPayouts(
  _q: Queryable,
  _before: Date,
): Promise<Array<PayoutRow & { outcome: 'pay' | 'fail' }>> {
  throw new Error('findSettleableSandboxPayouts: not built yet');
}

/** The payout account as the wallet shows it (status `incomplete` and nulls before one is set up). */
export async function loadPayoutAccount(_q: Queryable, _userId: number): Promise<PayoutAccount> {
  throw new Error('loadPayoutAccount: not built yet');
}

/** The sandbox's bank-details form: stores holder, sort code and last four digits, and the test outcome. */
export async function saveSandboxBankDetails(
  _tx: Tx,
  _userId: number,
  _details: SandboxConnectBody,
): Promise<{ accountId: string }> {
  throw new Error('saveSandboxBankDetails: not built yet');
}
