import type { AppContext } from '../../platform/context.ts';
import { findThumbnails } from './repository.ts';

/** Course cover images a tutor can pick from. */
export function listThumbnails(ctx: AppContext) {
  return findThumbnails(ctx.db);
}
