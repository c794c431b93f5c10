import type { Language } from '@kru/contract';

/**
 * - `full`: "Sunday, 29 March 2026 at 10:00 BST" (notifications)
 * - `short`: "29 Mar 2026, 10:00 BST" (the meeting room's opening time)
 * - `date`: "29 March 2026" (a renewal date)
 */
export type TimeStyle = 'full' | 'short' | 'date';

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  full: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  // dateStyle cannot be combined with timeZoneName, hence the fields.
  short: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
  date: { dateStyle: 'long' },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', th: 'th-TH' };

/**
 * The formatters made so far, by language, style and zone: making one costs far more than formatting with it (3%
 * of the server's CPU while bookings' notices were written, one per e-mail and entry). Zones are a few hundred
 * names; past the bound (names the runtime does not know are cached as UTC's formatter too) it starts afresh.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 2_000;

function formatterOf(language: Language, timeZone: string, style: TimeStyle): Intl.DateTimeFormat {
  const key = `${language} ${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = STYLES[style];
    try {
      formatter = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' });
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `at` as a reader of `language` in `timeZone` reads it; in UTC when the zone is unknown to the runtime. */
export function formatTime(at: Date, language: Language, timeZone: string, style: TimeStyle): string {
  return formatterOf(language, timeZone, style).format(at);
}
