import type { AdminLedgerQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findLedgerPage,
  findMoneyUser,
  findUserEntries,
  type LedgerTransactionRow,
  type UserEntryRow,
} from './repository.ts';

/**
 * `GET /admin/users/{id}/ledger`: one page of every transaction touching the user's accounts, newest first,
 * with their entries on those accounts (three queries whatever the page holds).
 */
export async function listUserLedger(
  ctx: AppContext,
  actor: Actor | null,
  userId: number,
  query: AdminLedgerQuery,
): Promise<{ rows: LedgerTransactionRow[]; entries: UserEntryRow[]; total: number }> {
  requireAdmin(actor);
  const [user, page] = await Promise.all([
    findMoneyUser(ctx.db, userId),
    findLedgerPage(ctx.db, userId, query.per_page, (query.page - 1) * query.per_page),
  ]);
  if (!user) throw AppError.notFound();
  const entries = await findUserEntries(
    ctx.db,
    userId,
    page.rows.map((row) => row.id),
  );
  return { rows: page.rows, entries, total: page.total };
}
