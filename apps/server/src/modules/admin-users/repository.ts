import type { AccountState, ApprovalStatus, Role } from '@kru/contract';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { findAuditEntries } from '../../platform/audit.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { authSessions, subdomains, users } from '../../platform/db/schema/index.ts';

export interface UserFilter {
  search?: string;
  role?: Role;
  status?: AccountState;
  approvalStatus?: ApprovalStatus;
  subdomainId?: number;
}

/**
 * What a search looks in: names and address as one text. A trigram index on exactly this expression serves
 * the ILIKE (`gin (... gin_trgm_ops)`); without it the search is a scan of the users table.
 */
const userSearchText = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email})`;

const STATE_CONDITIONS: Record<AccountState, SQL | undefined> = {
  suspended: isNotNull(users.suspendedAt),
  active: and(isNull(users.suspendedAt), isNotNull(users.emailVerifiedAt)),
  unverified: and(isNull(users.suspendedAt), isNull(users.emailVerifiedAt)),
};

function userConditions(filter: UserFilter): SQL | undefined {
  return and(
    filter.search ? sql`${userSearchText} ILIKE ${containsPattern(filter.search)}` : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? STATE_CONDITIONS[filter.status] : undefined,
    filter.approvalStatus ? eq(users.approvalStatus, filter.approvalStatus) : undefined,
    filter.subdomainId ? eq(users.subdomainId, filter.subdomainId) : undefined,
  );
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  approvalStatus: users.approvalStatus,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  language: users.language,
  timeZone: users.timeZone,
  createdAt: users.createdAt,
  subdomain: {
    id: subdomains.id,
    title: subdomains.title,
    url: subdomains.url,
    isActive: subdomains.isActive,
  },
};

/** One page of users, newest first. */
export function findUsers(q: Queryable, filter: UserFilter, limit: number, offset: number) {
  return q
    .select(userColumns)
    .from(users)
    .leftJoin(subdomains, eq(subdomains.id, users.subdomainId))
    .where(userConditions(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}
export type AdminUserRow = Awaited<ReturnType<typeof findUsers>>[number];

export async function countUsers(q: Queryable, filter: UserFilter): Promise<number> {
  const [row] = await q.select({ count: count() }).from(users).where(userConditions(filter));
  return row?.count ?? 0;
}

export async function findUser(q: Queryable, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await q
    .select(userColumns)
    .from(users)
    .leftJoin(subdomains, eq(subdomains.id, users.subdomainId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function countLiveSessions(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ count: count() })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  return row?.count ?? 0;
}

/** Admin actions on the user, newest first, with who acted. */
export const findUserHistory = (q: Queryable, userId: number) => findAuditEntries(q, 'user', userId);

/** The user's suspension state, locked until the transaction ends. */
export async function lockUser(q: Queryable, id: number) {
  const [row] = await q
    .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function setSuspendedAt(q: Queryable, id: number, suspendedAt: Date | null, at: Date) {
  await q.update(users).set({ suspendedAt, updatedAt: at }).where(eq(users.id, id));
}

/** Ends every live session of the user; answers how many there were. */
export async function revokeAllSessions(q: Queryable, userId: number, at: Date): Promise<number> {
  const rows = await q
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length;
}
