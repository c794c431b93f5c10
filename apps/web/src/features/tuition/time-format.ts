import { currentLanguage } from '../../i18n/index.ts';

const LOCALES = { en: 'en-GB', th: 'th-TH' } as const;

/** A time zone this browser knows (an unknown one would make Intl throw), else undefined for the browser's. */
export function knownTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

function format(iso: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    ...options,
    timeZone: knownTimeZone(timeZone),
  }).format(new Date(iso));
}

/** `Fri 27 Mar, 17:30` in `timeZone`. */
export function formatMoment(iso: string, timeZone?: string): string {
  return format(
    iso,
    { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
    timeZone,
  );
}

/** `Friday 27 March` in `timeZone`: the heading of a day's blocks. */
export function formatDayHeading(iso: string, timeZone?: string): string {
  return format(iso, { weekday: 'long', day: 'numeric', month: 'long' }, timeZone);
}

/** `17:30` in `timeZone`. */
export function formatClock(iso: string, timeZone?: string): string {
  return format(iso, { hour: '2-digit', minute: '2-digit' }, timeZone);
}

/** `17:30–19:00` in `timeZone`. */
export function formatTimeRange(startIso: string, endIso: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  return `${format(startIso, options, timeZone)}–${format(endIso, options, timeZone)}`;
}

/** The calendar day of an instant in `timeZone` (`2026-03-27`), to group blocks by day. */
export function dayKey(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: knownTimeZone(timeZone),
  }).format(new Date(iso));
}
