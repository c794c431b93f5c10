import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { getBalances, type UserBalances } from '../ledger/index.ts';
import { findMoneyUser, type MoneyUserRow } from './repository.ts';

/** `GET /admin/users/{id}/wallet`: any tenant's user's balances, from the ledger, and their payout account. */
export async function getUserWallet(
  ctx: AppContext,
  actor: Actor | null,
  userId: number,
): Promise<{ user: MoneyUserRow; balances: UserBalances }> {
  requireAdmin(actor);
  const [user, balances] = await Promise.all([findMoneyUser(ctx.db, userId), getBalances(ctx.db, userId)]);
  if (!user) throw AppError.notFound();
  return { user, balances };
}
