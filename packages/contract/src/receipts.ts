import { z } from 'zod';
import { envelope, idSchema, paginatedEnvelope } from './common.ts';
import { RECEIPT_KINDS } from './enums.ts';
import { SUPPORTED_LANGUAGES } from './limits.ts';
import { MSG } from './messages.ts';

/**
 * `GET /receipts/{id}`: one movement's receipt (its ledger transaction's id), for its owner or the admin team.
 * Amounts in pounds; `total` includes `vat` at `vat_rate` percent (0 while Kru has no VAT rate configured).
 */
export const receiptSchema = z.object({
  id: z.string(),
  /** Printed on the receipt: `KRU-000123`. */
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  /** A trial lesson's payment or refund (the description says so). */
  is_trial: z.boolean(),
  /** The movement in words, in the request's language ("Wallet top-up", "Lesson payment"). */
  description: z.string(),
  /** Before VAT. */
  net: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  currency: z.literal('GBP'),
  payer: z.object({ full_name: z.string(), email: z.string() }),
  /** A lesson payment's or refund's lesson: its subject and level (in the request's language), tutor and start. */
  lesson: z
    .object({ subject: z.string(), level: z.string(), tutor_name: z.string(), starting_at: z.string() })
    .nullable(),
  issued_at: z.string(),
  /** The payer's zone: the page and the PDF show `issued_at` in it. */
  time_zone: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponse = envelope(receiptSchema);
export const receiptParams = z.object({ id: idSchema });
export const receiptPdfQuery = z.object({
  language: z.enum(SUPPORTED_LANGUAGES, { error: MSG.invalidValue }).optional(),
});

/** `GET /wallet/card-payments`: payments taken from a card that never touched the wallet (subscriptions). */
export const cardPaymentSchema = z.object({
  id: z.string(),
  kind: z.literal('subscription'),
  description: z.string(),
  /** Pounds paid by card. */
  amount: z.number(),
  created_at: z.string(),
  receipt_id: z.string(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;
export const cardPaymentsResponse = paginatedEnvelope(cardPaymentSchema);
