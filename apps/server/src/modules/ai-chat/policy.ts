import type { Language } from '@kru/contract';
import { isThaiText, tokenize } from '../../platform/ai/index.ts';

/** Earlier messages the tutor sees with a question. */
export const HISTORY_FOR_TUTOR = 8;
/** Courses recommended with one answer. */
export const RECOMMENDATIONS_MAX = 3;
/** Question words searched in the catalogue for recommendations (each is one catalogue query). */
export const RECOMMENDATION_KEYWORDS = 2;

export const rateLimitKey = (userId: number) => `ai-chat:${userId}`;

/** The tutor answers in the question's language: Thai script, Thai; Latin letters, English; else the app's. */
export function answerLanguage(question: string, requestLanguage: Language): Language {
  if (isThaiText(question)) return 'th';
  return /[A-Za-z]/.test(question) ? 'en' : requestLanguage;
}

/**
 * The question's words worth searching the catalogue for: the longest first (rarer, more telling), at least three
 * characters (the catalogue's search minimum), at most `max`.
 */
export function catalogueKeywords(question: string, max = RECOMMENDATION_KEYWORDS): string[] {
  const words = [...new Set(tokenize(question))].filter((word) => word.length >= 3);
  return words.sort((a, b) => b.length - a.length).slice(0, max);
}

/** How well a candidate course fits: question words in its title and description, plus its being of the subject. */
export function recommendationScore(
  question: readonly string[],
  candidate: { text: string; sameSubject: boolean },
): number {
  const words = new Set(tokenize(candidate.text));
  const hits = new Set(question.filter((word) => words.has(word))).size;
  return hits + (candidate.sameSubject ? 0.5 : 0);
}
