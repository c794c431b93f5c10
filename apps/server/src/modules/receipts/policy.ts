import { type MessageKey, MSG, type ReceiptKind } from '@kru/contract';

/** The payer reads their own receipts, and the admin team every one; anyone else finds none (404). */
export function mayReadReceipt(
  receipt: { userId: number },
  actor: { userId: number; role: string },
): boolean {
  return actor.role === 'admin' || receipt.userId === actor.userId;
}

/**
 * The VAT inside a price that includes it, at `ratePercent` of the net amount, to the penny (half up): £12.00
 * at 20% holds £2.00. At 0% (Kru's default while no rate is configured) there is none.
 */
export function splitVat(totalPence: number, ratePercent: number): { netPence: number; vatPence: number } {
  const vatPence = Math.round((totalPence * ratePercent) / (100 + ratePercent));
  return { netPence: totalPence - vatPence, vatPence };
}

/** The number printed on a receipt: `KRU-000123` (its ledger transaction, zero-padded to six digits). */
export function receiptNumber(id: string): string {
  return `KRU-${id.padStart(6, '0')}`;
}

/** A trial lesson's payment and refund say so; other kinds read as any of their kind. */
export const TRIAL_RECEIPT_DESCRIPTIONS: Partial<Record<ReceiptKind, MessageKey>> = {
  booking_hold: MSG.receiptTrialPayment,
  booking_refund: MSG.receiptTrialRefund,
};

/** What each receipt is for, in the payer's words. */
export const RECEIPT_DESCRIPTIONS: Record<ReceiptKind, MessageKey> = {
  top_up: MSG.receiptTopUp,
  booking_hold: MSG.receiptLessonPayment,
  booking_refund: MSG.receiptLessonRefund,
  refund: MSG.receiptCardRefund,
  subscription: MSG.receiptSubscription,
};
