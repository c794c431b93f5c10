import type { PaymentProvider } from './provider.ts';

/**
 * The built-in provider (test mode, no real money): its checkout and bank-details pages are Kru's own
 * (`/sandbox/checkout`, `/sandbox/connect`); URLs are relative, so the browser stays on whichever host (tenant) it is on. The payments module turns what the payer does there into the same
 * events a real provider's webhooks would deliver.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      return {
        providerRef: `sbx_cs_${request.paymentId}`,
        url: `/sandbox/checkout?payment=${request.paymentId}`,
      };
    },
    async refund(request) {
      return { providerRef: `sbx_re_${request.refundId}`, status: 'succeeded' };
    },
    async createPayoutAccountLink(request) {
      return { accountId: request.accountId ?? `sbx_acct_${request.userId}`, url: '/sandbox/connect' };
    },
    async payout(request) {
      return { providerRef: `sbx_po_${request.payoutId}` };
    },
    async cancelSubscription() {},
    async resumeSubscription() {},
  };
}
