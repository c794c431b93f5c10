import type { Course, Language } from '@kru/contract';
import { type Passage, type RankedPassage, rankPassages } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { loadCourseSections, loadCourseView } from '../courses/index.ts';

export interface Retrieval {
  course: Course;
  /** The best-matching sections, best first; a locked one carries its title, never its text. */
  passages: RankedPassage[];
}

/**
 * The course as the caller sees it (404 when they may not open it on this tenant) and every section's text, each
 * marked locked when the caller may not open it (a learner beyond the 30% trial, as in the reader).
 */
async function loadCoursePassages(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  courseId: number,
  language: Language,
): Promise<{ course: Course; passages: Passage[] }> {
  const course = await loadCourseView(ctx, actor, tenant, courseId, language);
  const outline = new Map(
    course.chapters.flatMap((chapter) =>
      chapter.sections.map((section) => [
        section.id,
        { chapterTitle: chapter.title, locked: section.is_locked },
      ]),
    ),
  );
  const sections = await loadCourseSections(ctx, courseId, undefined, actor);
  const { lessonText } = await import('../../platform/rich-text/index.ts');
  const passages = sections.flatMap((section) => {
    const place = outline.get(section.id);
    if (!place) return [];
    // The tutor reads and quotes the lesson's text, never its markup (nor a video: only the words around it).
    return [
      {
        sectionId: section.id,
        courseId,
        sectionTitle: section.title,
        text: lessonText(section.description),
        ...place,
      },
    ];
  });
  return { course, passages };
}

/**
 * The retrieval both tutors answer from: the course's sections ranked against the question (BM25 over words found
 * by the Thai-aware segmenter, with the English or Thai words of school terms added, see `queryWords`). Locked
 * sections are ranked too, so that the answer can say "the answer is in this section, subscribe to open it",
 * but their text is dropped before anything leaves this function: nothing locked can be quoted or prompted.
 */
export async function retrievePassages(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  courseId: number,
  question: string,
  language: Language,
): Promise<Retrieval> {
  const { course, passages } = await loadCoursePassages(ctx, actor, tenant, courseId, language);
  const ranked = rankPassages(question, passages).map((passage) =>
    passage.locked ? { ...passage, text: '' } : passage,
  );
  return { course, passages: ranked };
}
