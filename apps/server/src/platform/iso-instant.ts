const DAY_MS = 86_400_000;
/** 0000-01-01 and 10000-01-01 UTC: between them `toISOString` writes the plain `YYYY-MM-DDTHH:mm:ss.sssZ`. */
const PLAIN_FROM_MS = -62_167_219_200_000;
const PLAIN_TILL_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

let lastDay = Number.NaN;
let lastDayPrefix = '';

/**
 * `new Date(ms).toISOString()`, about five times faster for instants that share a day: a calendar writes two per
 * slot (hundreds per call), and V8's own formatting was a tenth of the call's server time. The date part is
 * formatted once per day (kept for the next call), the time part from the remainder.
 */
export function isoInstant(ms: number): string {
  if (!(ms >= PLAIN_FROM_MS && ms < PLAIN_TILL_MS) || !Number.isInteger(ms))
    return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay) {
    lastDayPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    lastDay = day;
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  const millisText = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : String(millis);
  return `${lastDayPrefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${millisText}Z`;
}
