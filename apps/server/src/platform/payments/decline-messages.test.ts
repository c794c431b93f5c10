import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { declineMessage } from './decline-messages.ts';

describe('declineMessage', () => {
  it("maps each provider code to the payer's words, anything unknown to the generic message", () => {
    expect(declineMessage('card_declined')).toBe(MSG.declineCardDeclined);
    expect(declineMessage('generic_decline')).toBe(MSG.declineCardDeclined);
    expect(declineMessage('insufficient_funds')).toBe(MSG.declineInsufficientFunds);
    expect(declineMessage('expired_card')).toBe(MSG.declineExpiredCard);
    expect(declineMessage('incorrect_cvc')).toBe(MSG.declineIncorrectCvc);
    expect(declineMessage('payment_failed')).toBe(MSG.declineGeneric);
    expect(declineMessage(null)).toBeNull();
  });
});
