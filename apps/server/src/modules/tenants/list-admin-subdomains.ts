import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { findAllWithUserCounts } from './repository.ts';

/** `GET /admin/subdomains`: every subdomain, active or not, with its number of users. */
export function listAdminSubdomains(ctx: AppContext, actor: Actor | null) {
  requireAdmin(actor);
  return findAllWithUserCounts(ctx.db);
}
