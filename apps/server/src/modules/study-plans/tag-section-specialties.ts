import { type Language, MSG, type SectionSpecialtiesBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { beginEdit, requireAuthor } from '../course-authoring/index.ts';
import { getSectionSpecialties } from './get-section-specialties.ts';
import { findSectionSubject, findSubjectSpecialties, replaceSectionSpecialties } from './repository.ts';

/**
 * `PUT /sections/{id}/specialties`: the specialties the section teaches, replacing those before ([] untags). Only
 * specialties of the course's subject (a 422 otherwise; a skill without a subject takes none). Like any edit of the
 * content it starts an edit of the course (409 while under review; an approved course goes back to draft).
 */
export async function tagSectionSpecialties(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  body: SectionSpecialtiesBody,
  language: Language,
) {
  requireAuthor(actor);
  const section = await findSectionSubject(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  const ids = [...new Set(body.specialty_ids)];
  await inTransaction(ctx.db, async (tx) => {
    await beginEdit(tx, actor, section.courseId, ctx.clock.now());
    const allowed = new Set((await findSubjectSpecialties(tx, section.subjectId)).map((option) => option.id));
    if (ids.some((id) => !allowed.has(id))) {
      throw AppError.invalid('specialty_ids', MSG.sectionSpecialtyNotInSubject);
    }
    await replaceSectionSpecialties(tx, sectionId, ids);
  });
  return getSectionSpecialties(ctx, actor, sectionId, language);
}
