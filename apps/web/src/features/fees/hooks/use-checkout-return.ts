import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { refreshUser } from '../../../app/session/index.ts';
import { SUBSCRIPTION_KEY } from '../../subscriptions/api.ts';
import { type Payment, usePayment, WALLET_KEY } from '../api.ts';
import {
  type CheckoutResult,
  checkoutResult,
  isSettledResult,
  parseCheckoutReturn,
  withoutCheckoutReturn,
} from '../checkout-return.ts';

/** How long an open payment is asked about before the page says it is still being confirmed. */
const CONFIRMATION_WAIT_MS = 30_000;

export interface CheckoutReturnState {
  result: CheckoutResult;
  /** The payment as last read (its purpose and amount), null when it could not be. */
  payment: Payment | null;
  dismiss: () => void;
}

/**
 * Back from a checkout (`?checkout=success|failed|canceled&payment=`): asks about the payment until it is no longer
 * open, then reads the wallet, the subscription and the user again and takes the answer out of the address (the
 * message stays until dismissed). Null when the page was not opened by a checkout.
 */
export function useCheckoutReturn(): CheckoutReturnState | null {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [checkout] = useState(() => parseCheckoutReturn(params));
  const [timedOut, setTimedOut] = useState(() => checkout !== null && checkout.paymentId === null);
  const [dismissed, setDismissed] = useState(false);
  const payment = usePayment(checkout?.paymentId ?? null, !timedOut);

  useEffect(() => {
    if (!checkout?.paymentId) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [checkout]);

  const result = checkout
    ? checkoutResult({
        outcome: checkout.outcome,
        paymentStatus: payment.data?.status,
        loadFailed: payment.isError,
        timedOut,
      })
    : null;
  const settled = result !== null && isSettledResult(result);

  useEffect(() => {
    if (!settled) return;
    setParams((current) => withoutCheckoutReturn(current), { replace: true });
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    void refreshUser().catch(() => undefined);
  }, [settled, setParams, queryClient]);

  if (!result || dismissed) return null;
  return { result, payment: payment.data ?? null, dismiss: () => setDismissed(true) };
}
