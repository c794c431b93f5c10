import { LIMITS } from './limits.ts';
import { type MessageKey, MSG } from './messages.ts';

/**
 * Field rules as plain functions, without zod: the zod schemas are built on the same pattern, and light forms
 * (the sign-in page, loaded before anything else) check with these directly.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function checkEmail(value: string): MessageKey | null {
  const email = value.trim();
  if (!email) return MSG.emailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return MSG.invalidEmail;
  return null;
}

/** A password typed to prove who you are: only required (and bounded). */
export function checkCurrentPassword(value: string): MessageKey | null {
  if (!value) return MSG.passwordRequired;
  if (value.length > LIMITS.passwordMax) return MSG.passwordTooLong;
  return null;
}
