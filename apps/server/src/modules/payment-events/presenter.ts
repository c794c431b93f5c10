import { type Language, MSG, penceToPounds, SANDBOX_CARDS, type sandboxCheckoutSchema } from '@kru/contract';
import type { z } from 'zod';
import { translate } from '../../platform/i18n.ts';
import type { PaymentRow } from '../wallet/index.ts';

/** What the payer is buying, in their language: the top-up, or the plan with its billing. */
function describe(
  payment: PaymentRow,
  plan: { nameEn: string; nameTh: string } | undefined,
  language: Language,
): string {
  if (payment.purpose === 'top_up' || !plan) return translate(MSG.walletTopUpDescription, language);
  const name = language === 'th' ? plan.nameTh : plan.nameEn;
  const key = payment.billing === 'yearly' ? MSG.checkoutPlanYearly : MSG.checkoutPlanMonthly;
  return translate(key, language, { plan: name });
}

export function presentSandboxCheckout(
  payment: PaymentRow,
  plan: { nameEn: string; nameTh: string } | undefined,
  language: Language,
): z.infer<typeof sandboxCheckoutSchema> {
  return {
    id: payment.id,
    purpose: payment.purpose,
    description: describe(payment, plan, language),
    amount: penceToPounds(payment.amountPence),
    currency: 'GBP',
    status: payment.status,
    cards: {
      succeeds: SANDBOX_CARDS.succeeds,
      declined: SANDBOX_CARDS.declined,
      renewals_declined: SANDBOX_CARDS.renewalsDeclined,
    },
  };
}
