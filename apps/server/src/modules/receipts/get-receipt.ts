import type { Language, Receipt } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayReadReceipt } from './policy.ts';
import { presentReceipt } from './presenter.ts';
import { findReceiptRow } from './repository.ts';

/**
 * `GET /receipts/{id}`: the receipt of a top-up, lesson payment, refund or subscription payment, for its payer
 * or the admin team. Anything else (another's, an unknown id, a movement without a receipt) is a 404.
 */
export async function getReceipt(
  ctx: AppContext,
  actor: Actor,
  id: number,
  language: Language,
): Promise<Receipt> {
  const row = await findReceiptRow(ctx.db, id);
  if (!row || !mayReadReceipt(row, actor)) throw AppError.notFound();
  return presentReceipt(row, ctx.config.vatRatePercent, language);
}
