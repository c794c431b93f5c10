import type { AiConfig } from '../config.ts';
import { createBuiltinTutor } from './builtin.ts';
import { createOpenAiTutor } from './openai.ts';
import type { AiTutor } from './tutor.ts';

export { queryWords } from './glossary.ts';
export { exactQuote } from './quote.ts';
export { bm25Scores, type Passage, type RankedPassage, rankPassages } from './retrieval.ts';
export { isThaiText, tokenize } from './tokenize.ts';
export {
  type AiTutor,
  AiTutorError,
  type StreamedAnswer,
  type TutorAnswer,
  type TutorRequest,
} from './tutor.ts';

/** The OpenAI-compatible endpoint when AI_BASE_URL is set, otherwise the built-in retrieval tutor. */
export function createAiTutor(config: AiConfig): AiTutor {
  return config.openAi ? createOpenAiTutor(config.openAi) : createBuiltinTutor();
}
