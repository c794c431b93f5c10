import { type Language, MSG, type Payout } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { lockUserAccount, postTransaction } from '../ledger/index.ts';
import { mayUsePayouts, payoutExpectedBy, withdrawalRefusal } from './policy.ts';
import { presentPayout } from './presenter.ts';
import { findPayee, findTestModeEarningsPence, insertPayout } from './repository.ts';
import { sendPayout } from './send-payout.ts';

/**
 * `GET /wallet/withdraw`: pays all available earnings out to the verified bank account (with Stripe, those
 * earned since real money came in: test-mode earnings and sandbox bank details are refused). Under the lock of the
 * earnings account the payout is recorded pending (expected within 7 working days) and its money moves to
 * payout_pending (key `payout:<id>`); after commit the provider is asked to transfer it (`sendPayout`): only a
 * definitive refusal fails it at once, an unknown outcome leaves it pending.
 */
export async function withdrawEarnings(ctx: AppContext, actor: Actor, language: Language): Promise<Payout> {
  if (!mayUsePayouts(actor)) throw AppError.forbidden(MSG.tutorOnly);
  const found = await findPayee(ctx.db, actor.userId);
  if (!found) throw AppError.unauthenticated();
  const { payee, account } = found;
  const refusal = withdrawalRefusal(payee.status, Boolean(account));
  if (refusal || !account) throw new AppError('VALIDATION_FAILED', refusal ?? MSG.payoutAccountNotVerified);
  // Sandbox bank details never receive real money.
  if (account.provider !== ctx.payments.name)
    throw new AppError('VALIDATION_FAILED', MSG.payoutAccountTestMode);

  const now = ctx.clock.now();
  const pending = await inTransaction(ctx.db, async (tx) => {
    const earnings = await lockUserAccount(tx, actor.userId, 'earnings');
    if (earnings.balancePence <= 0) throw new AppError('VALIDATION_FAILED', MSG.nothingToWithdraw);
    // With real money, what was earned in test mode stays behind (it was never paid in).
    const testMoney = ctx.payments.name === 'sandbox' ? 0 : await findTestModeEarningsPence(tx, actor.userId);
    const amountPence = earnings.balancePence - testMoney;
    if (amountPence <= 0) throw new AppError('VALIDATION_FAILED', MSG.testModeEarnings);
    const payout = await insertPayout(tx, {
      userId: actor.userId,
      amountPence,
      status: 'pending',
      provider: ctx.payments.name,
      expectedBy: payoutExpectedBy(now),
      createdAt: now,
    });
    await postTransaction(
      tx,
      {
        idempotencyKey: `payout:${payout.id}`,
        kind: 'payout',
        userId: actor.userId,
        entries: [
          { account: { kind: 'earnings', userId: actor.userId }, amountPence: -payout.amountPence },
          { account: { kind: 'payout_pending', userId: actor.userId }, amountPence: payout.amountPence },
        ],
        reference: { payout_id: payout.id },
      },
      now,
    );
    return payout;
  });

  return presentPayout(await sendPayout(ctx, pending, account.providerAccountId), language);
}
