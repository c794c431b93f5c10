// The API's messages the signed-out pages show and the API client recognises (an unknown tenant, a session that
// is no longer allowed); the whole API catalogue loads with the rest (below).
import {
  code_format,
  code_invalid,
  code_required,
  date_out_of_range,
  email_required,
  invalid_date,
  invalid_email,
  invalid_value,
  password_required,
  password_reset_sent,
  password_too_long,
  password_too_short,
  passwords_must_match,
  reset_link_invalid,
  role_required,
  subdomain_invalid,
  terms_required,
  text_too_long,
  unauthenticated,
  unknown_subdomain,
} from '@kru/contract/i18n/en.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, type Language, STORAGE_KEYS, SUPPORTED_LANGUAGES } from '@kru/contract/limits';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { safeLocalStorage } from '../app/storage.ts';
// Only the areas the signed-out pages and the shell use are in the first download; see `loadEnglishCatalogue`.
import { auth, common, errors, footer, language, nav, unsaved } from './en.json' with { type: 'json' };

const NAMESPACE = 'translation';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

const storedLanguage = safeLocalStorage.get(STORAGE_KEYS.language);
const initialLanguage: Language = isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE;

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // Mirrored in a cookie so that the server's first HTML of the next page says the language too.
  document.cookie = `${STORAGE_KEYS.language}=${language}; path=/; max-age=31536000; samesite=lax`;
});

void i18n.use(initReactI18next).init({
  resources: {
    en: {
      [NAMESPACE]: {
        auth,
        common,
        errors,
        footer,
        language,
        nav,
        unsaved,
        api: {
          code_format,
          code_invalid,
          code_required,
          date_out_of_range,
          email_required,
          invalid_date,
          invalid_email,
          invalid_value,
          password_required,
          password_reset_sent,
          password_too_long,
          password_too_short,
          passwords_must_match,
          reset_link_invalid,
          role_required,
          subdomain_invalid,
          terms_required,
          text_too_long,
          unauthenticated,
          unknown_subdomain,
        },
      },
    },
  },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

let thaiLoaded = false;

async function loadCatalogue(language: Language): Promise<void> {
  if (language !== 'th' || thaiLoaded) return;
  const { thaiCatalogue } = await import('./thai-catalogue.ts');
  i18n.addResourceBundle('th', NAMESPACE, thaiCatalogue, true, true);
  thaiLoaded = true;
}

let englishCatalogue: Promise<void> | null = null;

/**
 * Every English text, also those of the signed-in pages (profile, onboarding, documents, admin, ...) and every
 * message of the API, which the sign-in page does not need: loaded once, beside the first page that does (the router waits for both). English
 * is also the fallback of Thai, so it loads whatever the language.
 */
export function loadEnglishCatalogue(): Promise<void> {
  englishCatalogue ??= Promise.all([import('./en.json?raw'), import('@kru/contract/i18n/en.json?raw')]).then(
    ([{ default: text }, { default: apiText }]) => {
      i18n.addResourceBundle('en', NAMESPACE, { ...JSON.parse(text), api: JSON.parse(apiText) }, true, false);
    },
    (error: unknown) => {
      englishCatalogue = null;
      throw error;
    },
  );
  return englishCatalogue;
}

let adminCatalogue: Promise<void> | null = null;

/**
 * The admin team's texts (a sixth of the catalogue), in both languages: loaded beside the admin pages only, so
 * that no student's or tutor's first page downloads and parses them.
 */
export function loadAdminCatalogue(): Promise<void> {
  adminCatalogue ??= Promise.all([import('./admin.en.json?raw'), import('./admin.th.json?raw')]).then(
    ([{ default: english }, { default: thai }]) => {
      i18n.addResourceBundle('en', NAMESPACE, { admin: JSON.parse(english) }, true, false);
      i18n.addResourceBundle('th', NAMESPACE, { admin: JSON.parse(thai) }, true, false);
    },
    (error: unknown) => {
      adminCatalogue = null;
      throw error;
    },
  );
  return adminCatalogue;
}

/**
 * The language API requests ask for: the one being switched to, whose texts may still be loading. `GET /user`
 * leaves at start before a stored Thai's texts have loaded, and must come back in Thai all the same.
 */
let requestedLanguage: Language = initialLanguage;

/** Switches the interface language (loading its texts first) and keeps the choice in browser storage. */
export async function setLanguage(language: Language): Promise<void> {
  const previous = requestedLanguage;
  requestedLanguage = language;
  try {
    await loadCatalogue(language);
  } catch (error) {
    requestedLanguage = previous;
    throw error;
  }
  await i18n.changeLanguage(language);
  safeLocalStorage.set(STORAGE_KEYS.language, language);
}

/** Restores the stored language before the first render (English needs no loading). */
export async function startI18n(): Promise<void> {
  if (initialLanguage === DEFAULT_LANGUAGE) return;
  await setLanguage(initialLanguage).catch(() => undefined);
}

/**
 * The interface language, in a component (it renders again on a change): the query keys of data the server sends
 * in the request's language (catalogue titles, messages) carry it, so each language is its own cache entry.
 */
export function useLanguage(): string {
  return useTranslation().i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
}

/** The language the interface speaks now (always one of the supported ones). */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The language the server should word its answers in (Accept-Language): see `requestedLanguage`. */
export function requestLanguage(): Language {
  return requestedLanguage;
}

export { i18n };
