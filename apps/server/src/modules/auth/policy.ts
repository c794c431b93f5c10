import { LIMITS, type MessageKey, MSG } from '@kru/contract';
import { sha256 } from '../../platform/auth/secrets.ts';

const HOUR_MS = 60 * 60_000;

/**
 * A code is stored hashed together with its request key: the 100,000 possible codes alone would be trivial to
 * brute-force from a leaked table, but not without the random key that only the client holds.
 */
export function codeHash(requestKey: string, code: string): string {
  return sha256(`${requestKey}:${code}`);
}

interface CodeState {
  usedAt: Date | null;
  voidedAt: Date | null;
  attempts: number;
  expiresAt: Date;
}

/** Why a code can no longer be tried, or null while it can. */
export function codeProblem(code: CodeState, now: Date): MessageKey | null {
  if (code.usedAt) return MSG.codeInvalid;
  if (code.attempts >= LIMITS.verificationCodeMaxAttempts) return MSG.codeLocked;
  // A code replaced by a newer one is simply not the right code any more.
  if (code.voidedAt) return MSG.codeInvalid;
  if (code.expiresAt.getTime() <= now.getTime()) return MSG.codeExpired;
  return null;
}

/** The answer to a wrong guess: after the last allowed one the code is locked and a new one is needed. */
export function wrongCodeMessage(attemptsSoFar: number): MessageKey {
  return attemptsSoFar >= LIMITS.verificationCodeMaxAttempts ? MSG.codeLocked : MSG.codeInvalid;
}

/** Seconds to wait before another code may go to the same address (0: now). */
export function resendWaitSeconds(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const readyAt = lastSentAt.getTime() + LIMITS.verificationResendSeconds * 1000;
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
}

export function quotaWindowStart(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}

/** Seconds until the address may receive another code under the hourly quota (0: now). */
export function quotaWaitSeconds(sent: { count: number; oldest: Date | null }, now: Date): number {
  if (sent.count < LIMITS.verificationCodesPerHour || !sent.oldest) return 0;
  return Math.max(1, Math.ceil((sent.oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
}

/** The web app's reset page, carrying the token and the address it was sent to. */
export function resetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/auth/reset-password?${new URLSearchParams({ token, email })}`;
}
