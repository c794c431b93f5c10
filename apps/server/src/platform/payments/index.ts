import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider, type StripeProvider } from './stripe.ts';

export type * from './provider.ts';
export type { StripeProvider } from './stripe.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createSandboxProvider();
}

/** A production site on the sandbox (PAYMENTS=sandbox, which loadConfig requires there): every page says TEST MODE. */
export function paymentsTestMode(config: Pick<Config, 'env' | 'stripe'>): boolean {
  return config.env === 'production' && !config.stripe;
}

export function isStripeProvider(provider: PaymentProvider): provider is StripeProvider {
  return provider.name === 'stripe' && 'verifyWebhook' in provider;
}
