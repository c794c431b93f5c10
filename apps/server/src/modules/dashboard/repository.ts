import { and, asc, desc, eq, gt, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  courseEnrolments,
  courses,
  quizzes,
  reviews,
  selfAssessments,
  tutoringSessions,
} from '../../platform/db/schema/index.ts';
import { courseOnTenant } from '../courses/index.ts';
import { OPEN_STATUSES } from '../sessions/index.ts';

const LIMIT = 10;

/** The student's completed sessions, newest first, with a tutor they have not reviewed yet. */
export async function ratableSessionIds(q: Queryable, studentId: number): Promise<number[]> {
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        eq(tutoringSessions.status, 'completed'),
        notExists(
          q
            .select({ one: sql`1` })
            .from(reviews)
            .where(
              and(
                eq(reviews.type, 'tutor'),
                eq(reviews.targetId, tutoringSessions.tutorId),
                eq(reviews.userId, studentId),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(tutoringSessions.startingAt))
    .limit(LIMIT);
  return rows.map((row) => row.id);
}

/** The student's sessions still to come (requested, awaiting payment or approved), soonest first. */
export async function upcomingSessionIds(q: Queryable, studentId: number, now: Date): Promise<number[]> {
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        inArray(tutoringSessions.status, [...OPEN_STATUSES]),
        gt(tutoringSessions.endingAt, now),
      ),
    )
    .orderBy(asc(tutoringSessions.startingAt))
    .limit(LIMIT);
  return rows.map((row) => row.id);
}

/** The student's ongoing courses shown on this tenant, last enrolled first. */
export async function ongoingCourseIds(q: Queryable, studentId: number, tenantId: number | null) {
  const rows = await q
    .select({ id: courses.id })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(
      and(
        eq(courseEnrolments.studentId, studentId),
        eq(courseEnrolments.status, 'ongoing'),
        courseOnTenant(tenantId),
      ),
    )
    .orderBy(desc(courseEnrolments.id))
    .limit(LIMIT);
  return rows.map((row) => row.id);
}

/** How many diagnostics are active, and the student's latest percent at each one done. */
export async function diagnosticsProgress(q: Queryable, studentId: number) {
  const [total] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(selfAssessments)
    .where(eq(selfAssessments.isActive, true));
  const latest = await q
    .selectDistinctOn([quizzes.selfAssessmentId], { percent: quizzes.scorePercent })
    .from(quizzes)
    .innerJoin(selfAssessments, eq(selfAssessments.id, quizzes.selfAssessmentId))
    .where(
      and(eq(quizzes.userId, studentId), eq(selfAssessments.isActive, true), isNotNull(quizzes.finishedAt)),
    )
    .orderBy(quizzes.selfAssessmentId, desc(quizzes.finishedAt), desc(quizzes.id));
  return { totalCount: total?.n ?? 0, latestPercents: latest.map((row) => row.percent ?? 0) };
}
