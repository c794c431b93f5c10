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
  /**
   * The VAT rate in force when it was paid (vat_rates); before the first recorded rate, that one; null when the
   * deployment has recorded none.
   */
  vatRatePercent: number | null;
  at: Date;
  firstName: string | null;
  lastName: string | null;
  email: string;
  timeZone: string;
  /** A lesson payment's or refund's lesson (null for other kinds). */
  lesson: {
    subjectEn: string;
    subjectTh: string;
    levelEn: string;
    levelTh: string;
    tutor: { firstName: string | null; lastName: string | null; email: string };
    startingAt: Date;
  } | null;
}

/** The ledger transaction `id` when it is of a kind with a receipt and has a payer, else undefined. */
export async function findReceiptRow(q: Queryable, id: number): Promise<ReceiptRow | undefined> {
  const result = await q.execute<{
    id: string;
    kind: ReceiptKind;
    user_id: number;
    amount_pence: string;
    is_trial: boolean;
    vat_rate_percent: string | null;
    at: Date | string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    time_zone: string;
    subject_en: string | null;
    subject_th: string | null;
    level_en: string | null;
    level_th: string | null;
    tutor_first_name: string | null;
    tutor_last_name: string | null;
    tutor_email: string | null;
    starting_at: Date | string | null;
  }>(sql`
    SELECT t.id::text AS id, t.kind, t.user_id, t.created_at AS at,
      (SELECT sum(e.amount_pence) FROM ledger_entries e
       WHERE e.transaction_id = t.id AND e.amount_pence > 0) AS amount_pence,
      coalesce(s.is_trial, false) AS is_trial,
      coalesce(
        (SELECT r.rate_percent FROM vat_rates r WHERE r.effective_from <= t.created_at
         ORDER BY r.effective_from DESC, r.id DESC LIMIT 1),
        (SELECT r.rate_percent FROM vat_rates r ORDER BY r.effective_from, r.id LIMIT 1)
      ) AS vat_rate_percent,
      u.first_name, u.last_name, u.email, u.time_zone,
      subject.title_en AS subject_en, subject.title_th AS subject_th,
      level.title_en AS level_en, level.title_th AS level_th,
      tutor.first_name AS tutor_first_name, tutor.last_name AS tutor_last_name, tutor.email AS tutor_email,
      s.starting_at
    FROM ledger_transactions t
    JOIN users u ON u.id = t.user_id
    LEFT JOIN tutoring_sessions s ON t.kind IN ('booking_hold', 'booking_refund')
      AND s.id = (t.reference->>'session_id')::int
    LEFT JOIN subjects subject ON subject.id = s.subject_id
    LEFT JOIN school_years level ON level.id = subject.school_year_id
    LEFT JOIN users tutor ON tutor.id = s.tutor_id
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
    vatRatePercent: row.vat_rate_percent === null ? null : Number(row.vat_rate_percent),
    at: new Date(row.at),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    timeZone: row.time_zone,
    lesson:
      row.starting_at && row.subject_en && row.subject_th && row.tutor_email
        ? {
            subjectEn: row.subject_en,
            subjectTh: row.subject_th,
            levelEn: row.level_en ?? '',
            levelTh: row.level_th ?? '',
            tutor: { firstName: row.tutor_first_name, lastName: row.tutor_last_name, email: row.tutor_email },
            startingAt: new Date(row.starting_at),
          }
        : null,
  };
}

/**
 * Records `ratePercent` as the VAT rate in force from `at`, unless it already is (the latest recorded). Two servers
 * starting together with a new rate may both record it: the same rate twice changes no receipt.
 */
export async function recordVatRateIfChanged(q: Queryable, ratePercent: number, at: Date): Promise<void> {
  await q.execute(sql`
    INSERT INTO vat_rates (rate_percent, effective_from)
    SELECT ${ratePercent}::numeric, ${at.toISOString()}::timestamptz
    WHERE (SELECT r.rate_percent FROM vat_rates r ORDER BY r.effective_from DESC, r.id DESC LIMIT 1)
      IS DISTINCT FROM ${ratePercent}::numeric`);
}
