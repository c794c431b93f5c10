import {
  type CardPayment,
  type Language,
  type Movement,
  MSG,
  type Payment,
  penceToPounds,
} from '@kru/contract';
import { translate } from '../../platform/i18n.ts';
import { declineMessage } from '../../platform/payments/index.ts';
import { movementDescription, movementKind, movementReceiptId, movementState } from './policy.ts';
import type { CardPaymentRow, MovementRow, PaymentRow, RefundRow } from './repository.ts';

export function presentPayment(row: PaymentRow, language: Language): Payment {
  const failure = declineMessage(row.failureReason);
  return {
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    amount: penceToPounds(row.amountPence),
    currency: 'GBP',
    failure_reason: row.failureReason,
    failure_message: failure && translate(failure, language),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentRefund(row: RefundRow) {
  return {
    id: row.id,
    amount: penceToPounds(row.amountPence),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentMovement(row: MovementRow, language: Language, payoutLast4: string | null): Movement {
  const { key, vars } = movementDescription(row, payoutLast4);
  return {
    id: row.id,
    kind: movementKind(row.kind),
    description: translate(key, language, vars),
    amount: penceToPounds(row.amountPence),
    state: movementState(row),
    created_at: row.at.toISOString(),
    receipt_id: movementReceiptId(row),
  };
}

export function presentCardPayment(row: CardPaymentRow, language: Language): CardPayment {
  return {
    id: row.id,
    kind: 'subscription',
    description: translate(MSG.movementSubscription, language),
    amount: penceToPounds(row.amountPence),
    created_at: row.at.toISOString(),
    receipt_id: row.id,
  };
}
