import { type Language, type Movement, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayHoldWallet, WALLET_HISTORY_PAGE_SIZE } from './policy.ts';
import { presentMovement } from './presenter.ts';
import { findMovements } from './repository.ts';

/** `GET /wallet/transactions`: one page of the wallet's and earnings' history, newest first. */
export async function listMovements(
  ctx: AppContext,
  actor: Actor,
  page: number,
  language: Language,
): Promise<{ items: Movement[]; total: number; page: number; perPage: number }> {
  if (!mayHoldWallet(actor)) throw AppError.forbidden(MSG.paymentsNotForAdmins);
  const perPage = WALLET_HISTORY_PAGE_SIZE;
  const { rows, total, payoutLast4 } = await findMovements(ctx.db, actor.userId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items: rows.map((row) => presentMovement(row, language, payoutLast4)), total, page, perPage };
}
