/** Subscriptions: checkout of a plan, the live subscription, cancellation, renewal and expiry. */
export {
  activateSubscription,
  applyRenewal,
  applyRenewalFailure,
  endSubscription,
  findDueSandboxSubscriptions,
  type SubscriptionRow,
} from './subscription-events.ts';
