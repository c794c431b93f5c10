import type { TFunction } from 'i18next';
import { formatMoney } from '../../../ui/format.ts';

/** A tutor's trial offer in a few words: "Free trial" or "Trial £5.00". */
export function trialPriceLabel(t: TFunction, trialPrice: number): string {
  return trialPrice === 0
    ? t('tuition.trial.free')
    : t('tuition.trial.priced', { price: formatMoney(trialPrice) });
}
