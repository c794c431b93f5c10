import { type Language, penceToPounds, type Receipt } from '@kru/contract';
import { localized, translate } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { RECEIPT_DESCRIPTIONS, receiptNumber, splitVat, TRIAL_RECEIPT_DESCRIPTIONS } from './policy.ts';
import type { ReceiptRow } from './repository.ts';

/** `configuredVatRate` stands in for the rate in force when paid only where the deployment has recorded none. */
export function presentReceipt(row: ReceiptRow, configuredVatRate: number, language: Language): Receipt {
  const vatRatePercent = row.vatRatePercent ?? configuredVatRate;
  const { netPence, vatPence } = splitVat(row.amountPence, vatRatePercent);
  return {
    id: row.id,
    number: receiptNumber(row.id),
    kind: row.kind,
    is_trial: row.isTrial,
    description: translate(
      (row.isTrial && TRIAL_RECEIPT_DESCRIPTIONS[row.kind]) || RECEIPT_DESCRIPTIONS[row.kind],
      language,
    ),
    net: penceToPounds(netPence),
    vat_rate: vatRatePercent,
    vat: penceToPounds(vatPence),
    total: penceToPounds(row.amountPence),
    currency: 'GBP',
    payer: { full_name: fullName(row), email: row.email },
    lesson: row.lesson && {
      subject: localized({ titleEn: row.lesson.subjectEn, titleTh: row.lesson.subjectTh }, language),
      level: localized({ titleEn: row.lesson.levelEn, titleTh: row.lesson.levelTh }, language),
      tutor_name: fullName(row.lesson.tutor),
      starting_at: row.lesson.startingAt.toISOString(),
    },
    issued_at: row.at.toISOString(),
    time_zone: row.timeZone,
  };
}
