import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findSpecialties, subjectExists } from './repository.ts';

/** One subject's specialties; a subject that does not exist is a 404. */
export async function listSubjectSpecialties(ctx: AppContext, subjectId: number) {
  if (!(await subjectExists(ctx.db, subjectId))) throw AppError.notFound();
  return findSpecialties(ctx.db, subjectId);
}
