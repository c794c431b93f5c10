/** Payouts: the bank account (payout account) of tutors and creators, withdrawals and their settlement. */
export {
  applyPayoutAccountUpdate,
  findSettleableSandboxPayouts,
  loadPayoutAccount,
  type PayoutRow,
  saveSandboxBankDetails,
  settlePayout,
} from './payout-events.ts';
