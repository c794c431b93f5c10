import type { AiChatRole, Language } from '@kru/contract';
import type { RankedPassage } from './retrieval.ts';

/** What the tutor is asked: the question, the course's passages that match it, and the recent conversation. */
export interface TutorRequest {
  question: string;
  /** The language to answer in. */
  language: Language;
  courseTitle: string;
  /**
   * The best-matching sections, best first (none: the course does not cover it). Locked ones (the built-in tutor
   * names them) come with no text.
   */
  passages: RankedPassage[];
  /** The conversation before the question, oldest first. */
  history: Array<{ role: AiChatRole; text: string }>;
}

export interface TutorAnswer {
  text: string;
  /** The sections the answer draws on (shown as its sources). */
  sectionIds: number[];
  /** The built-in tutor's quotes by section id: each one contiguous passage of that section's text. */
  quotes?: Record<number, string>;
}

/** The per-course AI tutor: the built-in retrieval tutor, or an OpenAI-compatible endpoint. */
export interface AiTutor {
  readonly name: 'builtin' | 'openai';
  answer(request: TutorRequest): Promise<TutorAnswer>;
}

/**
 * The endpoint did not give an answer: `unavailable` (down, too slow, busy: 503, worth retrying) or `bad_answer`
 * (refused the call or answered something unusable: 502).
 */
export class AiTutorError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'bad_answer',
    message: string,
  ) {
    super(message);
  }
}
