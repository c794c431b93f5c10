import type { AdminLedgerTransaction, AdminPayout, AdminWallet, PayoutStatus } from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { adminKeys } from '../admin/api.ts';

export type ConsoleWallet = Camelized<AdminWallet>;
export type LedgerTransaction = Camelized<AdminLedgerTransaction>;
export type ConsolePayout = Camelized<AdminPayout>;

/** The console's money queries: one user's balances and ledger, and every payout. */
export const moneyKeys = {
  user: (userId: number) => ['admin', 'money', userId] as const,
  payouts: ['admin', 'payouts'] as const,
};

/** `GET /admin/users/{id}/wallet`: balances and payout account (fresh whenever shown: money moves on its own). */
export function useUserWallet(userId: number) {
  return useQuery({
    queryKey: [...moneyKeys.user(userId), 'wallet'],
    queryFn: () => api.get<ConsoleWallet>(`/admin/users/${userId}/wallet`),
    staleTime: 0,
  });
}

/** `GET /admin/users/{id}/ledger?page=`: every transaction touching the user, newest first. */
export function useUserLedger(userId: number, page: number) {
  return useQuery({
    queryKey: [...moneyKeys.user(userId), 'ledger', page],
    queryFn: () => api.page<LedgerTransaction>(`/admin/users/${userId}/ledger`, { query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface AdjustmentInput {
  account: 'wallet' | 'earnings';
  direction: 'credit' | 'debit';
  /** Pounds. */
  amount: number;
  reason: string;
}

/**
 * `POST /admin/users/{id}/adjustments` (errors shown in the form), with the caller's idempotency key: a retry of
 * the same adjustment (a lost answer) moves nothing twice. Balances, ledger and the audit history in
 * the user's detail all change with it.
 */
export function useAdjustBalance(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: AdjustmentInput; idempotencyKey: string }) =>
      api.post<LedgerTransaction>(`/admin/users/${userId}/adjustments`, input, {
        silent: true,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.user(userId) });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.users, 'detail', userId] });
    },
  });
}

/** `GET /admin/payouts?status=&page=`: every user's payouts, newest first (fresh whenever shown). */
export function useConsolePayouts(status: PayoutStatus | null, page: number) {
  return useQuery({
    queryKey: [...moneyKeys.payouts, { status, page }],
    queryFn: () => api.page<ConsolePayout>('/admin/payouts', { query: { status, page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
