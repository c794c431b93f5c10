import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/i18n.ts';
import { requireAuthor } from '../course-authoring/index.ts';
import { findCourseOwner, isAuthor } from '../courses/index.ts';
import { findSectionSpecialtyIds, findSectionSubject, findSubjectSpecialties } from './repository.ts';

/**
 * `GET /sections/{id}/specialties`: the specialties the author tagged the section with, and those of the course's
 * subject to choose from. Tutors only (403); a section of someone else's course is a 404.
 */
export async function getSectionSpecialties(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  language: Language,
): Promise<{ specialty_ids: number[]; options: Array<{ id: number; title: string }> }> {
  requireAuthor(actor);
  const section = await findSectionSubject(ctx.db, sectionId);
  const owner = section && (await findCourseOwner(ctx.db, section.courseId));
  if (!section || !owner || !isAuthor(owner, actor)) throw AppError.notFound();
  const [tagged, options] = await Promise.all([
    findSectionSpecialtyIds(ctx.db, sectionId),
    findSubjectSpecialties(ctx.db, section.subjectId),
  ]);
  return {
    specialty_ids: tagged,
    options: options.map((option) => ({ id: option.id, title: localized(option, language) })),
  };
}
