import { z } from 'zod';
import { envelope, idSchema, pageSchema, paginatedEnvelope } from './common.ts';
import { BILLING_TYPES, CONNECT_ACCOUNT_STATUSES } from './enums.ts';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';

/** Money on the wire: pounds with at most two decimals (`12.5`); inside, integer pence. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}
export function penceToPounds(pence: number): number {
  return pence / 100;
}
/** True when `value` has at most two decimals (0.1 + 0.2 style float noise tolerated). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

export const PAYMENT_STATUSES = ['open', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a ledger movement was, as the history shows it. */
export const MOVEMENT_KINDS = [
  'top_up',
  'refund',
  'refund_failed',
  'booking_hold',
  'booking_release',
  'booking_refund',
  'tutor_earning',
  'creator_reward',
  'payout',
  'payout_failed',
  'subscription',
  'adjustment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_STATES = ['completed', 'pending', 'failed'] as const;

/** Sandbox test cards (the built-in provider's checkout page offers these, like Stripe's test cards). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Pays now; every renewal of a subscription paid with it is declined. */
  renewalsDeclined: '4000000000000341',
} as const;
/** Sandbox bank details with a known outcome (any other valid details are verified and paid). */
export const SANDBOX_BANK = {
  /** Verification finds a problem the holder must rectify. */
  problemAccountNumber: '00001113',
  /** Verified, but every payout to it fails and returns to the wallet. */
  failingPayoutAccountNumber: '00001097',
} as const;

/** `?amount=` of GET /wallet/checkout: pounds, at least 0.30, at most two decimals, at most the maximum. */
export const topUpQuery = z.object({
  amount: z.coerce
    .number({ error: MSG.amountInvalid })
    .refine(Number.isFinite, MSG.amountInvalid)
    .refine(hasAtMostTwoDecimals, MSG.amountTwoDecimals)
    .refine((v) => v >= LIMITS.minTopUpPounds, MSG.amountBelowMinimum)
    .refine((v) => v <= LIMITS.maxTopUpPounds, MSG.amountAboveMaximum),
  /** Where to come back to inside Kru after checkout (a path); defaults to /fees. */
  return_path: z.string().optional(),
});
export type TopUpQuery = z.infer<typeof topUpQuery>;

export const redirectSchema = z.object({ redirect_url: z.string() });
export const redirectResponse = envelope(redirectSchema);

export const payoutAccountSchema = z.object({
  status: z.enum(CONNECT_ACCOUNT_STATUSES),
  holder_name: z.string().nullable(),
  /** Only the last digits are ever sent back. */
  account_last4: z.string().nullable(),
  sort_code: z.string().nullable(),
  problem_reason: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** GET /wallet: the Wallet of spec section 3 (balance in pounds) with what the fees page needs. */
export const walletSchema = z.object({
  currency: z.literal('GBP'),
  /** Spendable: top-ups and refunds of sessions, minus what is spent and held. */
  balance: z.number(),
  /** Held for booked sessions that have not happened yet. */
  held: z.number(),
  /** What GET /wallet/refund would return to cards now. */
  refundable: z.number(),
  /** Tutors and creators: earned and withdrawable, waiting in payouts, and earned in total. */
  earnings: z.object({ available: z.number(), pending_payout: z.number(), total_earned: z.number() }),
  payout_account: payoutAccountSchema,
  min_top_up: z.number(),
  max_top_up: z.number(),
  /** `sandbox` (test mode, no real money) or `stripe`. */
  provider: z.enum(['sandbox', 'stripe']),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponse = envelope(walletSchema);

export const movementSchema = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** A translated line ("Top-up", "Payout to bank ...1234"). */
  description: z.string(),
  /** Signed pounds as seen by the user: positive in, negative out. */
  amount: z.number(),
  state: z.enum(MOVEMENT_STATES),
  created_at: z.string(),
  /** The movement's receipt (`GET /receipts/{id}`), when it has one (see RECEIPT_KINDS). */
  receipt_id: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;
export const movementsResponse = paginatedEnvelope(movementSchema);

/** A checkout attempt as the fees page reads it when the payer comes back. */
export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(['top_up', 'subscription']),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.literal('GBP'),
  failure_reason: z.string().nullable(),
  /** What the payer reads about a failed payment (never a provider's code), in the request's language. */
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentResponse = envelope(paymentSchema);

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
});
export const refundResultSchema = z.object({ refunded: z.number(), refunds: z.array(refundSchema) });
export const refundResultResponse = envelope(refundResultSchema);

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  failure_reason: z.string().nullable(),
  /** The latest date the bank transfer should arrive: 7 working days after the request. */
  expected_by: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutResponse = envelope(payoutSchema);
/** GET /wallet/payouts: the tutor's own payouts, newest first. */
export const payoutsResponse = paginatedEnvelope(payoutSchema);

/** The sandbox provider's checkout page (test mode). */
export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  purpose: z.enum(['top_up', 'subscription']),
  description: z.string(),
  amount: z.number(),
  currency: z.literal('GBP'),
  status: z.enum(PAYMENT_STATUSES),
  cards: z.object({ succeeds: z.string(), declined: z.string(), renewals_declined: z.string() }),
});
export const sandboxCheckoutResponse = envelope(sandboxCheckoutSchema);
/**
 * Whether `value` can be a card number at all: 12 to 19 digits (spaces and dashes allowed between them) whose
 * Luhn check digit is right. A mistyped number fails here, as a field error, before any provider declines it.
 */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const sandboxCompleteBody = z.object({
  outcome: z.enum(['pay', 'abandon']),
  /**
   * Required to pay: one of the test cards decides the outcome; any other real card number is declined, and
   * one that cannot be a card number is a field error.
   */
  card_number: z
    .string()
    .trim()
    .refine((value) => value === '' || isCardNumber(value), MSG.cardNumberInvalid)
    .optional(),
});
export type SandboxCompleteBody = z.infer<typeof sandboxCompleteBody>;

