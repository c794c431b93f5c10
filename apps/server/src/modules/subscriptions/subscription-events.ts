import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Queryable, Tx } from '../../platform/db/client.ts';
import type { subscriptions } from '../../platform/db/schema/index.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import type { PaymentRow } from '../wallet/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/** A paid subscription checkout: the subscription becomes active for its first period (provider -> platform). */
export async function activateSubscription(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _payment: PaymentRow,
  _event: EventOf<'checkout.succeeded'>,
): Promise<void> {
  throw new Error('activateSubscription: not built yet');
}

/** A renewal was paid: the period moves on to `periodEnd`, the invoice is recorded (provider -> platform). */
export async function applyRenewal(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'subscription.renewed'>,
): Promise<void> {
  throw new Error('applyRenewal: not built yet');
}

/** A renewal charge was declined: the subscription expires. */
export async function applyRenewalFailure(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'subscription.renewal_failed'>,
): Promise<void> {
  throw new Error('applyRenewalFailure: not built yet');
}

/** The provider ended the subscription: it is expired. */
export async function endSubscription(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'subscription.ended'>,
): Promise<void> {
  throw new Error('endSubscription: not built yet');
}

/** Sandbox subscriptions due for renewal (active, not canceled, period ended by `now`). */
export async function findDueSandboxSubscriptions(
  _q: Queryable,
  _now: Date,
): Promise<Array<SubscriptionRow & { sandboxCard: string | null }>> {
  throw new Error('findDueSandboxSubscriptions: not built yet');
}
