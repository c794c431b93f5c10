import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api/errors.ts';
import { sendErrorMessage } from './send-error.ts';

const t = ((key: string) => key) as unknown as TFunction;
const failure = (status: number, fieldErrors?: Record<string, string[]>) =>
  new ApiError('Server said no', { status, code: 'X', fieldErrors });

describe('sendErrorMessage', () => {
  it('names a rate limit, a block and a lost connection', () => {
    expect(sendErrorMessage(failure(429), t)).toBe('messages.errors.rateLimited');
    expect(sendErrorMessage(failure(403), t)).toBe('messages.errors.blocked');
    expect(sendErrorMessage(failure(0), t)).toBe('messages.errors.offline');
  });

  it('gives the server’s own sentence for a refused field', () => {
    const tooLong = failure(422, { body: ['A message can be at most 4000 characters.'] });
    expect(sendErrorMessage(tooLong, t)).toBe('A message can be at most 4000 characters.');
    expect(sendErrorMessage(failure(422), t)).toBe('Server said no');
  });

  it('falls back to a retry hint, never a raw code', () => {
    expect(sendErrorMessage(failure(500), t)).toBe('messages.errors.failed');
    expect(sendErrorMessage(new Error('boom'), t)).toBe('messages.errors.failed');
  });
});
