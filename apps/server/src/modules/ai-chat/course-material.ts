import type { Course, Language } from '@kru/contract';
import type { Passage } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { lessonText } from '../../platform/rich-text/index.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { loadCourseSections, loadCourseView } from '../courses/index.ts';

export interface CourseMaterial {
  course: Course;
  /** The sections the caller may open, in reading order: the only text the tutor may draw on. */
  passages: Passage[];
}

/**
 * The course as the caller sees it (404 when they may not open it on this tenant) and the text of the sections
 * they may open: a learner within the 30% trial gets only the sections of the trial, as in the reader.
 */
export async function loadCourseMaterial(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  courseId: number,
  language: Language,
): Promise<CourseMaterial> {
  const course = await loadCourseView(ctx, actor, tenant, courseId, language);
  const open = new Map(
    course.chapters.flatMap((chapter) =>
      chapter.sections
        .filter((section) => !section.is_locked)
        .map((section) => [section.id, chapter.title] as const),
    ),
  );
  const sections = await loadCourseSections(ctx, courseId, undefined, actor);
  const passages = sections.flatMap((section) => {
    const chapterTitle = open.get(section.id);
    return chapterTitle === undefined
      ? []
      : [
          {
            sectionId: section.id,
            sectionTitle: section.title,
            chapterTitle,
            // The tutor reads and quotes the lesson's text, never its markup.
            text: lessonText(section.description),
          },
        ];
  });
  return { course, passages };
}
