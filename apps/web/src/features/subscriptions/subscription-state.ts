import type { Plan, Subscription } from './api.ts';

/**
 * Where a subscription stands for the student: renewing (active, cancellable), in its grace period (cancelled,
 * usable until `ending_at`, spec 3), or over.
 */
export type SubscriptionPhase = 'renewing' | 'gracePeriod' | 'expired';

type PhaseInput = Pick<Subscription, 'status' | 'canceledAt' | 'onGracePeriod'>;

export function subscriptionPhase({ status, canceledAt, onGracePeriod }: PhaseInput): SubscriptionPhase {
  if (status === 'expired') return 'expired';
  if (status === 'canceled' || onGracePeriod || canceledAt !== null) return 'gracePeriod';
  return 'renewing';
}

const PHASE_COLORS: Record<SubscriptionPhase, string> = {
  renewing: 'teal',
  gracePeriod: 'yellow',
  expired: 'gray',
};

export function subscriptionPhaseView(phase: SubscriptionPhase): { labelKey: string; color: string } {
  return { labelKey: `subscriptions.phase.${phase}`, color: PHASE_COLORS[phase] };
}

/** A subscription that still gives access (renewing or in its grace period): no new one is offered. */
export function isCurrentSubscription(subscription: PhaseInput | null | undefined): boolean {
  return Boolean(subscription) && subscriptionPhase(subscription as PhaseInput) !== 'expired';
}

/** How much cheaper a year is than twelve months of the plan, in whole percent (0 when it is not). */
export function yearlySaving(plan: Pick<Plan, 'prices'>): number {
  const monthly = plan.prices.find((price) => price.type === 'monthly')?.price;
  const yearly = plan.prices.find((price) => price.type === 'yearly')?.price;
  if (!monthly || !yearly) return 0;
  return Math.max(0, Math.round((1 - yearly / (monthly * 12)) * 100));
}
