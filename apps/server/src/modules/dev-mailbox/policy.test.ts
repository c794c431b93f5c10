import { describe, expect, it } from 'vitest';
import { devMailboxEnabled } from './policy.ts';

describe('devMailboxEnabled', () => {
  it('is on in development and tests without SMTP', () => {
    expect(devMailboxEnabled({ env: 'development', smtpUrl: undefined })).toBe(true);
    expect(devMailboxEnabled({ env: 'test', smtpUrl: undefined })).toBe(true);
  });

  it('is off in production and whenever real mail is sent', () => {
    expect(devMailboxEnabled({ env: 'production', smtpUrl: undefined })).toBe(false);
    expect(devMailboxEnabled({ env: 'development', smtpUrl: 'smtp://localhost:25' })).toBe(false);
  });
});
