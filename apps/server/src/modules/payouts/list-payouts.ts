import { type Language, MSG, type Payout } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayUsePayouts } from './policy.ts';
import { presentPayout } from './presenter.ts';
import { findPayoutsPage } from './repository.ts';

export const PAYOUTS_PAGE_SIZE = 20;

/** `GET /wallet/payouts`: the tutor's own payouts, newest first. */
export async function listPayouts(
  ctx: AppContext,
  actor: Actor,
  page: number,
  language: Language,
): Promise<{ items: Payout[]; total: number; page: number; perPage: number }> {
  if (!mayUsePayouts(actor)) throw AppError.forbidden(MSG.tutorOnly);
  const perPage = PAYOUTS_PAGE_SIZE;
  const { rows, total } = await findPayoutsPage(ctx.db, actor.userId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items: rows.map((row) => presentPayout(row, language)), total, page, perPage };
}
