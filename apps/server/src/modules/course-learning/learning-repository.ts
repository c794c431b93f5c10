import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { courseEnrolments, courseSectionProgress, courses, users } from '../../platform/db/schema/index.ts';

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

/** Forgets every section taken (starting again). */
export async function clearProgress(tx: Tx, enrolmentId: number) {
  await tx.delete(courseSectionProgress).where(eq(courseSectionProgress.enrolmentId, enrolmentId));
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
