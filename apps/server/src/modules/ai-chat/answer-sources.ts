import type { AiChatSource } from '@kru/contract';
import type { RankedPassage } from '../../platform/ai/index.ts';
import type { AiChatSources } from '../../platform/db/schema/index.ts';

/** The sections an answer drew on, as stored with it, in the order of the ids (the model's [1], [2]...). */
export function sectionSources(
  sectionIds: readonly number[],
  passages: readonly RankedPassage[],
): AiChatSources['sections'] {
  return sectionIds.flatMap((id) => {
    const passage = passages.find((item) => item.sectionId === id);
    return passage ? [{ id, title: passage.sectionTitle, chapterTitle: passage.chapterTitle }] : [];
  });
}

/** The passages given to the model, numbered as in its prompt, as the wire names sources. */
export function presentSources(passages: readonly RankedPassage[]): AiChatSource[] {
  return passages.map((passage) => ({
    section_id: passage.sectionId,
    section_title: passage.sectionTitle,
    chapter_title: passage.chapterTitle,
  }));
}
