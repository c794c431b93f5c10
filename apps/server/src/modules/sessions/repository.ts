import { and, asc, desc, eq, gt, inArray, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import {
  availabilities,
  cancellations,
  files,
  schoolYears,
  sessionDisputes,
  sessionReschedules,
  sessionSlots,
  subjects,
  tutoringSessions,
  users,
} from '../../platform/db/schema/index.ts';
import { OPEN_STATUSES, TAUGHT_STATUSES, TRIAL_TAKEN_STATUSES } from './policy.ts';

type SessionStatus = (typeof tutoringSessions.status.enumValues)[number];
type CloseReason = NonNullable<typeof tutoringSessions.$inferSelect.closeReason>;
export type SessionRecord = typeof tutoringSessions.$inferSelect;

/** The slots of a session that did not take place become free again. */
export async function freeSessionSlots(tx: Tx, sessionId: number) {
  await tx
    .update(availabilities)
    .set({ isBooked: false })
    .where(
      inArray(
        availabilities.id,
        tx
          .select({ id: sessionSlots.availabilityId })
          .from(sessionSlots)
          .where(eq(sessionSlots.sessionId, sessionId)),
      ),
    );
}

// Transitions: each is conditional on the state it leaves, so two instances (or a job and a call) never both
// apply it; the row answered means this caller did.

export async function lockSession(tx: Tx, id: number) {
  const [row] = await tx.select().from(tutoringSessions).where(eq(tutoringSessions.id, id)).for('update');
  return row;
}

export async function transitionSession(
  tx: Tx,
  id: number,
  from: SessionStatus,
  changes: Partial<typeof tutoringSessions.$inferInsert>,
  condition?: SQL,
): Promise<SessionRecord | undefined> {
  const [row] = await tx
    .update(tutoringSessions)
    .set(changes)
    .where(and(eq(tutoringSessions.id, id), eq(tutoringSessions.status, from), condition))
    .returning();
  return row;
}

export async function setReleaseDueAt(tx: Tx, id: number, at: Date | null) {
  await tx.update(tutoringSessions).set({ releaseDueAt: at }).where(eq(tutoringSessions.id, id));
}

/** The closing columns of a session that did not take place. */
export function closing(status: 'cancelled' | 'rejected', closeReason: CloseReason, now: Date) {
  return { status, closeReason, closedAt: now, updatedAt: now } as const;
}

/** The user's payment_pending requests still payable, oldest first, locked for the caller. */
export function lockPayableRequests(tx: Tx, studentId: number, now: Date) {
  return tx
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        eq(tutoringSessions.status, 'payment_pending'),
        gt(tutoringSessions.paymentDueAt, now),
        gt(tutoringSessions.startingAt, now),
      ),
    )
    .orderBy(asc(tutoringSessions.createdAt), asc(tutoringSessions.id))
    .for('update');
}

// Jobs: what is due (each is then moved by a conditional transition) --------------------------------------------

