import { currentLanguage } from '../i18n/index.ts';

const LOCALES = { en: 'en-GB', th: 'th-TH' } as const;

/** Pounds as the wire carries them (`12.5`) in the interface language: `£12.50`. */
export function formatMoney(pounds: number): string {
  return new Intl.NumberFormat(LOCALES[currentLanguage()], { style: 'currency', currency: 'GBP' }).format(
    pounds,
  );
}
