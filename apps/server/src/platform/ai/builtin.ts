import { MSG } from '@kru/contract';
import { translate } from '../i18n.ts';
import { bestSentences } from './retrieval.ts';
import type { AiTutor } from './tutor.ts';

/** Passages quoted in one answer: more becomes a wall of text. */
const QUOTED_PASSAGES = 2;

/**
 * The default tutor, offline: quotes the best-matching sentences of the best sections, each named by chapter and
 * section, or says plainly that the course does not cover the question.
 */
export function createBuiltinTutor(): AiTutor {
  return {
    name: 'builtin',
    async answer({ question, language, courseTitle, passages }) {
      const vars = { course: courseTitle };
      if (passages.length === 0) {
        return { text: translate(MSG.aiTutorNothingFound, language, vars), sectionIds: [], tokens: 0 };
      }
      const quoted = passages.slice(0, QUOTED_PASSAGES);
      const parts = quoted.map(
        (passage) =>
          `${passage.chapterTitle} › ${passage.sectionTitle}\n“${bestSentences(question, passage.text)}”`,
      );
      return {
        text: [translate(MSG.aiTutorFound, language, vars), ...parts].join('\n\n'),
        sectionIds: quoted.map((passage) => passage.sectionId),
        tokens: 0,
      };
    },
  };
}
