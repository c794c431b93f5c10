import { LIMITS } from '@kru/contract/limits';

/**
 * The search text to send: trimmed, and none while it is shorter than the server accepts (at least 3
 * characters), in which case the field says so.
 */
export function searchToSend(text: string): { search: string; tooShort: boolean } {
  const trimmed = text.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < LIMITS.searchMinLength;
  return { search: tooShort ? '' : trimmed, tooShort };
}
