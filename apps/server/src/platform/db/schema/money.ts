import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subscriptionPlans } from './catalogue.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Ledger accounts: per user a spendable `wallet`, money `held` for booked sessions, withdrawable `earnings` and
 * `payout_pending` (on its way to the bank); two system accounts mirror money outside Kru (`provider`: the payment
 * provider's side of every card payment, refund and payout) and the `platform`'s own revenue and costs.
 * `balance_pence` is kept by a trigger on ledger_entries (migration 0005), never written by the application.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'held',
  'earnings',
  'payout_pending',
  'provider',
  'platform',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id),
    balancePence: bigint('balance_pence', { mode: 'number' }).notNull().default(0),
    /** Only the system accounts may go below zero: they stand for money outside Kru. */
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt,
  },
  (t) => [
    uniqueIndex('ledger_accounts_kind_user_key').on(t.kind, sql`coalesce(${t.userId}, 0)`),
    /** A user's accounts together: the wallet page, the user's balances, the history. */
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_not_negative', sql`${t.mayGoNegative} OR ${t.balancePence} >= 0`),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} IN ('provider', 'platform')) = (${t.userId} IS NULL) AND ${t.mayGoNegative} = (${t.userId} IS NULL)`,
    ),
  ],
);

export const LEDGER_TRANSACTION_KINDS = [
  'top_up',
  'refund',
  'refund_failed',
  'booking_hold',
  'booking_release',
  'booking_refund',
  'tutor_earning',
  'creator_reward',
  'payout',
  'payout_paid',
  'payout_failed',
  'subscription',
  'adjustment',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** One movement of money: its entries sum to zero (checked at commit by a trigger). Append-only. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The caller's key: posting the same key twice records the movement once. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    /** The person the movement is about (null for platform-only movements). */
    userId: integer('user_id').references(() => users.id),
    /** What it refers to: `{ payment_id }`, `{ payout_id }`, `{ session_id }`, ... */
    reference: jsonb('reference')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    memo: text('memo'),
    /** A correction names the transaction it reverses. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /** An admin's manual adjustment records who made it. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt,
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.id),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed pence: positive raises the account's balance. */
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    createdAt,
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amountPence} <> 0`),
  ],
);

/** A checkout at the payment provider: a top-up, or the first payment of a subscription. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['top_up', 'subscription'] }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's checkout session id (set once the provider answered). */
    providerRef: text('provider_ref'),
    /** The provider's charge or payment intent, which refunds go back to. */
    providerChargeRef: text('provider_charge_ref'),
    status: text('status', { enum: ['open', 'succeeded', 'failed', 'expired'] })
      .notNull()
      .default('open'),
    amountPence: integer('amount_pence').notNull(),
    refundedPence: integer('refunded_pence').notNull().default(0),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    billing: text('billing', { enum: ['monthly', 'yearly'] }),
    /** The sandbox test card used, which decides later renewals. */
    sandboxCard: text('sandbox_card'),
    returnPath: text('return_path').notNull().default('/fees'),
    failureReason: text('failure_reason'),
    createdAt,
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    check(
      'payments_refund_within_amount',
      sql`${t.refundedPence} >= 0 AND ${t.refundedPence} <= ${t.amountPence}`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_payment_idx').on(t.paymentId),
    /** The retry job's refunds the provider never acknowledged. */
    index('refunds_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' AND ${t.providerRef} IS NULL`),
  ],
);

/** Every provider event handled, by its id: a replay finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The bank account payouts go to; its state is `users.connect_account_status`. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  /** Stripe's connected account id, or the sandbox's own. */
  providerAccountId: text('provider_account_id').notNull(),
  holderName: text('holder_name'),
  sortCode: text('sort_code'),
  /** Never the whole number: the last four digits for display. */
  accountLast4: text('account_last4'),
  /** The sandbox's decided outcome for payouts ('fail' for its failing test account). */
  sandboxPayoutOutcome: text('sandbox_payout_outcome', { enum: ['pay', 'fail'] }),
  problemReason: text('problem_reason'),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    expectedBy: date('expected_by', { mode: 'string' }).notNull(),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_user_idx').on(t.userId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_positive', sql`${t.amountPence} > 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    billing: text('billing', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status', { enum: ['active', 'canceled', 'expired'] })
      .notNull()
      .default('active'),
    pricePence: integer('price_pence').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** Stripe's subscription id; the sandbox's own id otherwise. */
    providerRef: text('provider_ref'),
    /** The payment that started it (its card decides sandbox renewals). */
    firstPaymentId: uuid('first_payment_id').references(() => payments.id),
    startingAt: timestamp('starting_at', { withTimezone: true }).notNull(),
    /** The end of the period paid for: renewal moves it on, cancellation keeps it as the last day. */
    endingAt: timestamp('ending_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    latestInvoice: jsonb('latest_invoice').$type<{
      id: string;
      amount_pence: number;
      status: string;
      paid_at: string | null;
    }>(),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live subscription per person; expired ones stay as history.
    uniqueIndex('subscriptions_one_live_per_user').on(t.userId).where(sql`${t.status} <> 'expired'`),
    index('subscriptions_renewal_idx').on(t.status, t.endingAt),
    uniqueIndex('subscriptions_provider_ref_key').on(t.provider, t.providerRef),
  ],
);

/**
 * The VAT rates the deployment has charged (VAT_RATE_PERCENT), each from the start of the first server that ran with
 * it: a receipt splits its VAT out at the rate in force when it was paid, not at today's.
 */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: serial('id').primaryKey(),
    ratePercent: numeric('rate_percent', { mode: 'number' }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vat_rates_effective_idx').on(t.effectiveFrom, t.id),
    check('vat_rates_percent', sql`${t.ratePercent} >= 0 AND ${t.ratePercent} <= 100`),
  ],
);
