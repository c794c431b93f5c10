import type { AppContext } from '../../platform/context.ts';
import { findCountries } from './repository.ts';

/** Every ISO 3166-1 country. */
export function listCountries(ctx: AppContext) {
  return findCountries(ctx.db);
}
