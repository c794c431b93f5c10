import { describe, expect, it } from 'vitest';
import { signMeetingToken, verifyMeetingToken } from './token.ts';

const SECRET = 'room-secret';
const end = new Date('2026-03-29T10:00:00Z');
const before = new Date('2026-03-29T09:30:00Z');
const grant = { sessionId: 42, userId: 7, expiresAt: end };

describe('meeting tokens', () => {
  it('verifies its own token until the expiry, binding session and user', () => {
    const token = signMeetingToken(SECRET, grant);
    expect(verifyMeetingToken(SECRET, token, before)).toEqual({ ok: true, grant });
  });

  it('refuses the token at and after the expiry', () => {
    const token = signMeetingToken(SECRET, grant);
    expect(verifyMeetingToken(SECRET, token, end)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyMeetingToken(SECRET, token, new Date(end.getTime() + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another secret', () => {
    const token = signMeetingToken('another-secret', grant);
    expect(verifyMeetingToken(SECRET, token, before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['another session', (parts: string[]) => [parts[0], '43', parts[2], parts[3], parts[4]]],
    ['another user', (parts: string[]) => [parts[0], parts[1], '8', parts[3], parts[4]]],
    [
      'a later expiry',
      (parts: string[]) => [parts[0], parts[1], parts[2], String(Number(parts[3]) + 3600), parts[4]],
    ],
  ])('refuses a token edited to name %s', (_, edit) => {
    const parts = signMeetingToken(SECRET, grant).split('.');
    expect(verifyMeetingToken(SECRET, edit(parts).join('.'), before)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([
    undefined,
    '',
    'garbage',
    'm1.42.7.1774778400',
    'm2.42.7.1774778400.sig',
    'm1.-1.7.1774778400.sig',
    'm1.42.7.1e9.sig',
    'm1.042.7.1774778400.sig',
  ])('refuses the malformed token %j', (token) => {
    expect(verifyMeetingToken(SECRET, token, before)).toEqual({ ok: false, reason: 'invalid' });
  });
});
