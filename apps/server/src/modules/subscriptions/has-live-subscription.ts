import type { Queryable } from '../../platform/db/client.ts';
import { isLive } from './policy.ts';
import { findCurrentSubscription } from './repository.ts';

/**
 * Whether the user's subscription gives access now, by the one rule of `isLive` (only the current, not expired,
 * subscription can be live). Other modules (the courses' trial) ask through this module's index.
 */
export async function hasLiveSubscription(q: Queryable, userId: number, now: Date): Promise<boolean> {
  const current = await findCurrentSubscription(q, userId);
  return current !== undefined && isLive(current.subscription, now);
}
