import type { AiChatRole, AiChatStreamEnding, Language } from '@kru/contract';
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
  /** Tokens spent (the endpoint's usage, or an estimate); 0 for the built-in tutor. */
  tokens: number;
}

/** A streamed answer once it ended: whatever text arrived, and how it ended. */
export interface StreamedAnswer extends TutorAnswer {
  ending: AiChatStreamEnding;
}

export interface StreamOptions {
  /** Aborted when the learner stops the answer (closes the connection). */
  signal: AbortSignal;
  /** Each piece of text as it arrives. */
  onDelta: (text: string) => void;
}

/** The per-course AI tutor: the built-in retrieval tutor, or an OpenAI-compatible endpoint. */
export interface AiTutor {
  readonly name: 'builtin' | 'openai';
  answer(request: TutorRequest): Promise<TutorAnswer>;
  /**
   * Streams the answer (only a language model can). Throws AiTutorError when nothing arrived; once text has
   * arrived a broken stream ends as `cut`, an aborted one as `stopped`, with the text so far.
   */
  stream?(request: TutorRequest, options: StreamOptions): Promise<StreamedAnswer>;
}

/**
 * The endpoint did not give an answer: `busy` (it answered 429), `unavailable` (down, too slow, overloaded: worth
 * retrying) or `bad_answer` (refused the call or answered something unusable).
 */
export class AiTutorError extends Error {
  constructor(
    readonly kind: 'busy' | 'unavailable' | 'bad_answer',
    message: string,
  ) {
    super(message);
  }
}