export const dueConditions = {
  unanswered: (now: Date) => lte(tutoringSessions.answerDueAt, now),
  unpaid: (now: Date) => or(lte(tutoringSessions.paymentDueAt, now), lte(tutoringSessions.startingAt, now))!,
  // A session with a cancellation is settled by the cancellations module, never completed here.
  ended: (now: Date) =>
    and(
      lte(tutoringSessions.endingAt, now),
      sql`NOT EXISTS (SELECT 1 FROM ${cancellations} WHERE ${cancellations.sessionId} = ${tutoringSessions.id})`,
    )!,
  // The no-show window has passed, no one disputes it, and the tutor is not suspended (an admin decides then).
  releasable: (now: Date) =>
    and(
      lte(tutoringSessions.releaseDueAt, now),
      sql`NOT EXISTS (SELECT 1 FROM ${sessionDisputes} WHERE ${sessionDisputes.sessionId} = ${tutoringSessions.id})`,
      sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${tutoringSessions.tutorId}
        AND ${users.suspendedAt} IS NOT NULL)`,
    )!,
};

export async function findDueSessionIds(q: Queryable, status: SessionStatus, due: SQL, limit: number) {
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.status, status), due))
    .orderBy(asc(tutoringSessions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

// Reading sessions -------------------------------------------------------------------------------------------

const students = alias(users, 'students');
const tutors = alias(users, 'tutors');
const studentAvatars = alias(files, 'student_avatars');
const tutorAvatars = alias(files, 'tutor_avatars');

const person = (
  table: typeof students | typeof tutors,
  avatar: typeof studentAvatars | typeof tutorAvatars,
) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  timeZone: table.timeZone,
  avatarKey: avatar.key,
});

/**
 * Every session of `ids` with its people, subject and cancellation, in one query (any order). Prepared: built and
 * planned once per connection (a nine-table join PostgreSQL took 3-5 ms to plan, after every booking). One id, the
 * common case, has a statement of its own: for a list of ids PostgreSQL plans each call anew (its generic plan
 * guesses ten ids), for one id its generic plan is as good as any.
 */
const selectSessionRows = (q: Queryable) =>
  q
    .select({
      id: tutoringSessions.id,
      startingAt: tutoringSessions.startingAt,
      endingAt: tutoringSessions.endingAt,
      createdAt: tutoringSessions.createdAt,
      status: tutoringSessions.status,
      pricePence: tutoringSessions.pricePence,
      isTrial: tutoringSessions.isTrial,
      rejectionReason: tutoringSessions.rejectionReason,
      closeReason: tutoringSessions.closeReason,
      paymentDueAt: tutoringSessions.paymentDueAt,
      answerDueAt: tutoringSessions.answerDueAt,
      subject: { id: subjects.id, titleEn: subjects.titleEn, titleTh: subjects.titleTh },
      schoolYear: { id: schoolYears.id, titleEn: schoolYears.titleEn, titleTh: schoolYears.titleTh },
      student: person(students, studentAvatars),
      tutor: person(tutors, tutorAvatars),
      cancellation: {
        id: cancellations.id,
        sessionId: cancellations.sessionId,
        reason: cancellations.reason,
        status: cancellations.status,
        requestedByRole: cancellations.requestedByRole,
        decideBy: cancellations.decideBy,
        createdAt: cancellations.createdAt,
      },
      dispute: {
        id: sessionDisputes.id,
        kind: sessionDisputes.kind,
        status: sessionDisputes.status,
        reportedByRole: sessionDisputes.reportedByRole,
        createdAt: sessionDisputes.createdAt,
      },
      reschedule: {
        id: sessionReschedules.id,
        sessionId: sessionReschedules.sessionId,
        proposedByRole: sessionReschedules.proposedByRole,
        status: sessionReschedules.status,
        startingAt: sessionReschedules.startingAt,
        endingAt: sessionReschedules.endingAt,
        previousStartingAt: sessionReschedules.previousStartingAt,
        previousEndingAt: sessionReschedules.previousEndingAt,
        createdAt: sessionReschedules.createdAt,
        decidedAt: sessionReschedules.decidedAt,
      },
    })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .innerJoin(schoolYears, eq(schoolYears.id, subjects.schoolYearId))
    .innerJoin(students, eq(students.id, tutoringSessions.studentId))
    .innerJoin(tutors, eq(tutors.id, tutoringSessions.tutorId))
    .leftJoin(
      studentAvatars,
      and(eq(studentAvatars.id, students.avatarFileId), eq(studentAvatars.ownerId, students.id)),
    )
    .leftJoin(
      tutorAvatars,
      and(eq(tutorAvatars.id, tutors.avatarFileId), eq(tutorAvatars.ownerId, tutors.id)),
    )
    .leftJoin(cancellations, eq(cancellations.sessionId, tutoringSessions.id))
    .leftJoin(sessionDisputes, eq(sessionDisputes.sessionId, tutoringSessions.id))
    // At most one open proposal per session (a unique partial index).
    .leftJoin(
      sessionReschedules,
      and(eq(sessionReschedules.sessionId, tutoringSessions.id), eq(sessionReschedules.status, 'open')),
    );

const sessionRowStatement = preparedQuery((q) =>
  selectSessionRows(q)
    .where(eq(tutoringSessions.id, sql.placeholder('id')))
    .prepare('sessions_find_row'),
);
const sessionRowsStatement = preparedQuery((q) =>
  selectSessionRows(q)
    .where(sql`${tutoringSessions.id} = ANY(${sql.placeholder('ids')}::integer[])`)
    .prepare('sessions_find_rows'),
);

export function findSessionRows(q: Queryable, ids: number[]) {
  return ids.length === 1
    ? sessionRowStatement(q).execute({ id: ids[0] })
    : sessionRowsStatement(q).execute({ ids });
}
export type SessionRow = Awaited<ReturnType<typeof findSessionRows>>[number];

const participant = (userId: number) =>
  or(eq(tutoringSessions.studentId, userId), eq(tutoringSessions.tutorId, userId))!;

export async function findParticipantSessionId(q: Queryable, id: number, userId: number) {
  const [row] = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.id, id), participant(userId)));
  return row?.id;
}

/**
 * One page of the user's sessions (as student or tutor): upcoming are open ones not yet ended, soonest first;
 * past are all others, latest first.
 */
export async function findSessionPage(
  q: Queryable,
  userId: number,
  scope: 'upcoming' | 'past',
  now: Date,
  page: { limit: number; offset: number },
) {
  const upcoming = and(inArray(tutoringSessions.status, OPEN_STATUSES), gt(tutoringSessions.endingAt, now))!;
  const where = and(participant(userId), scope === 'upcoming' ? upcoming : not(upcoming));
  const order =
    scope === 'upcoming'
      ? [asc(tutoringSessions.startingAt), asc(tutoringSessions.id)]
      : [desc(tutoringSessions.startingAt), desc(tutoringSessions.id)];
  const [rows, [count]] = await Promise.all([
    q
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tutoringSessions)
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: count?.n ?? 0 };
}

/** Sessions of one side in these statuses, soonest first (the requests lists). */
export async function findSessionIdsByStatus(
  q: Queryable,
  side: { studentId: number } | { tutorId: number },
  statuses: SessionStatus[],
) {
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(
        'tutorId' in side
          ? eq(tutoringSessions.tutorId, side.tutorId)
          : eq(tutoringSessions.studentId, side.studentId),
        inArray(tutoringSessions.status, statuses),
      ),
    )
    .orderBy(asc(tutoringSessions.startingAt), asc(tutoringSessions.id));
  return rows.map((row) => row.id);
}

/** The user's next approved session that has not ended. */
export async function findNextApprovedId(q: Queryable, userId: number, now: Date) {
  const [row] = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(participant(userId), eq(tutoringSessions.status, 'approved'), gt(tutoringSessions.endingAt, now)),
    )
    .orderBy(asc(tutoringSessions.startingAt), asc(tutoringSessions.id))
    .limit(1);
  return row?.id;
}

/** Pending cancellations: of a tutor's sessions (to decide), or of a student's (their own requests). */
export async function findPendingCancellationSessionIds(q: Queryable, userId: number, asTutor: boolean) {
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(cancellations)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, cancellations.sessionId))
    .where(
      and(
        eq(cancellations.status, 'pending'),
        asTutor ? eq(tutoringSessions.tutorId, userId) : eq(tutoringSessions.studentId, userId),
      ),
    )
    .orderBy(asc(cancellations.decideBy), asc(cancellations.id));
  return rows.map((row) => row.id);
}

// Other modules' views of sessions ----------------------------------------------------------------------------

const taught = sql.join(
  TAUGHT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** SQL true when the user in `tutorIdColumn` taught `studentId` (an approved or completed session). */
export function taughtStudentCondition(tutorIdColumn: SQL, studentId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM tutoring_sessions ts WHERE ts.tutor_id = ${tutorIdColumn}
    AND ts.student_id = ${studentId} AND ts.status IN (${taught}))`;
}

/** SQL for the number of distinct students the tutor in `tutorIdColumn` has taught. */
export function studentsCountExpression(tutorIdColumn: SQL): SQL<number> {
  return sql<number>`(SELECT count(DISTINCT ts.student_id) FROM tutoring_sessions ts
    WHERE ts.tutor_id = ${tutorIdColumn} AND ts.status IN (${taught}))`;
}

/** Whether the student's one trial with the tutor is booked or took place (so no other may be booked). */
export async function hasTakenTrial(q: Queryable, studentId: number, tutorId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        eq(tutoringSessions.tutorId, tutorId),
        eq(tutoringSessions.isTrial, true),
        inArray(tutoringSessions.status, [...TRIAL_TAKEN_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}
