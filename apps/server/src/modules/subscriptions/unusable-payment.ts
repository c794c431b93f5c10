import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { postTransaction } from '../ledger/index.ts';

export interface UnusablePayment {
  userId: number;
  amountPence: number;
  /** The key the payment would have been recorded under, so it is recorded once whichever way it goes. */
  idempotencyKey: string;
  reference: Record<string, string | number>;
  /** The provider's subscription that charged it, to be stopped from renewing. */
  providerSubscriptionRef: string | null;
}

/**
 * Money the provider took for a subscription that cannot run (a second plan paid while one is live, or a
 * renewal of an expired subscription after a new one started): it goes to the payer's wallet, from where it is
 * spent or refunded, and the provider's subscription is stopped after commit.
 */
export async function creditUnusablePayment(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  payment: UnusablePayment,
): Promise<void> {
  await postTransaction(
    tx,
    {
      idempotencyKey: payment.idempotencyKey,
      kind: 'top_up',
      userId: payment.userId,
      entries: [
        { account: { kind: 'provider' }, amountPence: -payment.amountPence },
        { account: { kind: 'wallet', userId: payment.userId }, amountPence: payment.amountPence },
      ],
      reference: payment.reference,
      memo: 'Subscription payment that could not be used: credited to the wallet',
    },
    ctx.clock.now(),
  );
  const ref = payment.providerSubscriptionRef;
  if (ref) {
    afterCommit(() => ctx.payments.cancelSubscription({ providerRef: ref, idempotencyKey: `cancel:${ref}` }));
  }
}
