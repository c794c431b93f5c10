import type { Tx } from '../../platform/db/client.ts';
import { paymentEvents } from '../../platform/db/schema/index.ts';

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
