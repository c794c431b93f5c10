import type { AppContext } from '../../platform/context.ts';
import { findEducationTree } from './repository.ts';

/** Every education with its school years and their subjects; public reference data. */
export function listEducations(ctx: AppContext) {
  return findEducationTree(ctx.db);
}
