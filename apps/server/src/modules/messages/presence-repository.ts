import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { messageSockets } from '../../platform/db/schema/index.ts';

/**
 * A socket whose instance has not refreshed it for this long is gone (the instance died). Database time on both
 * sides: the app's clock may be moved (DEV_CLOCK), sockets live in real time.
 */
const FRESH = sql`now() - interval '60 seconds'`;

export async function recordSocket(q: Queryable, id: string, userId: number) {
  await q.insert(messageSockets).values({ id, userId }).onConflictDoNothing();
}

export async function forgetSocket(q: Queryable, id: string) {
  await q.delete(messageSockets).where(eq(messageSockets.id, id));
}

/** This instance's sockets are still open. */
export async function refreshSockets(q: Queryable, ids: string[]) {
  if (!ids.length) return;
  await q.update(messageSockets).set({ seenAt: sql`now()` }).where(inArray(messageSockets.id, ids));
}

/** Whether the person has a messages socket open on any instance. */
export async function isOnline(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: messageSockets.id })
    .from(messageSockets)
    .where(and(eq(messageSockets.userId, userId), gt(messageSockets.seenAt, FRESH)))
    .limit(1);
  return Boolean(row);
}

/** Rows of instances that stopped without saying goodbye. */
export async function forgetStaleSockets(q: Queryable) {
  await q.delete(messageSockets).where(sql`${messageSockets.seenAt} < now() - interval '1 hour'`);
}
