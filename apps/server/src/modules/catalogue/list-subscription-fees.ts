import type { AppContext } from '../../platform/context.ts';
import { findActivePlans } from './repository.ts';

/** The subscription plans on sale, each with its monthly and yearly price. */
export function listSubscriptionFees(ctx: AppContext) {
  return findActivePlans(ctx.db);
}
