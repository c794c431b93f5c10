/**
 * The double-entry ledger: every movement of money in Kru is posted here, inside the transaction of the change
 * that causes it. Other modules use only this surface.
 */
export { getBalances, type UserBalances } from './get-balances.ts';
export type { AccountRef, EntryInput, TransactionInput } from './policy.ts';
export { type PostedTransaction, postTransaction } from './post-transaction.ts';
export { findTransactionByKey, lockUserAccount } from './repository.ts';
