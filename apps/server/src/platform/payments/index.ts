import type { Config } from '../config.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider, type StripeProvider } from './stripe.ts';

export { declineMessage, type StripePaymentError, stripeDeclineReason } from './decline-messages.ts';
export type * from './provider.ts';
export { ProviderRefusal } from './provider.ts';
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

const sandbox = createSandboxProvider();

/**
 * The provider that took a payment, which its refund goes back to: the one configured, or the sandbox for
 * test-mode money from before Stripe was configured (it moves no real money, so it never goes to Stripe). Null
 * for a Stripe payment on a server without Stripe: its refund waits until Stripe is configured again.
 */
export function providerOf(current: PaymentProvider, name: ProviderName): PaymentProvider | null {
  if (current.name === name) return current;
  return name === 'sandbox' ? sandbox : null;
}

/** The providers `providerOf` can reach from this server. */
export function reachableProviders(current: PaymentProvider): ProviderName[] {
  return current.name === 'sandbox' ? ['sandbox'] : [current.name, 'sandbox'];
}
