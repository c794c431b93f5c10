import { randomUUID } from 'node:crypto';
import { type Language, MSG, type SandboxCompleteBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { findCheckout, lockCheckout, type PaymentRow, recordSandboxCard } from '../wallet/index.ts';
import { applyPaymentEvent } from './handle-payment-event.ts';
import { type CheckoutReturn, checkoutReturnUrl, sandboxCardOutcome } from './policy.ts';
import { presentSandboxCheckout } from './presenter.ts';
import { findPlanName } from './repository.ts';

/** Only while Kru runs the sandbox: with Stripe configured these pages do not exist. */
export function requireSandbox(ctx: AppContext): void {
  if (ctx.payments.name !== 'sandbox') throw AppError.notFound();
}

/** The caller's own sandbox checkout; anything else (unknown, another payer's, Stripe's) is not found. */
async function ownSandboxPayment(ctx: AppContext, actor: Actor, paymentId: string): Promise<PaymentRow> {
  requireSandbox(ctx);
  const payment = await findCheckout(ctx.db, paymentId);
  if (!payment || payment.userId !== actor.userId || payment.provider !== 'sandbox')
    throw AppError.notFound();
  return payment;
}

/** The sandbox's checkout page: what is being paid for, how much, and the test cards. */
export async function getSandboxCheckout(
  ctx: AppContext,
  actor: Actor,
  paymentId: string,
  language: Language,
) {
  const payment = await ownSandboxPayment(ctx, actor, paymentId);
  const plan = payment.planId ? await findPlanName(ctx.db, payment.planId) : undefined;
  return presentSandboxCheckout(payment, plan, language);
}

/**
 * The payer paid (with a test card) or abandoned the sandbox's checkout. The outcome reaches Kru the way a real
 * provider's webhook would: as an event, with its own id, through the one idempotent handler, applied in the
 * transaction that checked the checkout still open under its lock. So of requests arriving together (pay and
 * abandon, or twenty pays) exactly one decides and is answered, the others find it finished (409).
 */
export async function completeSandboxCheckout(
  ctx: AppContext,
  actor: Actor,
  paymentId: string,
  input: SandboxCompleteBody,
): Promise<{ redirect_url: string }> {
  const payment = await ownSandboxPayment(ctx, actor, paymentId);
  if (payment.status !== 'open') throw AppError.conflict(MSG.checkoutClosed);

  const id = `evt_sbx_${randomUUID()}`;
  let event: PaymentEvent;
  let outcome: CheckoutReturn;
  let cardNumber: string | null = null;
  if (input.outcome === 'abandon') {
    event = { id, type: 'checkout.expired', paymentId };
    outcome = 'canceled';
  } else {
    if (!input.card_number) throw AppError.invalid('card_number', MSG.cardNumberRequired);
    const card = sandboxCardOutcome(input.card_number);
    if (card === 'declined') {
      event = { id, type: 'checkout.failed', paymentId, reason: 'card_declined' };
      outcome = 'failed';
    } else {
      cardNumber = input.card_number.replace(/[\s-]/g, '');
      event = {
        id,
        type: 'checkout.succeeded',
        paymentId,
        chargeRef: `sbx_ch_${paymentId}`,
        subscriptionRef: payment.purpose === 'subscription' ? `sbx_sub_${paymentId}` : null,
        periodEnd: null,
      };
      outcome = 'success';
    }
  }
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const locked = await lockCheckout(tx, paymentId);
    if (locked?.status !== 'open') throw AppError.conflict(MSG.checkoutClosed);
    // The card decides this subscription's renewals, so it is remembered before the payment completes.
    if (cardNumber) await recordSandboxCard(tx, paymentId, cardNumber);
    await applyPaymentEvent(ctx, tx, afterCommit, 'sandbox', event);
  });
  return { redirect_url: checkoutReturnUrl(payment.returnPath, outcome, paymentId) };
}
