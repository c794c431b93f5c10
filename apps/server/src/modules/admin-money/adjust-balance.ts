import { randomUUID } from 'node:crypto';
import { type AdjustmentBody, LEDGER_ADJUSTED_ACTION, MSG } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { postTransaction } from '../ledger/index.ts';
import {
  adjustmentEntries,
  adjustmentKey,
  adjustmentPence,
  assertAdjustable,
  isSameAdjustment,
} from './policy.ts';
import {
  findLedgerTransaction,
  findMoneyUser,
  findUserEntries,
  type LedgerTransactionRow,
  type UserEntryRow,
} from './repository.ts';

/**
 * `POST /admin/users/{id}/adjustments`: one ledger transaction between the platform and the user's wallet or
 * earnings, with the reason as its memo and the admin as its author, audited in the same transaction. A debit
 * below zero is refused by the ledger (409) and changes nothing; a repeated `Idempotency-Key` answers the first
 * adjustment and moves nothing.
 */
export async function adjustBalance(
  ctx: AppContext,
  actor: Actor | null,
  userId: number,
  input: AdjustmentBody,
  requestKey: string | undefined,
): Promise<{ row: LedgerTransactionRow; entries: UserEntryRow[] }> {
  const admin = requireAdmin(actor);
  return inTransaction(ctx.db, async (tx) => {
    const user = await findMoneyUser(tx, userId);
    if (!user) throw AppError.notFound();
    assertAdjustable(user);
    const now = ctx.clock.now();
    const posted = await postTransaction(
      tx,
      {
        idempotencyKey: adjustmentKey(userId, requestKey, randomUUID),
        kind: 'adjustment',
        userId,
        entries: adjustmentEntries(userId, input),
        memo: input.reason,
        createdBy: admin.userId,
      },
      now,
    );
    // One connection runs one query at a time: a transaction's reads go in turn.
    const row = await findLedgerTransaction(tx, posted.transactionId);
    const entries = await findUserEntries(tx, userId, [posted.transactionId]);
    if (!row) throw new Error(`admin-money: transaction ${posted.transactionId} vanished`);
    if (!posted.created) {
      if (!isSameAdjustment({ ...row, entries }, input)) throw AppError.conflict(MSG.idempotencyKeyReused);
      return { row, entries };
    }
    await recordAudit(tx, {
      actorId: admin.userId,
      action: LEDGER_ADJUSTED_ACTION,
      subjectType: 'user',
      subjectId: userId,
      comment: input.reason,
      metadata: {
        account: input.account,
        direction: input.direction,
        amount_pence: Math.abs(adjustmentPence(input)),
        transaction_id: posted.transactionId,
      },
      at: now,
    });
    return { row, entries };
  });
}
