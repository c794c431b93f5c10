import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  allocateRefund,
  cardMoneyInWallet,
  checkoutUrls,
  isUuid,
  mayHoldWallet,
  movementDescription,
  movementKind,
  movementState,
  refundablePence,
} from './policy.ts';

describe('mayHoldWallet', () => {
  it('lets students and tutors, not admins', () => {
    expect(mayHoldWallet({ role: 'student' })).toBe(true);
    expect(mayHoldWallet({ role: 'teacher' })).toBe(true);
    expect(mayHoldWallet({ role: 'admin' })).toBe(false);
  });
});

describe('isUuid', () => {
  it('accepts only UUIDs', () => {
    expect(isUuid('0b6c1f1e-5f5e-4c1a-9d7e-2f0f6a1b2c3d')).toBe(true);
    expect(isUuid('1')).toBe(false);
    expect(isUuid("'; DROP TABLE payments; --")).toBe(false);
  });
});

describe('checkoutUrls', () => {
  it('adds the outcome and the payment to the return path', () => {
    expect(checkoutUrls('http://localhost:3000', '/fees', 'p1')).toEqual({
      successUrl: 'http://localhost:3000/fees?checkout=success&payment=p1',
      cancelUrl: 'http://localhost:3000/fees?checkout=canceled&payment=p1',
    });
  });

  it('keeps a query the return path already has', () => {
    expect(checkoutUrls('https://kru.example', '/courses/subscribe?plan=2', 'p1').successUrl).toBe(
      'https://kru.example/courses/subscribe?plan=2&checkout=success&payment=p1',
    );
  });
});

describe('refundablePence', () => {
  it('is the smaller of the wallet and the unrefunded top-ups, never negative', () => {
    expect(refundablePence(5000, 3000)).toBe(3000);
    expect(refundablePence(2000, 3000)).toBe(2000);
    expect(refundablePence(0, 3000)).toBe(0);
    expect(refundablePence(-1, 3000)).toBe(0);
  });
});

describe('allocateRefund', () => {
  const topUps = [
    { id: 'newest', amountPence: 1000, refundedPence: 0 },
    { id: 'middle', amountPence: 2000, refundedPence: 500 },
    { id: 'oldest', amountPence: 3000, refundedPence: 0 },
  ];

  it('takes the newest top-ups first, each at most what it has left', () => {
    expect(allocateRefund(2200, topUps)).toEqual([
      { paymentId: 'newest', amountPence: 1000 },
      { paymentId: 'middle', amountPence: 1200 },
    ]);
  });

  it('never returns more than the top-ups hold', () => {
    const allocations = allocateRefund(99_999, topUps);
    expect(allocations.reduce((sum, a) => sum + a.amountPence, 0)).toBe(5500);
  });

  it('skips a top-up refunded in full and allocates nothing from an empty wallet', () => {
    expect(allocateRefund(100, [{ id: 'done', amountPence: 500, refundedPence: 500 }, ...topUps])).toEqual([
      { paymentId: 'newest', amountPence: 100 },
    ]);
    expect(allocateRefund(0, topUps)).toEqual([]);
  });
});

describe('movements', () => {
  it('takes the state of a refund or payout from its own row', () => {
    expect(movementState({ kind: 'refund', source: 'ledger', linkedStatus: 'pending' })).toBe('pending');
    expect(movementState({ kind: 'payout', source: 'ledger', linkedStatus: 'failed' })).toBe('failed');
    expect(movementState({ kind: 'refund', source: 'ledger', linkedStatus: 'succeeded' })).toBe('completed');
    expect(movementState({ kind: 'top_up', source: 'ledger', linkedStatus: null })).toBe('completed');
    expect(movementState({ kind: 'top_up', source: 'checkout', linkedStatus: 'expired' })).toBe('failed');
  });

  it('describes each kind, naming the bank account of a payout when known', () => {
    expect(movementDescription({ kind: 'top_up', source: 'ledger', linkedStatus: null }, null).key).toBe(
      MSG.movementTopUp,
    );
    expect(
      movementDescription({ kind: 'top_up', source: 'checkout', linkedStatus: 'failed' }, null).key,
    ).toBe(MSG.movementTopUpFailed);
    expect(
      movementDescription({ kind: 'top_up', source: 'checkout', linkedStatus: 'expired' }, null).key,
    ).toBe(MSG.movementTopUpExpired);
    expect(movementDescription({ kind: 'payout', source: 'ledger', linkedStatus: 'paid' }, '1234')).toEqual({
      key: MSG.movementPayoutTo,
      vars: { last4: '1234' },
    });
    expect(movementDescription({ kind: 'payout', source: 'ledger', linkedStatus: null }, null).key).toBe(
      MSG.movementPayout,
    );
    expect(
      movementDescription(
        { kind: 'creator_reward', source: 'ledger', linkedStatus: null, courseTitle: 'Algebra' },
        null,
      ),
    ).toEqual({ key: MSG.movementCreatorRewardFor, vars: { title: 'Algebra' } });
    expect(
      movementDescription({ kind: 'creator_reward', source: 'ledger', linkedStatus: null }, null).key,
    ).toBe(MSG.movementCreatorReward);
    expect(movementKind('payout_paid')).toBe('payout');
    expect(movementKind('creator_reward')).toBe('creator_reward');
  });
});

describe('cardMoneyInWallet', () => {
  const flow = (kind: string, amountPence: number, reference: Record<string, number> = {}) => ({
    kind,
    amountPence,
    reference,
  });

  it('counts top-ups in and refunds out, a failed refund back in', () => {
    expect(cardMoneyInWallet([flow('top_up', 1000), flow('refund', -400), flow('refund_failed', 400)])).toBe(
      1000,
    );
  });

  it('spends other money first, then card money; a later credit is not card money', () => {
    expect(
      cardMoneyInWallet([flow('top_up', 1000), flow('subscription', -1000), flow('adjustment', 1000)]),
    ).toBe(0);
    expect(
      cardMoneyInWallet([flow('adjustment', 500), flow('top_up', 1000), flow('subscription', -700)]),
    ).toBe(800);
  });

  it('returns money that comes back for the same thing as the card money it took', () => {
    const flows = [
      flow('adjustment', 500),
      flow('top_up', 2000),
      flow('booking_hold', -2000, { session_id: 7 }),
      flow('booking_refund', 2000, { session_id: 7 }),
    ];
    expect(cardMoneyInWallet(flows)).toBe(2000);
    expect(cardMoneyInWallet([...flows.slice(0, 3), flow('booking_refund', 2000, { session_id: 8 })])).toBe(
      500,
    );
  });
});
