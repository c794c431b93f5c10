import { hostOf, MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';

/**
 * `GET /public/subdomain?url=`: the active subdomain served on the URL's host (scheme, port and path do not
 * count), or null for the main marketplace.
 */
export async function findSubdomainByUrl(ctx: AppContext, url: string): Promise<Tenant | null> {
  const host = hostOf(url);
  if (!host) throw AppError.invalid('url', MSG.invalidUrl);
  return (await ctx.tenants.activeByHost(host)) ?? null;
}
