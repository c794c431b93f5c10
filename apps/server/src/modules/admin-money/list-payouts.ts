import { ADMIN_MONEY_PAGE_SIZE, type PayoutStatus } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { type AdminPayoutRow, countPayouts, findPayouts } from './repository.ts';

/** `GET /admin/payouts?status=&page=`: every user's payouts, newest first, optionally of one status. */
export async function listPayouts(
  ctx: AppContext,
  actor: Actor | null,
  query: { status?: PayoutStatus; page: number },
): Promise<{ rows: AdminPayoutRow[]; total: number; perPage: number }> {
  requireAdmin(actor);
  const perPage = ADMIN_MONEY_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findPayouts(ctx.db, query.status, perPage, (query.page - 1) * perPage),
    countPayouts(ctx.db, query.status),
  ]);
  return { rows, total, perPage };
}
