import { currentLanguage } from '../i18n/index.ts';

const LOCALES = { en: 'en-GB', th: 'th-TH' } as const;

/**
 * Pounds as the wire carries them (`12.5`) in the interface language: `£12.50`; `signed` shows the direction of a
 * movement (`+£10.00`, `-£2.50`).
 */
export function formatMoney(pounds: number, options: { signed?: boolean } = {}): string {
  return new Intl.NumberFormat(LOCALES[currentLanguage()], {
    style: 'currency',
    currency: 'GBP',
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(pounds);
}

/** A calendar date as the wire carries it (`2010-05-14`) in the interface language: `14 May 2010`. */
export function formatDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The user's IANA time zone when this browser knows it (an unknown one would make Intl throw), else the browser's. */
function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A moment as the wire carries it (ISO 8601) in the interface language, in `timeZone` (the user's) or else the
 * browser's: `14 May 2026, 09:30`.
 */
export function formatDateTime(isoDateTime: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: knownTimeZone(timeZone),
  }).format(new Date(isoDateTime));
}

/** The day of a moment (ISO 8601) in `timeZone` (the user's) or else the browser's: `14 May 2026`. */
export function formatDay(isoDateTime: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: 'long',
    timeZone: knownTimeZone(timeZone),
  }).format(new Date(isoDateTime));
}
