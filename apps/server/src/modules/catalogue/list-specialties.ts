import type { AppContext } from '../../platform/context.ts';
import { findSpecialties } from './repository.ts';

/** Every subject specialty. */
export function listSpecialties(ctx: AppContext) {
  return findSpecialties(ctx.db);
}
