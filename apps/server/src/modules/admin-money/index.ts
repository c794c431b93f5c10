/** The admin console's money: a user's balances and ledger, every payout, and manual adjustments (audited). */
export { adminMoneyRoutes } from './routes.ts';
