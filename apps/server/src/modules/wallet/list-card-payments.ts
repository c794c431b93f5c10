import { type CardPayment, type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayHoldWallet, WALLET_HISTORY_PAGE_SIZE } from './policy.ts';
import { presentCardPayment } from './presenter.ts';
import { findCardPayments } from './repository.ts';

/**
 * `GET /wallet/card-payments`: one page of what the caller paid by card without the wallet (subscriptions),
 * newest first. The wallet's history leaves these out: no wallet money moved.
 */
export async function listCardPayments(
  ctx: AppContext,
  actor: Actor,
  page: number,
  language: Language,
): Promise<{ items: CardPayment[]; total: number; page: number; perPage: number }> {
  if (!mayHoldWallet(actor)) throw AppError.forbidden(MSG.paymentsNotForAdmins);
  const perPage = WALLET_HISTORY_PAGE_SIZE;
  const { rows, total } = await findCardPayments(ctx.db, actor.userId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items: rows.map((row) => presentCardPayment(row, language)), total, page, perPage };
}
