import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { paymentEvents, subscriptionPlans } from '../../platform/db/schema/index.ts';

/**
 * Records that the event is being handled; false when it was handled before. Concurrent deliveries of one event
 * wait on the primary key until the first commits, then find it: exactly one applies it.
 */
export async function recordEvent(
  tx: Tx,
  provider: 'sandbox' | 'stripe',
  eventId: string,
  type: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, type, receivedAt: at })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** Whether an event was handled already (a redelivery). */
export async function isEventRecorded(
  q: Queryable,
  provider: 'sandbox' | 'stripe',
  eventId: string,
): Promise<boolean> {
  const rows = await q
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/** A plan's name in the payer's language, for the sandbox's checkout page. */
export async function findPlanName(
  q: Queryable,
  planId: number,
): Promise<{ nameEn: string; nameTh: string } | undefined> {
  const [plan] = await q
    .select({ nameEn: subscriptionPlans.nameEn, nameTh: subscriptionPlans.nameTh })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId))
    .limit(1);
  return plan;
}
