/** Payouts: the bank account (payout account) of tutors and creators, withdrawals and their settlement. */
export { applyPayoutAccountUpdate } from './apply-payout-account-update.ts';
export { loadPayoutAccount } from './load-payout-account.ts';
export { findSettleableSandboxPayouts, type PayoutRow } from './repository.ts';
export { retryUnsentPayouts } from './retry-unsent-payouts.ts';
export { payoutsRoutes } from './routes.ts';
export { saveSandboxBankDetails } from './save-sandbox-bank-details.ts';
export { settlePayout } from './settle-payout.ts';
