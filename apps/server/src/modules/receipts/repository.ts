import { RECEIPT_KINDS, type ReceiptKind } from '@kru/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';

/** A movement with a receipt, and its payer. */
export interface ReceiptRow {
  id: string;
  kind: ReceiptKind;
  userId: number;
  /** What was paid (the transaction's positive side), VAT included. */
  amountPence: number;
  /** The lesson paid or refunded was a trial. */
  isTrial: boolean;
  at: Date;
  firstName: string | null;
  lastName: string | null;
  email: string;
  timeZone: string;
}

/** The ledger transaction `id` when it is of a kind with a receipt and has a payer, else undefined. */
export async function findReceiptRow(q: Queryable, id: number): Promise<ReceiptRow | undefined> {
  const result = await q.execute<{
    id: string;
    kind: ReceiptKind;
    user_id: number;
    amount_pence: string;
    is_trial: boolean;
    at: Date | string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    time_zone: string;
  }>(sql`
    SELECT t.id::text AS id, t.kind, t.user_id, t.created_at AS at,
      (SELECT sum(e.amount_pence) FROM ledger_entries e
       WHERE e.transaction_id = t.id AND e.amount_pence > 0) AS amount_pence,
      EXISTS (SELECT 1 FROM tutoring_sessions s
       WHERE s.id = (t.reference->>'session_id')::integer AND s.is_trial) AS is_trial,
      u.first_name, u.last_name, u.email, u.time_zone
    FROM ledger_transactions t
    JOIN users u ON u.id = t.user_id
    WHERE t.id = ${id} AND t.kind IN (${sql.join(
      RECEIPT_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    amountPence: Number(row.amount_pence ?? 0),
    isTrial: row.is_trial,
    at: new Date(row.at),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    timeZone: row.time_zone,
  };
}
