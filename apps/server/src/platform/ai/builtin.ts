import { MSG } from '@kru/contract';
import { translate } from '../i18n.ts';
import { exactQuote } from './quote.ts';
import type { AiTutor } from './tutor.ts';

/** Passages cited in one answer: more becomes a wall of text. */
const QUOTED_PASSAGES = 2;

/**
 * The default tutor, offline: a search of the course, and it says so. It cites the best-matching sections, with
 * one exact passage of each the learner may open; when the best one is locked it names that section (the page
 * offers the subscription) and quotes nothing from it. Says plainly when the course does not cover the question.
 */
export function createBuiltinTutor(): AiTutor {
  return {
    name: 'builtin',
    async answer({ question, language, courseTitle, passages }) {
      const [best] = passages;
      if (!best) {
        return {
          text: translate(MSG.aiTutorNothingFound, language, { course: courseTitle }),
          sectionIds: [],
          tokens: 0,
        };
      }
      const cited = passages.slice(0, QUOTED_PASSAGES);
      const quotes: Record<number, string> = {};
      for (const passage of cited) {
        const quote = passage.locked ? null : exactQuote(question, passage.text);
        if (quote) quotes[passage.sectionId] = quote;
      }
      const text = best.locked
        ? translate(MSG.aiTutorLocked, language, { course: courseTitle, section: best.sectionTitle })
        : translate(MSG.aiTutorFound, language, { course: courseTitle });
      return { text, sectionIds: cited.map((passage) => passage.sectionId), quotes, tokens: 0 };
    },
  };
}
