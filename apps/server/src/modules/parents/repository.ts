import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { anyOfIds } from '../../platform/db/prepared.ts';
import {
  parentDigests,
  parentUnsubscribes,
  parentUpdateConsents,
  quizzes,
  subjects,
  tutoringSessions,
  users,
} from '../../platform/db/schema/index.ts';

const tutors = alias(users, 'tutors');

/** The student as the parents' e-mails need them: names, contacts, language and time zone, and the consent. */
const studentColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  parentEmails: users.parentEmails,
  language: users.language,
  timeZone: users.timeZone,
  subdomainId: users.subdomainId,
  consentedAt: parentUpdateConsents.consentedAt,
};

export async function findStudent(q: Queryable, studentId: number) {
  const [row] = await q
    .select(studentColumns)
    .from(users)
    .leftJoin(parentUpdateConsents, eq(parentUpdateConsents.studentId, users.id))
    .where(eq(users.id, studentId))
    .limit(1);
  return row;
}

/** The student of a session, read with the session's id alone (most have no parents to tell: one round trip). */
export async function findStudentOfSession(q: Queryable, sessionId: number) {
  const [row] = await q
    .select(studentColumns)
    .from(tutoringSessions)
    .innerJoin(users, eq(users.id, tutoringSessions.studentId))
    .leftJoin(parentUpdateConsents, eq(parentUpdateConsents.studentId, users.id))
    .where(eq(tutoringSessions.id, sessionId))
    .limit(1);
  return row;
}
/** `findStudentOfSession` of many sessions in one read (a batch of jobs), with each row's session id. */
export function findStudentsOfSessions(q: Queryable, sessionIds: number[]) {
  return q
    .select({ ...studentColumns, sessionId: tutoringSessions.id })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.id, tutoringSessions.studentId))
    .leftJoin(parentUpdateConsents, eq(parentUpdateConsents.studentId, users.id))
    .where(anyOfIds(tutoringSessions.id, sessionIds));
}
export type StudentRow = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

export async function setConsent(tx: Tx, studentId: number, consent: boolean, now: Date) {
  if (!consent) {
    await tx.delete(parentUpdateConsents).where(eq(parentUpdateConsents.studentId, studentId));
    return;
  }
  await tx.insert(parentUpdateConsents).values({ studentId, consentedAt: now }).onConflictDoNothing();
}

export function findUnsubscribes(q: Queryable, studentId: number) {
  return q
    .select({ email: parentUnsubscribes.email, unsubscribedAt: parentUnsubscribes.unsubscribedAt })
    .from(parentUnsubscribes)
    .where(eq(parentUnsubscribes.studentId, studentId));
}

/** Idempotent: a second unsubscribe keeps the first one's time. */
export async function insertUnsubscribe(tx: Tx, studentId: number, email: string, now: Date) {
  await tx.insert(parentUnsubscribes).values({ studentId, email, unsubscribedAt: now }).onConflictDoNothing();
}

export async function deleteUnsubscribe(tx: Tx, studentId: number, email: string) {
  await tx
    .delete(parentUnsubscribes)
    .where(and(eq(parentUnsubscribes.studentId, studentId), eq(parentUnsubscribes.email, email)));
}

/** `now` in the student's zone, as SQL: the Sunday-18:00 rule and the week's key are read from it. */
const localNow = (now: Date) => sql`(${now.toISOString()}::timestamptz AT TIME ZONE u.time_zone)`;

/**
 * Students whose digest is due now (id above `afterId`, by id): consenting students with a contact not
 * unsubscribed and not yet sent this week's, whose local time is Sunday from 18:00 to midnight (a run missed at
 * 18:00 catches up that evening, never later). `weekOf` is that Sunday's date.
 */
export async function findDueDigests(q: Queryable, now: Date, afterId: number, limit: number) {
  const local = localNow(now);
  const result = await q.execute<{ id: number; week_of: string }>(sql`
    SELECT u.id, to_char(${local}, 'YYYY-MM-DD') AS week_of
    FROM users u JOIN parent_update_consents c ON c.student_id = u.id
    WHERE u.id > ${afterId} AND u.role = 'student' AND cardinality(u.parent_emails) > 0
      AND extract(isodow FROM ${local}) = 7 AND extract(hour FROM ${local}) >= 18
      AND EXISTS (
        SELECT 1 FROM unnest(u.parent_emails) AS contact(email)
        WHERE NOT EXISTS (SELECT 1 FROM parent_unsubscribes x
                          WHERE x.student_id = u.id AND x.email = lower(contact.email))
          AND NOT EXISTS (SELECT 1 FROM parent_digests d WHERE d.student_id = u.id
                          AND d.email = lower(contact.email) AND d.week_of = (${local})::date))
    ORDER BY u.id LIMIT ${limit}`);
  return result.rows.map((row) => ({ studentId: Number(row.id), weekOf: row.week_of }));
}

