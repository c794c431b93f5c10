import type {
  CardPayment as CardPaymentWire,
  Language,
  Movement as MovementWire,
  Payment as PaymentWire,
  PayoutAccount as PayoutAccountWire,
  Payout as PayoutWire,
  Receipt as ReceiptWire,
  refundResultSchema,
  SandboxCompleteBody,
  SandboxConnectBody,
  sandboxCheckoutSchema,
  Wallet as WalletWire,
} from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import { api, apiFileRequest } from '../../app/api/client.ts';
import { refreshUser } from '../../app/session/index.ts';
import { FEES_PATH } from './paths.ts';

export type Wallet = Camelized<WalletWire>;
export type Movement = Camelized<MovementWire>;
export type CardPayment = Camelized<CardPaymentWire>;
export type Receipt = Camelized<ReceiptWire>;
export type Payment = Camelized<PaymentWire>;
export type Payout = Camelized<PayoutWire>;
export type PayoutAccount = Camelized<PayoutAccountWire>;
export type RefundResult = Camelized<z.infer<typeof refundResultSchema>>;
export type SandboxCheckout = Camelized<z.infer<typeof sandboxCheckoutSchema>>;

/** Everything under it is read again after money moved. */
export const WALLET_KEY = ['wallet'] as const;

/** While the provider verifies new bank details, the wallet is read again now and then to show the outcome. */
const VERIFICATION_POLL_MS = 4000;

/** `GET /wallet`: balance, held, refundable, earnings and the payout account. */
export function useWallet() {
  return useQuery({
    queryKey: WALLET_KEY,
    queryFn: ({ signal }) => api.get<Wallet>('/wallet', { signal, silent: true }),
    refetchInterval: (query) =>
      query.state.data?.payoutAccount.status === 'pending' ? VERIFICATION_POLL_MS : false,
  });
}

/** `GET /wallet/transactions?page=`: every movement, newest first. */
export function useMovements(page: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'movements', page],
    queryFn: ({ signal }) =>
      api.page<Movement>('/wallet/transactions', { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /wallet/card-payments?page=`: subscriptions paid by card, apart from the wallet. */
export function useCardPayments(page: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'card-payments', page],
    queryFn: ({ signal }) =>
      api.page<CardPayment>('/wallet/card-payments', { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /receipts/{id}`: a receipt in the interface language (a 404 is shown in place). */
export function useReceipt(id: string, language: Language) {
  return useQuery({
    queryKey: ['receipt', id, language],
    queryFn: ({ signal }) =>
      api.get<Receipt>(`/receipts/${encodeURIComponent(id)}`, { signal, silent: true }),
    retry: false,
  });
}

/** `GET /receipts/{id}/pdf?language=`: fetched with the session, then saved as a file by the browser. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ receipt, language }: { receipt: Receipt; language: Language }) => {
      const pdf = await apiFileRequest(`/receipts/${receipt.id}/pdf`, { query: { language } });
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `kru-receipt-${receipt.number}-${language}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file to the browser; the object URL is released once it has started.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

/** `GET /wallet/payouts?page=`: the tutor's withdrawals. */
export function usePayouts(page: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'payouts', page],
    queryFn: ({ signal }) => api.page<Payout>('/wallet/payouts', { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The wallet, its lists and the user's balance again. */
export function useWalletChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    void refreshUser().catch(() => undefined);
  };
}

/** Where the browser goes to pay or to give bank details (the provider's page). */
export function goToProvider({ redirectUrl }: { redirectUrl: string }): void {
  window.location.assign(redirectUrl);
}

/** `GET /wallet/checkout?amount=`: the checkout to pay a top-up at; the field errors are the caller's to show. */
export function useStartTopUp() {
  return useMutation({
    mutationFn: (amount: string) =>
      api.get<{ redirectUrl: string }>('/wallet/checkout', {
        query: { amount, returnPath: FEES_PATH },
        silent: true,
      }),
    onSuccess: goToProvider,
  });
}

/** `GET /wallet/payments/{id}`: asked again while it is open (the confirmation may follow the payer back). */
export function usePayment(paymentId: string | null, keepAsking: boolean) {
  return useQuery({
    queryKey: ['payment', paymentId],
    queryFn: ({ signal }) =>
      api.get<Payment>(`/wallet/payments/${encodeURIComponent(paymentId ?? '')}`, { signal, silent: true }),
    enabled: paymentId !== null,
    retry: 1,
    refetchInterval: (query) => (keepAsking && query.state.data?.status === 'open' ? 1500 : false),
  });
}

/** `GET /wallet/refund`: the unspent balance back to the cards it came from. */
export function useRefund() {
  const changed = useWalletChanged();
  return useMutation({
    mutationFn: () => api.get<RefundResult>('/wallet/refund'),
    onSuccess: changed,
  });
}

/** `GET /wallet/connect`: the provider's page to set up or update the payout account. */
export function useConnectPayoutAccount() {
  return useMutation({
    mutationFn: () => api.get<{ redirectUrl: string }>('/wallet/connect'),
    onSuccess: goToProvider,
  });
}

/** `GET /wallet/withdraw`: every available earning to the bank, as one pending payout. */
export function useWithdraw() {
  const changed = useWalletChanged();
  return useMutation({
    mutationFn: () => api.get<Payout>('/wallet/withdraw'),
    onSuccess: changed,
  });
}

/** `GET /sandbox/checkout/{id}`: what the test-mode checkout asks to pay. */
export function useSandboxCheckout(paymentId: string | null) {
  return useQuery({
    queryKey: ['sandbox', 'checkout', paymentId],
    queryFn: ({ signal }) =>
      api.get<SandboxCheckout>(`/sandbox/checkout/${encodeURIComponent(paymentId ?? '')}`, {
        signal,
        silent: true,
      }),
    enabled: paymentId !== null,
    retry: false,
  });
}

/** `POST /sandbox/checkout/{id}/complete`: pay with a test card or abandon; answers where the provider returns. */
export function useCompleteSandboxCheckout(paymentId: string) {
  return useMutation({
    mutationFn: (body: SandboxCompleteBody) =>
      api.post<{ redirectUrl: string }>(`/sandbox/checkout/${encodeURIComponent(paymentId)}/complete`, body, {
        silent: true,
      }),
    onSuccess: goToProvider,
  });
}

/** `GET /sandbox/connect`: the test-mode bank details on file (only the last digits of the account). */
export function useSandboxPayoutAccount() {
  return useQuery({
    queryKey: ['sandbox', 'connect'],
    queryFn: ({ signal }) => api.get<PayoutAccount | null>('/sandbox/connect', { signal, silent: true }),
    retry: false,
  });
}

/** `POST /sandbox/connect`: saves the test-mode bank details; answers where the provider returns. */
export function useSaveSandboxPayoutAccount() {
  return useMutation({
    mutationFn: (body: SandboxConnectBody) =>
      api.post<{ redirectUrl: string }>('/sandbox/connect', body, { silent: true }),
    onSuccess: goToProvider,
  });
}
