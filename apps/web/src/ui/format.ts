import { currentLanguage } from '../i18n/index.ts';

const LOCALES = { en: 'en-GB', th: 'th-TH' } as const;

/** Pounds as the wire carries them (`12.5`) in the interface language: `£12.50`. */
export function formatMoney(pounds: number): string {
  return new Intl.NumberFormat(LOCALES[currentLanguage()], { style: 'currency', currency: 'GBP' }).format(
    pounds,
  );
}

/** A calendar date as the wire carries it (`2010-05-14`) in the interface language: `14 May 2010`. */
export function formatDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A moment as the wire carries it (ISO 8601) in the interface language and the browser's time zone: `14 May 2026, 09:30`. */
export function formatDateTime(isoDateTime: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(isoDateTime));
}