/**
 * Claims the week's digest of each contact: the contacts answered are those this transaction claimed. A second
 * run (even at the same moment) waits on the key and then finds it taken, so it claims and sends nothing.
 */
export async function claimDigests(tx: Tx, studentId: number, emails: string[], weekOf: string, now: Date) {
  if (!emails.length) return [];
  const rows = await tx
    .insert(parentDigests)
    .values(emails.map((email) => ({ studentId, email, weekOf, sentAt: now })))
    .onConflictDoNothing()
    .returning({ email: parentDigests.email });
  return rows.map((row) => row.email);
}

export function findDigestsSent(q: Queryable, studentId: number) {
  return q
    .select({ email: parentDigests.email, weekOf: parentDigests.weekOf })
    .from(parentDigests)
    .where(eq(parentDigests.studentId, studentId));
}

const sessionColumns = {
  id: tutoringSessions.id,
  studentId: tutoringSessions.studentId,
  status: tutoringSessions.status,
  startingAt: tutoringSessions.startingAt,
  endingAt: tutoringSessions.endingAt,
  subjectEn: subjects.titleEn,
  subjectTh: subjects.titleTh,
  tutor: { firstName: tutors.firstName, lastName: tutors.lastName, email: tutors.email },
};

function sessionsOf(q: Queryable) {
  return q
    .select(sessionColumns)
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .innerJoin(tutors, eq(tutors.id, tutoringSessions.tutorId));
}
export type SessionFacts = Awaited<ReturnType<typeof findSessionFacts>>[number];

export function findSessionFacts(q: Queryable, sessionId: number) {
  return sessionsOf(q).where(eq(tutoringSessions.id, sessionId)).limit(1);
}

/** Sessions that took place (approved or completed) and ended in [from, to), in order. */
export function findHeldSessions(q: Queryable, studentId: number, from: Date, to: Date) {
  return sessionsOf(q)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        inArray(tutoringSessions.status, ['approved', 'completed']),
        gte(tutoringSessions.endingAt, from),
        lt(tutoringSessions.endingAt, to),
      ),
    )
    .orderBy(asc(tutoringSessions.startingAt))
    .limit(20);
}

/** Sessions booked (awaiting the tutor or approved) that start in [from, to), soonest first. */
export function findUpcomingSessions(q: Queryable, studentId: number, from: Date, to: Date) {
  return sessionsOf(q)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        inArray(tutoringSessions.status, ['determination_pending', 'approved']),
        gte(tutoringSessions.startingAt, from),
        lt(tutoringSessions.startingAt, to),
      ),
    )
    .orderBy(asc(tutoringSessions.startingAt))
    .limit(20);
}

/** The student's courses and skills not archived, with the sections taken of those there are now. */
export async function findCourseProgress(q: Queryable, studentId: number) {
  const result = await q.execute<{ title: string; status: string; taken: string; total: string }>(sql`
    SELECT k.title, e.status,
      (SELECT count(*) FROM course_section_progress p JOIN course_sections s ON s.id = p.section_id
        WHERE p.enrolment_id = e.id AND s.deleted_at IS NULL) AS taken,
      (SELECT count(*) FROM course_sections s JOIN course_chapters c ON c.id = s.chapter_id
        WHERE c.course_id = k.id AND s.deleted_at IS NULL) AS total
    FROM course_enrolments e JOIN courses k ON k.id = e.course_id
    WHERE e.student_id = ${studentId} AND e.status <> 'archived'
    ORDER BY e.id DESC LIMIT 10`);
  return result.rows.map((row) => ({
    title: row.title,
    completed: row.status === 'completed',
    taken: Number(row.taken),
    total: Number(row.total),
  }));
}

/** The student's diagnostic attempts submitted in [from, to), in order. */
export async function findDiagnosticAttemptIds(q: Queryable, studentId: number, from: Date, to: Date) {
  const rows = await q
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, studentId),
        isNotNull(quizzes.selfAssessmentId),
        gte(quizzes.finishedAt, from),
        lt(quizzes.finishedAt, to),
      ),
    )
    .orderBy(asc(quizzes.finishedAt))
    .limit(10);
  return rows.map((row) => row.id);
}
