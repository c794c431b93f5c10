import { type MessageKey, type MovementKind, MSG, RECEIPT_KINDS } from '@kru/contract';

/** Lines of the wallet's history per page. */
export const WALLET_HISTORY_PAGE_SIZE = 20;

/** Students and tutors hold a wallet; an admin account pays nothing and is paid nothing. */
export function mayHoldWallet(actor: { role: string }): boolean {
  return actor.role !== 'admin';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payment and refund ids are UUIDs: anything else names nothing (and is never sent to the database). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Where the provider sends the payer back: the return path with the outcome and the payment to poll. */
export function checkoutUrls(
  appUrl: string,
  returnPath: string,
  paymentId: string,
): { successUrl: string; cancelUrl: string } {
  const withOutcome = (outcome: 'success' | 'canceled') => {
    const url = new URL(`${appUrl}${returnPath}`);
    url.searchParams.set('checkout', outcome);
    url.searchParams.set('payment', paymentId);
    return url.toString();
  };
  return { successUrl: withOutcome('success'), cancelUrl: withOutcome('canceled') };
}

/** What a refund may return now: never more than the wallet holds, nor more than the card money in it. */
export function refundablePence(walletPence: number, cardPence: number): number {
  return Math.max(0, Math.min(walletPence, cardPence));
}

/** One entry on a wallet, oldest first: its transaction's kind and reference, and the signed amount. */
export interface WalletFlow {
  kind: string;
  reference: Record<string, string | number>;
  amountPence: number;
}

/** What a movement is about (`session_id:5`), so money that comes back can be matched with what went out. */
function referenceKey(reference: Record<string, string | number>): string | null {
  const [name] = Object.keys(reference).sort();
  return name ? `${name}:${reference[name]}` : null;
}

/**
 * How much of the wallet is card money, which alone may go back to cards. Walking the wallet's entries in order:
 * card money comes in by `top_up` (a top-up, or a subscription payment credited to the wallet) and leaves by
 * `refund` (back by `refund_failed`); any other credit (an admin's credit, a reward) is other money; a payment
 * out of the wallet spends other money first, then card money, and money coming back for the same thing (a
 * cancelled session's refund) returns as the card money it took first. So an admin's credit never goes to the
 * card of a top-up that was spent, and a top-up spent after a credit stays refundable.
 */
export function cardMoneyInWallet(flows: WalletFlow[]): number {
  let card = 0;
  let other = 0;
  const cardTaken = new Map<string, number>();
  for (const flow of flows) {
    const amount = Math.abs(flow.amountPence);
    if (flow.kind === 'top_up' || flow.kind === 'refund' || flow.kind === 'refund_failed') {
      card = Math.max(0, card + flow.amountPence);
      continue;
    }
    const key = referenceKey(flow.reference);
    if (flow.amountPence < 0) {
      const fromOther = Math.min(other, amount);
      const fromCard = Math.min(card, amount - fromOther);
      other -= fromOther;
      card -= fromCard;
      if (key) cardTaken.set(key, (cardTaken.get(key) ?? 0) + fromCard);
    } else {
      const backToCard = key ? Math.min(cardTaken.get(key) ?? 0, amount) : 0;
      if (key && backToCard) cardTaken.set(key, (cardTaken.get(key) ?? 0) - backToCard);
      card += backToCard;
      other += amount - backToCard;
    }
  }
  return card;
}

export interface RefundableTopUp {
  id: string;
  amountPence: number;
  refundedPence: number;
}

/**
 * Splits a refund of the card money in the wallet over the card payments it came from, newest first (`topUps` in that order): each
 * returns at most what it has not returned yet, until `refundablePence` is used up.
 */
export function allocateRefund(
  refundablePence: number,
  topUps: RefundableTopUp[],
): Array<{ paymentId: string; amountPence: number }> {
  let left = Math.max(0, refundablePence);
  const allocations: Array<{ paymentId: string; amountPence: number }> = [];
  for (const topUp of topUps) {
    if (left === 0) break;
    const amountPence = Math.min(left, topUp.amountPence - topUp.refundedPence);
    if (amountPence <= 0) continue;
    allocations.push({ paymentId: topUp.id, amountPence });
    left -= amountPence;
  }
  return allocations;
}

/** The transactions that credit what a user earned (a payout failure only gives money back: not earned again). */
export const EARNING_KINDS = ['tutor_earning', 'creator_reward', 'booking_release', 'adjustment'] as const;

/** The history's view of a movement (see `MovementRow` in the repository). */
export interface MovementFacts {
  kind: string;
  source: 'ledger' | 'checkout';
  linkedStatus: string | null;
  courseTitle?: string | null;
  /** The session paid, refunded or earned from was a trial lesson. */
  isTrial?: boolean;
}

/** A card refund and a bank payout are pending or failed as their own row says; the rest has happened. */
export function movementState(movement: MovementFacts): 'completed' | 'pending' | 'failed' {
  if (movement.source === 'checkout') return 'failed';
  if (movement.linkedStatus === 'pending') return 'pending';
  if (movement.linkedStatus === 'failed') return 'failed';
  return 'completed';
}

/** A movement's receipt: the ledger transaction's own id, for the kinds that have one (a failed refund has none). */
export function movementReceiptId(movement: MovementFacts & { id: string }): string | null {
  const hasReceipt = (RECEIPT_KINDS as readonly string[]).includes(movement.kind);
  return hasReceipt && movementState(movement) !== 'failed' ? movement.id : null;
}

/** The history's kind of a ledger transaction (a payout's arrival at the bank is part of the payout). */
export function movementKind(kind: string): MovementKind {
  return kind === 'payout_paid' ? 'payout' : (kind as MovementKind);
}

const DESCRIPTIONS: Record<MovementKind, MessageKey> = {
  top_up: MSG.movementTopUp,
  refund: MSG.movementRefund,
  refund_failed: MSG.movementRefundFailed,
  booking_hold: MSG.movementBookingHold,
  booking_release: MSG.movementBookingRelease,
  booking_refund: MSG.movementBookingRefund,
  tutor_earning: MSG.movementTutorEarning,
  creator_reward: MSG.movementCreatorReward,
  payout: MSG.movementPayout,
  payout_failed: MSG.movementPayoutFailed,
  subscription: MSG.movementSubscription,
  adjustment: MSG.movementAdjustment,
};

/** A trial lesson's movements say so. */
const TRIAL_DESCRIPTIONS: Partial<Record<MovementKind, MessageKey>> = {
  booking_hold: MSG.movementTrialHold,
  booking_refund: MSG.movementTrialRefund,
  tutor_earning: MSG.movementTrialEarning,
};

/**
 * The message (and its values) describing a movement; a payout names the bank account's last digits, a creator
 * reward its course.
 */
export function movementDescription(
  movement: MovementFacts,
  payoutLast4: string | null,
): { key: MessageKey; vars: Record<string, string> } {
  if (movement.source === 'checkout') {
    const key = movement.linkedStatus === 'expired' ? MSG.movementTopUpExpired : MSG.movementTopUpFailed;
    return { key, vars: {} };
  }
  const kind = movementKind(movement.kind);
  if (kind === 'payout' && payoutLast4) return { key: MSG.movementPayoutTo, vars: { last4: payoutLast4 } };
  if (kind === 'creator_reward' && movement.courseTitle) {
    return { key: MSG.movementCreatorRewardFor, vars: { title: movement.courseTitle } };
  }
  const trialKey = movement.isTrial ? TRIAL_DESCRIPTIONS[kind] : undefined;
  return { key: trialKey ?? DESCRIPTIONS[kind] ?? MSG.movementAdjustment, vars: {} };
}
