import { type BillingType, type MessageKey, MSG, type SubscriptionStatus } from '@kru/contract';

/**
 * How long an active Stripe subscription may stay past its period end before Kru stops waiting for the renewal
 * webhook: Stripe retries a declined renewal for days, and reports the outcome as an event.
 */
export const STRIPE_RENEWAL_GRACE_DAYS = 3;
const DAY_MS = 24 * 3600 * 1000;

interface SubscriptionState {
  status: SubscriptionStatus;
  endingAt: Date;
}

/** Spec section 6: subscribing is a student's action (tutors and admins hold no plan). */
export function maySubscribe(actor: { role: string }): boolean {
  return actor.role === 'student';
}

/** The recurring interval of a billing type, as payment providers name it. */
export function intervalOf(billing: BillingType): 'month' | 'year' {
  return billing === 'monthly' ? 'month' : 'year';
}

/**
 * The end of a period of `billing` that starts at `start`: one calendar month or year later (UTC), clamped at the
 * end of a shorter month (31 January -> 28 or 29 February; 29 February -> 28 February of the next year).
 */
export function billingPeriodEnd(start: Date, billing: BillingType): Date {
  const months = billing === 'monthly' ? 1 : 12;
  const firstOfTarget = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + months,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
  const daysInTarget = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(start.getUTCDate(), daysInTarget));
  return firstOfTarget;
}

/**
 * Whether the subscription gives access now: an active one (renewing; past its end only while the renewal is
 * on its way), or a canceled one until the end of the period paid for.
 */
export function isLive(subscription: SubscriptionState, now: Date): boolean {
  return subscription.status === 'active' || isOnGracePeriod(subscription, now);
}

/** Canceled, but still usable until `ending_at` (spec: the grace-period flag). */
export function isOnGracePeriod(subscription: SubscriptionState, now: Date): boolean {
  return subscription.status === 'canceled' && now.getTime() < subscription.endingAt.getTime();
}

/** Why this subscription cannot be canceled, or null when it can (only an active one stops renewing). */
export function cancellationRefusal(subscription: SubscriptionState | undefined): MessageKey | null {
  if (!subscription || subscription.status === 'expired') return MSG.noActiveSubscription;
  if (subscription.status === 'canceled') return MSG.subscriptionAlreadyCanceled;
  return null;
}

/**
 * Whether a resumption applies: a canceled subscription still in its grace period starts renewing again, and an
 * active one is already renewing (a repeated resume changes nothing). Anything else has nothing to resume.
 */
export function mayResume(subscription: SubscriptionState | undefined, now: Date): boolean {
  return Boolean(subscription) && (subscription!.status === 'active' || isOnGracePeriod(subscription!, now));
}

/**
 * The provider's idempotency key of a cancellation, or of the resumption that undoes it: one per cancellation
 * (canceled, resumed, canceled again is two), so a provider replaying a key never swallows a later change.
 */
export function cancellationKey(
  action: 'cancel' | 'resume',
  subscription: { id: number; canceledAt: Date | null },
): string {
  return `${action}:${subscription.id}:${subscription.canceledAt?.getTime() ?? 0}`;
}

/** The moment before which an active Stripe subscription past its end still waits for its renewal. */
export function overdueRenewalCutoff(now: Date): Date {
  return new Date(now.getTime() - STRIPE_RENEWAL_GRACE_DAYS * DAY_MS);
}
