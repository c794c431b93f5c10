import { type AiChatSource, type Language, MSG } from '@kru/contract';
import type { RankedPassage, TutorAnswer } from '../../platform/ai/index.ts';
import type { AiChatSources } from '../../platform/db/schema/index.ts';
import { translate } from '../../platform/i18n.ts';
import type { OfferedTutor } from './offer-tutors.ts';

/**
 * The sections an answer cites, as stored, in the order of its ids (a model's [1], [2]...): titles, the exact
 * quote of an open one (the built-in tutor's), and whether it is locked (named, never quoted).
 */
export function citedSections(
  answer: Pick<TutorAnswer, 'sectionIds' | 'quotes'>,
  passages: readonly RankedPassage[],
): AiChatSources['sections'] {
  return answer.sectionIds.flatMap((id) => {
    const passage = passages.find((item) => item.sectionId === id);
    if (!passage) return [];
    const quote = passage.locked ? null : (answer.quotes?.[id] ?? null);
    return [
      {
        id,
        courseId: passage.courseId,
        title: passage.sectionTitle,
        chapterTitle: passage.chapterTitle,
        quote,
        locked: passage.locked,
      },
    ];
  });
}

/** The passages a model is given: only those the learner may open (the built-in tutor also names locked ones). */
export function passagesFor(tutorName: 'builtin' | 'openai', passages: readonly RankedPassage[]) {
  return tutorName === 'builtin' ? [...passages] : passages.filter((passage) => !passage.locked);
}

/** The sentence that hands the learner over to the tutors offered (or says none is free). */
export function handoffText(tutors: readonly OfferedTutor[], subject: string, language: Language): string {
  return translate(tutors.length ? MSG.aiTutorHandoff : MSG.aiTutorNoTutors, language, { subject });
}

/** The passages given to the tutor, numbered as in a model's prompt, as the wire names sources (no quotes yet). */
export function presentSources(passages: readonly RankedPassage[]): AiChatSource[] {
  return passages.map((passage) => ({
    section_id: passage.sectionId,
    course_id: passage.courseId,
    section_title: passage.sectionTitle,
    chapter_title: passage.chapterTitle,
    quote: null,
    locked: passage.locked,
  }));
}
