import type { AppContext } from '../../platform/context.ts';
import { findSubjects } from './repository.ts';

/** Every subject with its school year, optionally of one school year or one education. */
export function listSubjects(ctx: AppContext, filter: { schoolYearId?: number; educationId?: number }) {
  return findSubjects(ctx.db, filter);
}
