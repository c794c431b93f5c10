import type { ConnectAccountStatus, Movement, PayoutStatus, Wallet } from '@kru/contract';
import type { Camelized } from '../../app/api/case.ts';

type MovementState = Movement['state'];
type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** Badge colours of what happened to money: done, on its way, did not happen. */
const MOVEMENT_STATE_COLORS: Record<MovementState, string> = {
  completed: 'teal',
  pending: 'yellow',
  failed: 'red',
};
export const PAYOUT_STATUS_COLORS: Record<PayoutStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
};
const REFUND_STATUS_COLORS: Record<RefundStatus, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};
export const CONNECT_STATUS_COLORS: Record<ConnectAccountStatus, string> = {
  incomplete: 'gray',
  pending: 'yellow',
  verified: 'teal',
  problem: 'red',
};

export interface StateView {
  /** i18n key of the badge text. */
  labelKey: string;
  color: string;
}

export function movementStateView(state: MovementState): StateView {
  return { labelKey: `fees.history.state.${state}`, color: MOVEMENT_STATE_COLORS[state] };
}

export function payoutStatusView(status: PayoutStatus): StateView {
  return { labelKey: `fees.payouts.status.${status}`, color: PAYOUT_STATUS_COLORS[status] };
}

export function refundStatusView(status: RefundStatus): StateView {
  return { labelKey: `fees.refund.status.${status}`, color: REFUND_STATUS_COLORS[status] };
}

export function payoutAccountView(status: ConnectAccountStatus): StateView {
  return { labelKey: `fees.payoutAccount.status.${status}`, color: CONNECT_STATUS_COLORS[status] };
}

/**
 * Money in shows green, money out in the text colour (a history full of red reads like an error); money that
 * never moved (a failed top-up) is dimmed and struck through.
 */
export function amountStyle(amount: number, state: MovementState): { color?: string; struck: boolean } {
  if (state === 'failed') return { color: 'dimmed', struck: true };
  // A colour without a shade is the theme's text shade of it, which reads at AA (theme-contrast.ts).
  return { color: amount > 0 ? 'teal' : undefined, struck: false };
}

/** Why the Withdraw button is off (an i18n key under `fees.earnings.blocked`), or null when it may be used. */
export type WithdrawBlock = 'notVerified' | 'problem' | 'nothingAvailable';

export function withdrawBlock(
  wallet: Pick<Camelized<Wallet>, 'earnings' | 'payoutAccount'>,
): WithdrawBlock | null {
  const status = wallet.payoutAccount.status;
  if (status === 'problem') return 'problem';
  if (status !== 'verified') return 'notVerified';
  return wallet.earnings.available > 0 ? null : 'nothingAvailable';
}

/** The payout account button: set it up the first time, update it afterwards. */
export function payoutAccountAction(status: ConnectAccountStatus): 'setUp' | 'update' {
  return status === 'incomplete' ? 'setUp' : 'update';
}