/** The sandbox payout account form (UK bank details). */
export const sandboxConnectBody = z.object({
  account_holder: z
    .string({ error: MSG.accountHolderRequired })
    .trim()
    .min(1, MSG.accountHolderRequired)
    .max(120),
  sort_code: z
    .string({ error: MSG.sortCodeInvalid })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{6}$/.test(v), MSG.sortCodeInvalid),
  account_number: z
    .string({ error: MSG.accountNumberInvalid })
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => /^\d{8}$/.test(v), MSG.accountNumberInvalid),
});
export type SandboxConnectBody = z.infer<typeof sandboxConnectBody>;

/** The Subscription entity of spec section 3. */
export const subscriptionSchema = z.object({
  starting_at: z.string(),
  ending_at: z.string(),
  canceled_at: z.string().nullable(),
  on_grace_period: z.boolean(),
  type: z.object({ title: z.enum(BILLING_TYPES), price: z.number(), currency: z.literal('GBP') }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  price_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  metas: z.array(z.string()),
  latest_invoice: z
    .object({ id: z.string(), amount: z.number(), status: z.string(), paid_at: z.string().nullable() })
    .nullable(),
  /** Whether the cancel action applies (active and renewing). */
  show_cancellation: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionResponse = envelope(subscriptionSchema.nullable());

export const subscriptionCheckoutQuery = z.object({
  product_id: z.string({ error: MSG.planRequired }).min(1, MSG.planRequired),
  type: z.enum(BILLING_TYPES, { error: MSG.billingTypeInvalid }),
  return_path: z.string().optional(),
});
export type SubscriptionCheckoutQuery = z.infer<typeof subscriptionCheckoutQuery>;

/** Admin console: a manual ledger adjustment, always with a reason (audited). */
export const adjustmentBody = z.object({
  account: z.enum(['wallet', 'earnings'], { error: MSG.invalidValue }),
  direction: z.enum(['credit', 'debit'], { error: MSG.invalidValue }),
  amount: z.coerce
    .number({ error: MSG.amountInvalid })
    .refine(hasAtMostTwoDecimals, MSG.amountTwoDecimals)
    .refine((v) => v > 0, MSG.amountInvalid)
    .refine((v) => v <= LIMITS.maxTopUpPounds, MSG.amountAboveMaximum),
  reason: z.string({ error: MSG.reasonRequired }).trim().min(1, MSG.reasonRequired).max(500),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;

export const adminPayoutSchema = payoutSchema.extend({
  user: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }),
});
export const adminPayoutsResponse = paginatedEnvelope(adminPayoutSchema);
export const adminPayoutsQuery = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: MSG.invalidValue }).optional(),
  page: pageSchema,
});
export const userIdParams = z.object({ id: idSchema });

/** A place inside Kru to come back to after checkout: one absolute path, never another host. */
export function isSafeReturnPath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && path.length <= 200;
}
