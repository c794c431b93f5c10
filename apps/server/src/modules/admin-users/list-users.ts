import type { AdminUsersQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { type AdminUserRow, countUsers, findUsers, type UserFilter } from './repository.ts';

/**
 * `GET /admin/users`: one page of every tenant's users, newest first, narrowed by search (names and e-mail,
 * case-insensitive), role, account state, approval status and tenant.
 */
export async function listUsers(
  ctx: AppContext,
  actor: Actor | null,
  query: AdminUsersQuery,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  requireAdmin(actor);
  const filter: UserFilter = {
    search: query.search || undefined,
    role: query.role,
    status: query.status,
    approvalStatus: query.approval_status,
    subdomainId: query.subdomain_id,
  };
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    findUsers(ctx.db, filter, query.per_page, offset),
    countUsers(ctx.db, filter),
  ]);
  return { rows, total };
}
