import { and, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { anyOfIds } from '../../platform/db/prepared.ts';
import { courses, notifications, subjects, tutoringSessions, users } from '../../platform/db/schema/index.ts';
import { unreadTotalSql } from '../messages/index.ts';

const tutors = alias(users, 'tutors');
const students = alias(users, 'students');

/** Sessions with what their notifications say: the subject and both people's names. */
function sessionFactsQuery(q: Queryable) {
  return q
    .select({
      id: tutoringSessions.id,
      startingAt: tutoringSessions.startingAt,
      isTrial: tutoringSessions.isTrial,
      subjectEn: subjects.titleEn,
      subjectTh: subjects.titleTh,
      tutor: { id: tutors.id, firstName: tutors.firstName, lastName: tutors.lastName, email: tutors.email },
      student: {
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        email: students.email,
      },
    })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .innerJoin(tutors, eq(tutors.id, tutoringSessions.tutorId))
    .innerJoin(students, eq(students.id, tutoringSessions.studentId));
}

/** A session with what its notifications say: the subject and both people's names. */
export async function findSessionFacts(q: Queryable, sessionId: number) {
  const [row] = await sessionFactsQuery(q).where(eq(tutoringSessions.id, sessionId)).limit(1);
  return row;
}

/** `findSessionFacts` of many sessions in one read (a batch of jobs). */
export function findSessionsFacts(q: Queryable, sessionIds: number[]) {
  return sessionFactsQuery(q).where(anyOfIds(tutoringSessions.id, sessionIds));
}

/** A course with what its notifications say: its title and whether it is a course or a skill. */
export async function findCourseFacts(q: Queryable, courseId: number) {
  const [row] = await q
    .select({ id: courses.id, title: courses.title, courseType: courses.courseType })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

const receiverColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  timeZone: users.timeZone,
};

/** Who receives a notification: where and how to write to them. */
export async function findReceiver(q: Queryable, userId: number) {
  const [row] = await q.select(receiverColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** `findReceiver` of many users in one read. */
export function findReceivers(q: Queryable, userIds: number[]) {
  return q.select(receiverColumns).from(users).where(anyOfIds(users.id, userIds));
}

export async function findTimeZone(q: Queryable, userId: number): Promise<string> {
  const [row] = await q.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/** The entries, in one insert. */
export async function insertNotifications(
  tx: Tx,
  values: Array<{
    userId: number;
    type: string;
    data: Record<string, string | number | null>;
    createdAt: Date;
  }>,
) {
  await tx.insert(notifications).values(values);
}

/**
 * Which of these (user, session) pairs already have an entry of this type, as `user:session` keys: one read for a
 * batch of jobs (a job run twice tells once).
 */
export async function findSessionNotifications(
  q: Queryable,
  type: string,
  pairs: Array<{ userId: number; sessionId: number }>,
): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const rows = await q
    .select({ userId: notifications.userId, sessionId: sql<string>`${notifications.data}->>'session_id'` })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, type),
        anyOfIds(
          notifications.userId,
          pairs.map((pair) => pair.userId),
        ),
        sql`${notifications.data}->>'session_id' = ANY(${sql.param(pairs.map((pair) => String(pair.sessionId)))}::text[])`,
      ),
    );
  return new Set(rows.map((row) => `${row.userId}:${row.sessionId}`));
}

export function listNotifications(q: Queryable, userId: number, limit: number, offset: number) {
  return q
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);
}
export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

export async function countNotifications(q: Queryable, userId: number, unreadOnly = false): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined));
  return row?.n ?? 0;
}

/** The header's two badges in one statement: unread notifications, and unread messages (kept by the messages). */
export async function countUnreadBadges(q: Queryable, userId: number) {
  const [row] = await q
    .select({ notifications: count(), messages: unreadTotalSql(userId) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { notifications: row?.notifications ?? 0, messages: row?.messages ?? 0 };
}

/** Marks the user's own unread entries read: these ids, or all of them. */
export async function markRead(q: Queryable, userId: number, ids: number[] | undefined, at: Date) {
  await q
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

/**
 * Claims approved sessions starting within `hours` whose reminder is not yet sent, marking them sent in the same
 * statement: a second instance running at the same moment waits on the row locks and then finds them marked.
 * The 1-hour claim marks the 24-hour reminder too, so a session booked late gets one reminder, not two.
 */
export async function claimReminders(tx: Tx, hours: 24 | 1, now: Date, limit: number) {
  const column = hours === 1 ? tutoringSessions.reminded1hAt : tutoringSessions.reminded24hAt;
  const horizon = new Date(now.getTime() + hours * 3_600_000);
  const due = tx
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.status, 'approved'),
        gt(tutoringSessions.startingAt, now),
        lte(tutoringSessions.startingAt, horizon),
        isNull(column),
      ),
    )
    .orderBy(tutoringSessions.startingAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const marks =
    hours === 1
      ? { reminded1hAt: now, reminded24hAt: sql`coalesce(${tutoringSessions.reminded24hAt}, ${now})` }
      : { reminded24hAt: now };
  return tx
    .update(tutoringSessions)
    .set(marks)
    .where(and(inArray(tutoringSessions.id, due), isNull(column)))
    .returning({
      id: tutoringSessions.id,
      studentId: tutoringSessions.studentId,
      tutorId: tutoringSessions.tutorId,
    });
}
