import { randomUUID } from 'node:crypto';
import { isTutor, type Language, MSG, type PayoutAccount, type SandboxConnectBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadPayoutAccount, saveSandboxBankDetails } from '../payouts/index.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';
import { sandboxBankVerdict } from './policy.ts';
import { requireSandbox } from './sandbox-checkout.ts';

/** Where the sandbox's bank-details page sends the tutor back to, like Stripe's account link return URL. */
export const SANDBOX_CONNECT_RETURN = '/fees?connect=return';

/** Payouts are for tutors (who are also the course creators): anyone else is refused. */
function requireTutor(ctx: AppContext, actor: Actor): void {
  requireSandbox(ctx);
  if (!isTutor(actor)) throw AppError.forbidden(MSG.tutorOnly);
}

/** The sandbox's bank-details page: what is on file (never the whole account number) and its state. */
export async function getSandboxConnect(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<PayoutAccount> {
  requireTutor(ctx, actor);
  return loadPayoutAccount(ctx.db, actor.userId, language);
}

/**
 * The tutor submitted bank details: they are stored, then verified the way Stripe reports a connected account,
 * as events through the one handler (first `pending`, then `verified`, or `problem` for the test account that
 * the bank cannot verify).
 */
export async function submitSandboxConnect(
  ctx: AppContext,
  actor: Actor,
  input: SandboxConnectBody,
): Promise<{ redirect_url: string }> {
  requireTutor(ctx, actor);
  const { accountId } = await inTransaction(ctx.db, (tx) => saveSandboxBankDetails(tx, actor.userId, input));
  await handlePaymentEvent(ctx, 'sandbox', {
    id: `evt_sbx_${randomUUID()}`,
    type: 'payout_account.updated',
    accountId,
    status: 'pending',
  });
  const verdict = sandboxBankVerdict(input.account_number);
  await handlePaymentEvent(ctx, 'sandbox', {
    id: `evt_sbx_${randomUUID()}`,
    type: 'payout_account.updated',
    accountId,
    status: verdict,
    problemReason: verdict === 'problem' ? MSG.bankAccountUnverified : null,
  });
  return { redirect_url: SANDBOX_CONNECT_RETURN };
}
