import type { TFunction } from 'i18next';
import { formatMoney } from '../../ui/format.ts';

/** A subject a tutor teaches, at its level, with their price: "Maths · GCSE · £35.00/h" (the level when known). */
export function subjectPriceLabel(
  t: TFunction,
  price: { subject: string; level?: string | null; pricePerHour: number },
): string {
  return [
    price.subject,
    price.level,
    t('tuition.card.perHourShort', { price: formatMoney(price.pricePerHour) }),
  ]
    .filter(Boolean)
    .join(' · ');
}
