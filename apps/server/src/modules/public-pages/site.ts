import { hostOf } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';

/** The site a page request is for: the tenant served on its host (null: the main marketplace) and its origin. */
export interface Site {
  tenant: Tenant | null;
  origin: string;
  name: string;
}

/**
 * Pages are asked for by browsers and crawlers, which send no `x-subdomain`: the tenant is the one served on the
 * request's host, as the web app detects it (`GET /public/subdomain?url=`). Any other host is the main marketplace.
 */
export async function siteOf(ctx: AppContext, host: string): Promise<Site> {
  const hostname = hostOf(host);
  const tenant = hostname ? ((await ctx.tenants.activeByHost(hostname)) ?? null) : null;
  return tenant
    ? { tenant, origin: new URL(tenant.url).origin, name: tenant.title }
    : { tenant: null, origin: ctx.config.appUrl, name: 'Kru' };
}
