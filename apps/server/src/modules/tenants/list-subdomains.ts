import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { visibleSubdomains } from './policy.ts';

/** `GET /subdomains`: the active subdomains the signed-in author may offer a course on. */
export async function listSubdomains(ctx: AppContext, actor: Actor): Promise<Tenant[]> {
  return visibleSubdomains(actor, await ctx.tenants.active());
}
