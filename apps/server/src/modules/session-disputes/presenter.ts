import { type AdminSessionDispute, penceToPounds, type TutoringSession } from '@kru/contract';
import type { DisputeRecord } from './repository.ts';

const pounds = (pence: number | null) => (pence === null ? null : penceToPounds(pence));

/** The field whitelist of a dispute in the console, with its session as both people see it. */
export function presentDispute(row: DisputeRecord, session: TutoringSession): AdminSessionDispute {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reported_by: row.reportedByRole,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    amount: penceToPounds(row.heldPence),
    student_amount: pounds(row.studentPence),
    tutor_amount: pounds(row.tutorPence),
    decided_at: row.decidedAt?.toISOString() ?? null,
    session,
  };
}
