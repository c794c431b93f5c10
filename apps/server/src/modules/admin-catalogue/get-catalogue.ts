import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { findCatalogue } from './repository.ts';

/** `GET /admin/catalogue`: every education, school year, subject and specialty with both titles; thumbnails. */
export function getCatalogue(ctx: AppContext, actor: Actor | null) {
  requireAdmin(actor);
  return findCatalogue(ctx.db);
}
