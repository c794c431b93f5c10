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

/** `at` as a reader of `language` in `timeZone` reads it; in UTC when the zone is unknown to the runtime. */
export function formatTime(at: Date, language: Language, timeZone: string, style: TimeStyle): string {
  const options = STYLES[style];
  try {
    return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(at);
  }
}
