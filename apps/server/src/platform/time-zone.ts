/** Names only: newer runtimes also accept raw offsets such as `+07:00`, which are not IANA zones. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The canonical IANA name of `value` (`asia/bangkok` -> `Asia/Bangkok`, `US/Pacific` -> `America/Los_Angeles`),
 * or null when the runtime's time zone database does not know it.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
