/** Receipts of the movements people pay or are paid back by: read from the ledger, never stored apart. */
export { recordVatRate } from './record-vat-rate.ts';
export { receiptsRoutes } from './routes.ts';
