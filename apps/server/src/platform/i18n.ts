import { DEFAULT_LANGUAGE, type Language, messagesEn, messagesTh, SUPPORTED_LANGUAGES } from '@kru/contract';

const catalogues: Record<Language, Record<string, string>> = { en: messagesEn, th: messagesTh };

/** Picks English or Thai from an Accept-Language header; English is the default and the fallback. */
export function languageFrom(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const hit = ranked.find((entry) => (SUPPORTED_LANGUAGES as readonly string[]).includes(entry.tag));
  return (hit?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Translates a message key; unknown keys (already a sentence) pass through unchanged. */
export function translate(
  key: string,
  language: Language,
  vars: Record<string, string | number> = {},
): string {
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Picks the title column that matches the language. */
export function localized(row: { titleEn: string; titleTh: string }, language: Language): string {
  return language === 'th' ? row.titleTh : row.titleEn;
}
