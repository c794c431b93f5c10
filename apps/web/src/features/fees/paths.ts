/** The money pages (the sandbox ones are where the test-mode provider sends the payer). */
export const FEES_PATH = '/fees';
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
export const SANDBOX_CONNECT_PATH = '/sandbox/connect';
export const RECEIPT_PATH = '/fees/receipts/:id';
export const receiptPath = (id: string) => `/fees/receipts/${encodeURIComponent(id)}`;
