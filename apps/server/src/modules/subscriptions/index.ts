/** Subscriptions: checkout of a plan, the live subscription, cancellation and its undoing, renewal and expiry. */
export { activateSubscription } from './activate-subscription.ts';
export { expireLapsedSubscriptions } from './expire-lapsed-subscriptions.ts';
export { hasLiveSubscription } from './has-live-subscription.ts';
export { billingPeriodEnd } from './policy.ts';
export {
  type PlanView,
  presentLiveSubscription,
  type SubscriptionView,
} from './presenter.ts';
export { findDueSandboxSubscriptions, type SubscriptionRow } from './repository.ts';
export { subscriptionsRoutes } from './routes.ts';
export { applyRenewal, applyRenewalFailure, endSubscription } from './subscription-events.ts';
