/** Provider events: the idempotent handler, Stripe's webhook endpoint and the sandbox provider's pages and jobs. */
export { handlePaymentEvent } from './handle-payment-event.ts';
export { paymentEventsRoutes } from './routes.ts';
export {
  expireStaleSandboxCheckouts,
  renewSandboxSubscriptions,
  settleSandboxPayouts,
} from './sandbox-jobs.ts';
