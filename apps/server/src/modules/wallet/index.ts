/** The wallet: top-ups through the provider's checkout, refunds to cards, the balance and its history. */
export { completeCheckout } from './complete-checkout.ts';
export { failCheckout, recordCheckoutDecline } from './fail-checkout.ts';
export {
  findCheckout,
  findStaleSandboxCheckouts,
  lockCheckout,
  recordSandboxCard,
} from './find-checkout.ts';
export { earningKinds, type PaymentRow, type RefundRow } from './repository.ts';
export { retryUnsentRefunds } from './retry-unsent-refunds.ts';
export { walletRoutes } from './routes.ts';
export { settleRefund } from './settle-refund.ts';
export { type StartCheckoutInput, startCheckout } from './start-checkout.ts';
