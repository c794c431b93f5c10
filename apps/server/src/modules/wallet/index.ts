/** The wallet: top-ups through the provider's checkout, refunds to cards, the balance and its history. */
export {
  completeCheckout,
  failCheckout,
  findCheckout,
  type PaymentRow,
  recordSandboxCard,
  settleRefund,
} from './checkout-events.ts';
export { type StartCheckoutInput, startCheckout } from './start-checkout.ts';
