import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import {
  amountStyle,
  movementStateView,
  payoutAccountAction,
  payoutAccountView,
  payoutStatusView,
  refundStatusView,
  withdrawBlock,
} from './money-states.ts';

function text(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
}

const wallet = (status: 'incomplete' | 'pending' | 'verified' | 'problem', available: number) => ({
  earnings: { available, pendingPayout: 0, totalEarned: available },
  payoutAccount: { status, holderName: null, accountLast4: null, sortCode: null, problemReason: null },
});

describe('money states', () => {
  it('gives every state a written label and its colour', () => {
    const views = [
      ...(['completed', 'pending', 'failed'] as const).map(movementStateView),
      ...(['pending', 'paid', 'failed'] as const).map(payoutStatusView),
      ...(['pending', 'succeeded', 'failed'] as const).map(refundStatusView),
      ...(['incomplete', 'pending', 'verified', 'problem'] as const).map(payoutAccountView),
    ];
    for (const view of views) expect(typeof text(view.labelKey), view.labelKey).toBe('string');
    expect(payoutAccountView('verified').color).toBe('teal');
    expect(payoutAccountView('problem').color).toBe('red');
    expect(payoutStatusView('pending').color).toBe('yellow');
    expect(movementStateView('failed').color).toBe('red');
  });

  it('shows money in green, money out plain, and money that never moved struck through', () => {
    expect(amountStyle(10, 'completed')).toEqual({ color: 'teal', struck: false });
    expect(amountStyle(10, 'pending')).toEqual({ color: 'teal', struck: false });
    expect(amountStyle(-10, 'completed')).toEqual({ color: undefined, struck: false });
    expect(amountStyle(5, 'failed')).toEqual({ color: 'dimmed', struck: true });
  });

  it('allows a withdrawal only from a verified account with something available', () => {
    expect(withdrawBlock(wallet('verified', 12.5))).toBeNull();
    expect(withdrawBlock(wallet('verified', 0))).toBe('nothingAvailable');
    expect(withdrawBlock(wallet('pending', 12.5))).toBe('notVerified');
    expect(withdrawBlock(wallet('incomplete', 12.5))).toBe('notVerified');
    expect(withdrawBlock(wallet('problem', 12.5))).toBe('problem');
    for (const block of ['notVerified', 'problem', 'nothingAvailable']) {
      expect(typeof text(`fees.earnings.blocked.${block}`)).toBe('string');
    }
  });

  it('offers to set up an account first, then to update it', () => {
    expect(payoutAccountAction('incomplete')).toBe('setUp');
    expect(payoutAccountAction('pending')).toBe('update');
    expect(payoutAccountAction('problem')).toBe('update');
  });
});
