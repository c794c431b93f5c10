import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  courseEnrolments,
  courseSectionProgress,
  courses,
  courseVideoProgress,
  users,
} from '../../platform/db/schema/index.ts';

type EnrolmentChanges = Partial<
  Pick<
    typeof courseEnrolments.$inferInsert,
    'status' | 'latestViewedSectionId' | 'completedAt' | 'rewardedAt' | 'startedAt'
  >
>;

/** The learner's enrolment in the course, locked for the transaction (takes of one learner take turns). */
export async function lockEnrolment(tx: Tx, courseId: number, studentId: number) {
  const [row] = await tx
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.studentId, studentId)))
    .for('update');
  return row;
}
export type LockedEnrolment = NonNullable<Awaited<ReturnType<typeof lockEnrolment>>>;

/**
 * Enrols the learner, once: a second call (or a concurrent one) inserts nothing. The course's `enrols_count`
 * grows only with the row that was inserted. Answers whether this call enrolled.
 */
export async function insertEnrolment(
  tx: Tx,
  courseId: number,
  studentId: number,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(courseEnrolments)
    .values({ courseId, studentId, startedAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: courseEnrolments.id });
  if (inserted.length === 0) return false;
  await tx
    .update(courses)
    .set({ enrolsCount: sql`${courses.enrolsCount} + 1` })
    .where(eq(courses.id, courseId));
  return true;
}

export async function updateEnrolment(tx: Tx, enrolmentId: number, changes: EnrolmentChanges, at: Date) {
  await tx
    .update(courseEnrolments)
    .set({ ...changes, updatedAt: at })
    .where(eq(courseEnrolments.id, enrolmentId));
}

/** Forgets every section taken and every place in a video (starting again). */
export async function clearProgress(tx: Tx, enrolmentId: number) {
  await tx.delete(courseSectionProgress).where(eq(courseSectionProgress.enrolmentId, enrolmentId));
  await tx.delete(courseVideoProgress).where(eq(courseVideoProgress.enrolmentId, enrolmentId));
}

export async function isSectionTaken(q: Queryable, enrolmentId: number, sectionId: number): Promise<boolean> {
  const [row] = await q
    .select({ sectionId: courseSectionProgress.sectionId })
    .from(courseSectionProgress)
    .where(
      and(eq(courseSectionProgress.enrolmentId, enrolmentId), eq(courseSectionProgress.sectionId, sectionId)),
    )
    .limit(1);
  return row !== undefined;
}

/** The learner's place in a video section, if they have played it. */
export async function findVideoPlace(q: Queryable, enrolmentId: number, sectionId: number) {
  const [row] = await q
    .select({
      positionSeconds: courseVideoProgress.positionSeconds,
      watchedSeconds: courseVideoProgress.watchedSeconds,
    })
    .from(courseVideoProgress)
    .where(
      and(eq(courseVideoProgress.enrolmentId, enrolmentId), eq(courseVideoProgress.sectionId, sectionId)),
    )
    .limit(1);
  return row ?? null;
}

/** Keeps the place (the enrolment row is locked by the caller, so saves of one learner take turns). */
export async function saveVideoPlace(
  tx: Tx,
  enrolmentId: number,
  sectionId: number,
  place: { positionSeconds: number; watchedSeconds: number },
  at: Date,
) {
  await tx
    .insert(courseVideoProgress)
    .values({ enrolmentId, sectionId, ...place, updatedAt: at })
    .onConflictDoUpdate({
      target: [courseVideoProgress.enrolmentId, courseVideoProgress.sectionId],
      set: { ...place, updatedAt: at },
    });
}

export async function insertProgress(tx: Tx, enrolmentId: number, sectionId: number, at: Date) {
  await tx
    .insert(courseSectionProgress)
    .values({ enrolmentId, sectionId, takenAt: at })
    .onConflictDoNothing();
}

export async function countTaken(q: Queryable, enrolmentId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(courseSectionProgress)
    .where(eq(courseSectionProgress.enrolmentId, enrolmentId));
  return row?.n ?? 0;
}

/** The language the author reads their ledger in. */
export async function findUserLanguage(q: Queryable, userId: number) {
  const [row] = await q.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? 'en';
}
