import { randomBytes } from 'node:crypto';
import type { AppContext } from '../src/platform/context.ts';
import { subdomains } from '../src/platform/db/schema/index.ts';

type SubdomainRow = typeof subdomains.$inferSelect;

/** A subdomain (tenant) on its own random host; the app's tenant cache is told at once. */
export async function createTenant(
  ctx: AppContext,
  overrides: Partial<typeof subdomains.$inferInsert> = {},
): Promise<SubdomainRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await ctx.db
    .insert(subdomains)
    .values({ title: `School ${suffix}`, url: `https://school-${suffix}.kru.test`, ...overrides })
    .returning();
  ctx.tenants.invalidate();
  return row!;
}

/** The header that scopes a call to a tenant. */
export function onTenant(tenant: { id: number } | number): Record<string, string> {
  return { 'x-subdomain': String(typeof tenant === 'number' ? tenant : tenant.id) };
}
