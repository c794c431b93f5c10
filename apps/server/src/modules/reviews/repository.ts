import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  courseEnrolments,
  courses,
  files,
  reviews,
  schoolYears,
  subjects,
  tutoringSessions,
  users,
} from '../../platform/db/schema/index.ts';
import { courseOnTenant } from '../courses/index.ts';

export async function isTutor(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'teacher')));
  return Boolean(row);
}

/** The subject of the student's latest completed session with the tutor; undefined when there is none. */
export async function findCompletedSessionSubject(q: Queryable, studentId: number, tutorId: number) {
  const [row] = await q
    .select({ id: tutoringSessions.id, subjectId: tutoringSessions.subjectId })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        eq(tutoringSessions.tutorId, tutorId),
        eq(tutoringSessions.status, 'completed'),
      ),
    )
    .orderBy(desc(tutoringSessions.startingAt))
    .limit(1);
  return row;
}

/**
 * The course with what the reviews rules read, `onTenant` for the request's tenant (null: the main marketplace):
 * a course without tenant rows is on every tenant.
 */
export async function findReviewedCourse(q: Queryable, courseId: number, tenantId: number | null) {
  const [row] = await q
    .select({
      id: courses.id,
      tutorId: courses.tutorId,
      approvalState: courses.approvalState,
      subjectId: courses.subjectId,
      onTenant: courseOnTenant(tenantId),
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

export async function isEnrolled(q: Queryable, courseId: number, studentId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}

/** Writes the review unless the user already reviewed this target (the unique index decides); answers its id. */
export async function insertReview(tx: Tx, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
  return row?.id;
}

export async function lockOwnReview(tx: Tx, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .for('update');
  return row;
}

export async function updateReview(
  tx: Tx,
  id: number,
  values: { rate: number; review: string; updatedAt: Date },
) {
  await tx.update(reviews).set(values).where(eq(reviews.id, id));
}

/** Keeps the tutor's or the course's rating sums in the transaction of the review's write. */
export async function addToRating(
  tx: Tx,
  target: { type: 'tutor' | 'course'; id: number },
  totalDelta: number,
  countDelta: number,
) {
  const table = target.type === 'course' ? courses : users;
  await tx
    .update(table)
    .set({
      rateTotal: sql`${table.rateTotal} + ${totalDelta}`,
      rateCount: sql`${table.rateCount} + ${countDelta}`,
    })
    .where(eq(table.id, target.id));
}

interface ReviewFilter {
  type: 'tutor' | 'course';
  targetId: number;
  /** Only this reviewer's. */
  userId?: number;
  id?: number;
}

const matching = (filter: ReviewFilter) =>
  and(
    eq(reviews.type, filter.type),
    eq(reviews.targetId, filter.targetId),
    filter.userId === undefined ? undefined : eq(reviews.userId, filter.userId),
  );

/** Reviews with the reviewer and the subject, newest change first. */
export function findReviews(q: Queryable, filter: ReviewFilter, page: { limit: number; offset: number }) {
  return q
    .select({
      id: reviews.id,
      rate: reviews.rate,
      review: reviews.review,
      updatedAt: reviews.updatedAt,
      reviewer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      avatarKey: files.key,
      subject: { id: subjects.id, titleEn: subjects.titleEn, titleTh: subjects.titleTh },
      schoolYear: { id: schoolYears.id, titleEn: schoolYears.titleEn, titleTh: schoolYears.titleTh },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(files, and(eq(files.id, users.avatarFileId), eq(files.ownerId, users.id)))
    .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(schoolYears, eq(schoolYears.id, subjects.schoolYearId))
    .where(filter.id === undefined ? matching(filter) : eq(reviews.id, filter.id))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ReviewRow = Awaited<ReturnType<typeof findReviews>>[number];

export async function countReviews(q: Queryable, filter: ReviewFilter): Promise<number> {
  const [row] = await q.select({ n: count() }).from(reviews).where(matching(filter));
  return row?.n ?? 0;
}
