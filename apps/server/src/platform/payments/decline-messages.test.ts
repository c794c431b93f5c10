import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { declineMessage, stripeDeclineReason } from './decline-messages.ts';

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

  it("reads Stripe's reason from the decline code, else the code", () => {
    expect(stripeDeclineReason({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'insufficient_funds',
    );
    expect(stripeDeclineReason({ code: 'incorrect_number', decline_code: null })).toBe('incorrect_number');
    expect(stripeDeclineReason(null)).toBe('card_declined');
    expect(declineMessage('incorrect_number')).toBe(MSG.cardNumberInvalid);
    expect(declineMessage('lost_card')).toBe(MSG.declineGeneric);
    expect(declineMessage('authentication_required')).toBe(MSG.declineAuthenticationRequired);
  });
});
