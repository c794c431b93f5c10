import type { Language } from '@kru/contract';
import { isThaiText, tokenize } from '../../platform/ai/index.ts';

/** Earlier messages the tutor sees with a question. */
export const HISTORY_FOR_TUTOR = 8;
/** Courses recommended with one answer. */
export const RECOMMENDATIONS_MAX = 3;
/** Question words searched in the catalogue's sections for recommendations (longest first). */
export const RECOMMENDATION_WORDS = 6;
/** Catalogue sections read to rank recommendations: enough for a few per course. */
export const RECOMMENDATION_CANDIDATES = 200;
/** Tutors offered when a person is needed. */
export const TUTORS_OFFERED = 3;

export const rateLimitKey = (userId: number) => `ai-chat:${userId}`;

/** The tutor answers in the question's language: Thai script, Thai; Latin letters, English; else the app's. */
export function answerLanguage(question: string, requestLanguage: Language): Language {
  if (isThaiText(question)) return 'th';
  return /[A-Za-z]/.test(question) ? 'en' : requestLanguage;
}

/**
 * The question's words worth looking for in the catalogue's sections: the longest first (rarer, more telling), at
 * least three characters in Latin script (two in Thai, whose words are shorter), at most `max`.
 */
export function recommendationWords(words: readonly string[], max = RECOMMENDATION_WORDS): string[] {
  return [...new Set(words)]
    .filter((word) => word.length >= (isThaiText(word) ? 2 : 3))
    .sort((a, b) => b.length - a.length)
    .slice(0, max);
}

/** Words that name a person to learn from (English and Thai). */
const PERSON_WORDS = new Set([
  ...'tutor teacher human person someone'.split(' '),
  ...'ครู คุณครู ติวเตอร์ อาจารย์ ผู้สอน'.split(' '),
]);
/** A request for a person is short ("talk to a tutor"); a longer question naming one is about the course. */
const PERSON_REQUEST_MAX_WORDS = 6;

/**
 * Whether the learner asks for a person ("talk to a tutor", "ขอคุยกับครู", "คนจริงๆ"): they are offered tutors
 * to book instead of a search of the course.
 */
export function asksForPerson(question: string): boolean {
  const words = tokenize(question);
  if (words.length > PERSON_REQUEST_MAX_WORDS) return false;
  return question.includes('คนจริง') || words.some((word) => PERSON_WORDS.has(word));
}
