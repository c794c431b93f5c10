import { asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { subdomains, users } from '../../platform/db/schema/index.ts';

const subdomainColumns = {
  id: subdomains.id,
  title: subdomains.title,
  url: subdomains.url,
  logoUrl: subdomains.logoUrl,
  isActive: subdomains.isActive,
};
export type SubdomainRow = typeof subdomains.$inferSelect;

/** Every subdomain with how many users signed up on it, by title. */
export function findAllWithUserCounts(q: Queryable) {
  const counts = q
    .select({ subdomainId: users.subdomainId, users: count().as('users') })
    .from(users)
    .groupBy(users.subdomainId)
    .as('counts');
  return q
    .select({ ...subdomainColumns, usersCount: sql<number>`coalesce(${counts.users}, 0)::int` })
    .from(subdomains)
    .leftJoin(counts, eq(counts.subdomainId, subdomains.id))
    .orderBy(asc(subdomains.title), asc(subdomains.id));
}
export type SubdomainWithCountRow = SubdomainRow & { usersCount: number };

export async function countUsers(q: Queryable, subdomainId: number): Promise<number> {
  const [row] = await q.select({ count: count() }).from(users).where(eq(users.subdomainId, subdomainId));
  return row?.count ?? 0;
}

/** The subdomain, locked until the transaction ends. */
export async function findForUpdate(q: Queryable, id: number): Promise<SubdomainRow | undefined> {
  const [row] = await q.select().from(subdomains).where(eq(subdomains.id, id)).for('update').limit(1);
  return row;
}

export function findAllUrls(q: Queryable) {
  return q.select({ id: subdomains.id, url: subdomains.url }).from(subdomains);
}

/** Serializes subdomain writes until the transaction ends, so two cannot claim one host at once. */
export async function lockSubdomainUrls(q: Queryable): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext('subdomains:url'))`);
}

export async function insertSubdomain(
  q: Queryable,
  values: typeof subdomains.$inferInsert,
): Promise<SubdomainRow> {
  const [row] = await q.insert(subdomains).values(values).returning();
  return row!;
}

export async function updateSubdomain(
  q: Queryable,
  id: number,
  changes: Partial<Pick<SubdomainRow, 'title' | 'url' | 'isActive' | 'logoUrl'>>,
): Promise<SubdomainRow> {
  const [row] = await q.update(subdomains).set(changes).where(eq(subdomains.id, id)).returning();
  return row!;
}
