import type { Queryable, Tx } from '../../platform/db/client.ts';
import { lockUserAccount } from '../ledger/index.ts';
import { isUuid } from './policy.ts';
import {
  findPayment,
  findStaleOpenCheckouts,
  lockPayment,
  type PaymentRow,
  updatePayment,
} from './repository.ts';

/** The payment behind a checkout, for the sandbox's checkout page and the return to Kru. */
export async function findCheckout(q: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  return isUuid(paymentId) ? findPayment(q, paymentId) : undefined;
}

/**
 * The payment behind a checkout, locked for the caller's transaction in the order every wallet path takes (a
 * top-up's wallet first, then the payment), so its state and the outcome are decided under one lock.
 */
export async function lockCheckout(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const payment = await findCheckout(tx, paymentId);
  if (!payment) return undefined;
  if (payment.purpose === 'top_up') await lockUserAccount(tx, payment.userId, 'wallet');
  return lockPayment(tx, paymentId);
}

/** Remembers the sandbox test card a checkout was paid with (it decides that subscription's renewals). */
export async function recordSandboxCard(tx: Tx, paymentId: string, card: string): Promise<void> {
  if (isUuid(paymentId)) await updatePayment(tx, paymentId, { sandboxCard: card });
}

/** Open sandbox checkouts started before `before`: the payer left without paying or abandoning. */
export async function findStaleSandboxCheckouts(q: Queryable, before: Date): Promise<string[]> {
  const rows = await findStaleOpenCheckouts(q, 'sandbox', before, 500);
  return rows.map((row) => row.id);
}
