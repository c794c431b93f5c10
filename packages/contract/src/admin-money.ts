import { z } from 'zod';
import { envelope, pageSchema, paginatedEnvelope } from './common.ts';
import { MSG } from './messages.ts';
import { type adminPayoutSchema, MOVEMENT_KINDS, payoutAccountSchema } from './money.ts';

/** Admin console, money: a user's balances and ledger, every payout, and manual adjustments (audited). */

export const ADMIN_MONEY_PAGE_SIZE = 20;

/** A user's own ledger accounts, as the console names them. */
export const USER_LEDGER_ACCOUNTS = ['wallet', 'held', 'earnings', 'payout_pending'] as const;
export type UserLedgerAccount = (typeof USER_LEDGER_ACCOUNTS)[number];

/** Every kind of ledger transaction: the movements users see, and a payout reaching the bank. */
export const LEDGER_KINDS = [...MOVEMENT_KINDS, 'payout_paid'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A payout as the console's list shows it: with whose it is. */
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** The audit action of a manual adjustment (subject: the user). */
export const LEDGER_ADJUSTED_ACTION = 'ledger.adjusted';

/** `GET /admin/users/{id}/wallet`: the user's balances in pounds and their payout account. */
export const adminWalletSchema = z.object({
  user_id: z.number().int(),
  currency: z.literal('GBP'),
  wallet: z.number(),
  held: z.number(),
  earnings: z.number(),
  payout_pending: z.number(),
  payout_account: payoutAccountSchema,
});
export type AdminWallet = z.infer<typeof adminWalletSchema>;
export const adminWalletResponse = envelope(adminWalletSchema);

/** One ledger transaction as the console shows it, with its entries on the user's own accounts only. */
export const adminLedgerTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  memo: z.string().nullable(),
  /** The admin who made a manual adjustment (null for every automatic movement). */
  created_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  /** Signed pounds per account of the user: positive raises that balance. */
  entries: z.array(z.object({ account: z.enum(USER_LEDGER_ACCOUNTS), amount: z.number() })),
});
export type AdminLedgerTransaction = z.infer<typeof adminLedgerTransactionSchema>;
export const adminLedgerResponse = paginatedEnvelope(adminLedgerTransactionSchema);
export const adminLedgerTransactionResponse = envelope(adminLedgerTransactionSchema);

/** `GET /admin/users/{id}/ledger?page=&per_page=` */
export const adminLedgerQuery = z.object({
  page: pageSchema,
  per_page: z.coerce
    .number({ error: MSG.invalidValue })
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(100, MSG.invalidValue)
    .default(ADMIN_MONEY_PAGE_SIZE),
});
export type AdminLedgerQuery = z.infer<typeof adminLedgerQuery>;

/**
 * The optional `Idempotency-Key` header of `POST /admin/users/{id}/adjustments`: a repeat moves nothing. Loose,
 * because the validated object replaces the request's headers.
 */
export const adjustmentHeaders = z
  .object({
    'idempotency-key': z.string().trim().min(1, MSG.invalidValue).max(200, MSG.invalidValue).optional(),
  })
  .loose();
