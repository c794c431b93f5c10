import type { BillingType, SubscriptionPlan, Subscription as SubscriptionWire } from '@kru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { refreshUser } from '../../app/session/index.ts';

export type Plan = Camelized<SubscriptionPlan>;
export type PlanPrice = Plan['prices'][number];
export type Subscription = Camelized<SubscriptionWire>;

export const SUBSCRIPTION_KEY = ['subscription'] as const;

/** Plans change with a release, not while someone reads them. */
const PLANS_STALE_MS = 60 * 60 * 1000;

/** `GET /public/subscription-fees`: the plans with their monthly and yearly prices, in the interface language. */
export function useSubscriptionPlans() {
  const language = useTranslation().i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: ['catalogue', 'subscription-fees', language],
    queryFn: ({ signal }) => api.get<Plan[]>('/public/subscription-fees', { signal, silent: true }),
    staleTime: PLANS_STALE_MS,
  });
}

/** `GET /user/subscription`: the student's subscription, or null when there is none (the plan's name in the language). */
export function useCurrentSubscription() {
  const language = useTranslation().i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEY, 'current', language],
    queryFn: ({ signal }) => api.get<Subscription | null>('/user/subscription', { signal, silent: true }),
  });
}

export interface StartSubscriptionInput {
  productId: string;
  type: BillingType;
  /** The page to come back to after the checkout. */
  returnPath: string;
}

/** `GET /subscription/checkout?product_id=&type=`: the checkout to pay the first period at; the browser goes there. */
export function useStartSubscription() {
  return useMutation({
    mutationFn: (query: StartSubscriptionInput) =>
      api.get<{ redirectUrl: string }>('/subscription/checkout', { query: { ...query } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}

/** `POST /subscription/cancel`: no renewal and no refund; usable until the end of the period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Subscription | null>('/subscription/cancel'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      void refreshUser().catch(() => undefined);
    },
  });
}

/**
 * `POST /subscription/resume`: a cancelled subscription in its grace period renews again (nothing is charged: the
 * period is paid).
 */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Subscription>('/subscription/resume'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      void refreshUser().catch(() => undefined);
    },
  });
}
