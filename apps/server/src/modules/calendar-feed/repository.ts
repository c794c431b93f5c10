import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import {
  calendarFeeds,
  sessionReschedules,
  subjects,
  tutoringSessions,
  users,
} from '../../platform/db/schema/index.ts';

export async function findFeed(q: Queryable, userId: number) {
  const [row] = await q.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Creates the user's feed, or replaces its token (the old URL stops working). */
export async function upsertFeed(q: Queryable, userId: number, tokenHash: string, at: Date) {
  const [row] = await q
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } })
    .returning();
  return row!;
}

export async function deleteFeed(q: Queryable, userId: number) {
  await q.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a feed token (by its hash), with what the calendar is written in. */
export async function findFeedOwner(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({ id: users.id, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

const tutors = alias(users, 'tutors');
const students = alias(users, 'students');
const name = (table: typeof tutors | typeof students) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});

/** The user's approved and completed sessions (as student or tutor) ending after `since`, soonest first. */
export function findFeedSessions(q: Queryable, userId: number, since: Date) {
  return q
    .select({
      id: tutoringSessions.id,
      startingAt: tutoringSessions.startingAt,
      endingAt: tutoringSessions.endingAt,
      updatedAt: tutoringSessions.updatedAt,
      // Each accepted move of the session is a revision of its event (SEQUENCE), so calendars take the new time.
      sequence: sql<number>`(SELECT count(*)::integer FROM ${sessionReschedules}
        WHERE ${sessionReschedules.sessionId} = ${tutoringSessions.id} AND ${sessionReschedules.status} = 'accepted')`,
      isTrial: tutoringSessions.isTrial,
      subject: { titleEn: subjects.titleEn, titleTh: subjects.titleTh },
      tutor: name(tutors),
      student: name(students),
    })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .innerJoin(tutors, eq(tutors.id, tutoringSessions.tutorId))
    .innerJoin(students, eq(students.id, tutoringSessions.studentId))
    .where(
      and(
        or(eq(tutoringSessions.studentId, userId), eq(tutoringSessions.tutorId, userId)),
        inArray(tutoringSessions.status, ['approved', 'completed']),
        gte(tutoringSessions.endingAt, since),
      ),
    )
    .orderBy(asc(tutoringSessions.startingAt));
}
export type FeedSessionRow = Awaited<ReturnType<typeof findFeedSessions>>[number];
