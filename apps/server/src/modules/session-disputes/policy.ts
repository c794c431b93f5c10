import { type DisputeStatus, MSG, penceToPounds, poundsToPence } from '@kru/contract';
import { AppError } from '../../platform/errors.ts';

/** Who of the session the user is (null: neither, so the session is not theirs to see). */
export function sideOf(
  session: { studentId: number; tutorId: number },
  userId: number,
): 'student' | 'teacher' | null {
  if (session.studentId === userId) return 'student';
  return session.tutorId === userId ? 'teacher' : null;
}

/** A no-show can be reported from the session's end until `until` (null: a session that did not take place). */
export function mayReportNoShow(session: { endingAt: Date }, until: Date | null, now: Date): boolean {
  return until !== null && now >= session.endingAt && now < until;
}

export interface Shares {
  status: Exclude<DisputeStatus, 'pending'>;
  studentPence: number;
  tutorPence: number;
}

/**
 * The admin's decision as the two shares of the held money, in pence: all to the student, all to the tutor, or
 * a split whose two amounts (pounds on the wire) are each above zero and add up to exactly what is held.
 */
export function sharesOf(
  decision: {
    decision: 'refund' | 'release' | 'split';
    student_amount?: number | null;
    tutor_amount?: number | null;
  },
  heldPence: number,
): Shares {
  if (decision.decision === 'refund') return { status: 'refunded', studentPence: heldPence, tutorPence: 0 };
  if (decision.decision === 'release') return { status: 'released', studentPence: 0, tutorPence: heldPence };
  const studentPence = poundsToPence(decision.student_amount ?? 0);
  const tutorPence = poundsToPence(decision.tutor_amount ?? 0);
  if (studentPence <= 0 || tutorPence <= 0 || studentPence + tutorPence !== heldPence) {
    throw AppError.invalid('student_amount', MSG.splitAmountsMismatch, {
      amount: penceToPounds(heldPence).toFixed(2),
    });
  }
  return { status: 'split', studentPence, tutorPence };
}
