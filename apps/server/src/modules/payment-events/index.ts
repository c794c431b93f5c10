/** Provider events: the idempotent handler, Stripe's webhook endpoint and the sandbox provider's pages. */
export { handlePaymentEvent } from './handle-payment-event.ts';
