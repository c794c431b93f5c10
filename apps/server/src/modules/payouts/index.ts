/** Payouts: the bank account (payout account) of tutors and creators, withdrawals and their settlement. */
export {
  applyPayoutAccountUpdate,
  findSettleableSandboxPayouts,
  type PayoutRow,
  settlePayout,
} from './payout-events.ts';
