import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api/errors.ts';
import { refusalOf } from './refusal.ts';

const failure = (status: number, code: string) => new ApiError('Said by the server', { status, code });

describe('refusalOf', () => {
  it('calls only SECTION_LOCKED the end of the trial', () => {
    expect(refusalOf(failure(403, 'SECTION_LOCKED'))).toBe('locked');
  });

  it('calls any other 403 a refusal, to be said with its own message', () => {
    expect(refusalOf(failure(403, 'FORBIDDEN'))).toBe('refused');
    expect(refusalOf(failure(403, 'BAD_RESPONSE'))).toBe('refused');
  });

  it('calls a 404 missing, and anything else none (a failure to load)', () => {
    expect(refusalOf(failure(404, 'NOT_FOUND'))).toBe('missing');
    expect(refusalOf(failure(500, 'INTERNAL'))).toBeNull();
    expect(refusalOf(failure(0, 'NETWORK_ERROR'))).toBeNull();
    expect(refusalOf(new Error('not from the API'))).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });
});
