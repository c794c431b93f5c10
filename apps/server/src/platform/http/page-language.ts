import { DEFAULT_LANGUAGE, type Language, STORAGE_KEYS } from '@kru/contract';

/**
 * The web app keeps the visitor's language in browser storage and mirrors it in a cookie of the same name, so that
 * the first HTML of a page already says it (`lang`): a screen reader picks its Thai voice before any script runs.
 * The browser's own Accept-Language is not used: the app shows English until the person chooses.
 */
const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${STORAGE_KEYS.language.replace('.', '\\.')}=(en|th)(?:;|$)`);

export function pageLanguage(cookieHeader: string | undefined): Language {
  const match = cookieHeader ? LANGUAGE_COOKIE.exec(cookieHeader) : null;
  return (match?.[1] as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The page's HTML with the language (and the writing direction: both of Kru's languages run left to right). */
export function withPageLanguage(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${language}" dir="ltr">`);
}
