export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person can pick at sign-up; admins are created by operators. */
export const SIGN_UP_ROLES = ['student', 'teacher'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const TITLES = ['Ms', 'Miss', 'Mrs', 'Mr', 'Dr', 'Prof'] as const;
export type Title = (typeof TITLES)[number];

export const APPROVAL_STATUSES = ['incomplete', 'pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const CONNECT_ACCOUNT_STATUSES = ['incomplete', 'pending', 'verified', 'problem'] as const;
export type ConnectAccountStatus = (typeof CONNECT_ACCOUNT_STATUSES)[number];

export const DOCUMENT_TYPES = [
  'passport_front',
  'passport_rear',
  'biometric_residence_permit',
  'certificate',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const SESSION_STATUSES = {
  payment_pending: { title: 'Waiting for Payment', color: '#f7d3ea' },
  determination_pending: { title: 'Waiting for Approval', color: '#c4c1db' },
  approved: { title: 'Booked', color: '#3b3086' },
  rejected: { title: 'Rejected', color: '#ffc2c0' },
  cancelled: { title: 'Cancelled', color: '#e6e6e6' },
} as const;

export const BILLING_TYPES = ['monthly', 'yearly'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** The movements that have a receipt: money paid in or out by card, a lesson paid from the wallet or refunded. */
export const RECEIPT_KINDS = ['top_up', 'booking_hold', 'booking_refund', 'refund', 'subscription'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** Money given back (a lesson refund, a refund to the card): its receipt is headed and addressed as a refund. */
export function isRefundReceipt(kind: ReceiptKind): boolean {
  return kind === 'booking_refund' || kind === 'refund';
}
