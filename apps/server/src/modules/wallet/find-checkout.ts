import type { Queryable, Tx } from '../../platform/db/client.ts';
import { isUuid } from './policy.ts';
import { findPayment, findStaleOpenCheckouts, type PaymentRow, updatePayment } from './repository.ts';

/** The payment behind a checkout, for the sandbox's checkout page and the return to Kru. */
export async function findCheckout(q: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  return isUuid(paymentId) ? findPayment(q, paymentId) : undefined;
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
