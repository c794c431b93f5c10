import { DEFAULT_LANGUAGE, type Language, STORAGE_KEYS, SUPPORTED_LANGUAGES } from '@kru/contract/limits';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { safeLocalStorage } from '../app/storage.ts';
// Only the texts the signed-out pages and the shell use are in the first download; see `loadFullCatalogue`.
import { firstTexts } from './first-texts.en.ts';

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
  resources: { en: { [NAMESPACE]: firstTexts } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * The language API requests ask for: the one being switched to, whose texts may still be loading. `GET /user`
 * leaves at start before a stored Thai's texts have loaded, and must come back in Thai all the same.
 */
let requestedLanguage: Language = initialLanguage;

/** The signed-out pages' texts, the rest of the catalogue, the admin team's texts (loaded beside the admin pages). */
type CataloguePart = 'first' | 'rest' | 'admin';

/** Each language's parts, as JSON text where it is large (parsing JSON is faster than running the same object literal). */
async function importPart(language: Language, part: CataloguePart): Promise<object> {
  if (part === 'first') {
    if (language === 'en') return firstTexts;
    return (await import('./first-texts.th.ts')).firstTexts;
  }
  if (part === 'admin') {
    const { default: text } =
      language === 'en' ? await import('./admin.en.json?raw') : await import('./admin.th.json?raw');
    return { admin: JSON.parse(text) };
  }
  const [{ default: text }, { default: apiText }] =
    language === 'en'
      ? await Promise.all([import('./en.json?raw'), import('@kru/contract/i18n/en.json?raw')])
      : await Promise.all([import('./th.json?raw'), import('@kru/contract/i18n/th.json?raw')]);
  return { ...JSON.parse(text), api: JSON.parse(apiText) };
}

const loadedParts = new Map<string, Promise<void>>();

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    loading = importPart(language, part).then(
      (texts) => {
        i18n.addResourceBundle(language, NAMESPACE, texts, true, true);
      },
      (error: unknown) => {
        loadedParts.delete(key);
        throw error;
      },
    );
    loadedParts.set(key, loading);
  }
  return loading;
}

/** Whether a page that needs the whole catalogue has been opened: a language switched to then loads it whole too. */
let fullCatalogueWanted = false;

/**
 * Every text of the interface language, also those of the signed-in pages (profile, onboarding, documents, ...)
 * and every message of the API, which the sign-in page does not need: loaded once, beside the first page that
 * does (the router waits for both). Only the chosen language's: Thai has every key English has
 * (catalogues.test.ts), so a Thai reader does not download the English texts as a fallback.
 */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogueWanted = true;
  return loadPart(requestedLanguage, 'rest');
}

/** Whether an admin page has been opened: a language switched to then loads its admin texts too. */
let adminTextsWanted = false;

/**
 * The admin team's texts (a sixth of the catalogue) in the interface language: loaded beside the admin pages
 * only, so that no student's or tutor's first page downloads and parses them.
 */
export function loadAdminCatalogue(): Promise<void> {
  adminTextsWanted = true;
  return loadPart(requestedLanguage, 'admin');
}

/** Switches the interface language (loading its texts first) and keeps the choice in browser storage. */
export async function setLanguage(language: Language): Promise<void> {
  const previous = requestedLanguage;
  requestedLanguage = language;
  try {
    await Promise.all([
      loadPart(language, 'first'),
      fullCatalogueWanted ? loadPart(language, 'rest') : undefined,
      adminTextsWanted ? loadPart(language, 'admin') : undefined,
    ]);
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
