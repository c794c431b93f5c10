import {
  type Cancellation,
  type Language,
  penceToPounds,
  type Reschedule,
  type TutoringSession,
} from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { freeCancellationUntil, joinLink, noShowReportUntil } from './policy.ts';
import type { SessionRow } from './repository.ts';

/** Signed avatar URLs by file key (signed once per page, see `presentSessions`). */
export type AvatarUrls = ReadonlyMap<string, string>;

type RescheduleFields = NonNullable<SessionRow['reschedule']>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentPerson(person: SessionRow['student'], avatars: AvatarUrls) {
  return {
    id: person.id,
    full_name: fullName(person),
    avatar: person.avatarKey ? (avatars.get(person.avatarKey) ?? null) : null,
    time_zone: person.timeZone,
  };
}

function presentCancellation(cancellation: NonNullable<SessionRow['cancellation']>): Cancellation {
  return {
    id: cancellation.id,
    session_id: cancellation.sessionId,
    reason: cancellation.reason,
    status: cancellation.status,
    requested_by: cancellation.requestedByRole,
    decide_by: iso(cancellation.decideBy),
    created_at: cancellation.createdAt.toISOString(),
  };
}

/** The field whitelist of a proposal to move a session (its history's and the session's open one). */
export function presentReschedule(reschedule: RescheduleFields): Reschedule {
  return {
    id: reschedule.id,
    session_id: reschedule.sessionId,
    proposed_by: reschedule.proposedByRole,
    status: reschedule.status,
    starting_at: reschedule.startingAt.toISOString(),
    ending_at: reschedule.endingAt.toISOString(),
    previous_starting_at: reschedule.previousStartingAt.toISOString(),
    previous_ending_at: reschedule.previousEndingAt.toISOString(),
    created_at: reschedule.createdAt.toISOString(),
    decided_at: iso(reschedule.decidedAt),
  };
}

/** The field whitelist of a tutoring session; each deadline only while it applies. */
export function presentSession(row: SessionRow, language: Language, avatars: AvatarUrls): TutoringSession {
  return {
    id: row.id,
    starting_at: row.startingAt.toISOString(),
    ending_at: row.endingAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    status: row.status,
    join_link: joinLink(row),
    price: penceToPounds(row.pricePence),
    is_trial: row.isTrial,
    subject: {
      id: row.subject.id,
      title: localized(row.subject, language),
      school_year: { id: row.schoolYear.id, title: localized(row.schoolYear, language) },
    },
    teacher: presentPerson(row.tutor, avatars),
    student: presentPerson(row.student, avatars),
    rejection_reason: row.rejectionReason,
    close_reason: row.closeReason,
    payment_due_at: row.status === 'payment_pending' ? iso(row.paymentDueAt) : null,
    answer_due_at: row.status === 'determination_pending' ? iso(row.answerDueAt) : null,
    free_cancellation_until: freeCancellationUntil(row.startingAt).toISOString(),
    cancellation: row.cancellation ? presentCancellation(row.cancellation) : null,
    no_show_report_until: iso(noShowReportUntil(row)),
    dispute: row.dispute
      ? {
          id: row.dispute.id,
          kind: row.dispute.kind,
          status: row.dispute.status,
          reported_by: row.dispute.reportedByRole,
          created_at: row.dispute.createdAt.toISOString(),
        }
      : null,
    reschedule: row.reschedule ? presentReschedule(row.reschedule) : null,
  };
}
