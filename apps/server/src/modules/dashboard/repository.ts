import { ALTERNATIVES_RULES } from '@kru/contract';
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
import { OPEN_STATUSES, studentsCountExpression } from '../sessions/index.ts';
import { earningKinds } from '../wallet/index.ts';

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

/**
 * The student's requests that expired unanswered while other tutors may still be offered for them (the requested
 * start less than the alternatives' window ago), soonest first.
 */
export async function expiredRequestIds(q: Queryable, studentId: number, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - ALTERNATIVES_RULES.windowHours * 3_600_000);
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        eq(tutoringSessions.status, 'cancelled'),
        eq(tutoringSessions.closeReason, 'expired_unanswered'),
        gt(tutoringSessions.startingAt, since),
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

/** The tutor's approved sessions not ended yet, soonest first. */
export async function tutorUpcomingSessionIds(q: Queryable, tutorId: number, now: Date): Promise<number[]> {
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        eq(tutoringSessions.status, 'approved'),
        gt(tutoringSessions.endingAt, now),
      ),
    )
    .orderBy(asc(tutoringSessions.startingAt))
    .limit(LIMIT);
  return rows.map((row) => row.id);
}

/**
 * In one statement: the distinct students the tutor taught, and the pence credited to their earnings this
 * calendar month and the one before, months taken in the tutor's time zone.
 */
export async function tutorFigures(q: Queryable, tutorId: number, now: Date) {
  const result = await q.execute<{ students: string; this_month: string; last_month: string }>(sql`
    WITH month AS (
      SELECT (date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE u.time_zone)
               AT TIME ZONE u.time_zone) AS this_start,
             ((date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE u.time_zone) - interval '1 month')
               AT TIME ZONE u.time_zone) AS last_start
      FROM users u WHERE u.id = ${tutorId}
    ), earned AS (
      SELECT e.amount_pence, t.created_at FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.user_id = ${tutorId} AND a.kind = 'earnings' AND e.amount_pence > 0
        AND t.kind IN (${earningKinds}) AND t.created_at >= (SELECT last_start FROM month)
    )
    SELECT ${studentsCountExpression(sql`${tutorId}`)} AS students,
      (SELECT coalesce(sum(amount_pence), 0) FROM earned WHERE created_at >= (SELECT this_start FROM month))
        AS this_month,
      (SELECT coalesce(sum(amount_pence), 0) FROM earned WHERE created_at < (SELECT this_start FROM month))
        AS last_month`);
  const row = result.rows[0];
  return {
    studentsCount: Number(row?.students ?? 0),
    thisMonthPence: Number(row?.this_month ?? 0),
    lastMonthPence: Number(row?.last_month ?? 0),
  };
}

/**
 * Every enrolment of the course in the order they started, with the sections taken of the course's current
 * ones and whether the creator reward was credited for it, in one statement. No learner's name or id.
 */
export async function enrolmentProgress(q: Queryable, courseId: number) {
  const result = await q.execute<{
    taken: string;
    total: string;
    rewarded: boolean;
    started_at: Date | string;
  }>(sql`
    WITH current_sections AS (
      SELECT s.id FROM course_sections s JOIN course_chapters c ON c.id = s.chapter_id
      WHERE c.course_id = ${courseId} AND s.deleted_at IS NULL
    )
    SELECT
      (SELECT count(*) FROM course_section_progress p
        WHERE p.enrolment_id = e.id AND p.section_id IN (SELECT id FROM current_sections)) AS taken,
      (SELECT count(*) FROM current_sections) AS total,
      e.rewarded_at IS NOT NULL AS rewarded, e.started_at
    FROM course_enrolments e
    JOIN courses k ON k.id = e.course_id
    WHERE e.course_id = ${courseId} AND e.student_id <> k.tutor_id
    ORDER BY e.started_at, e.id`);
  return result.rows.map((row) => ({
    taken: Number(row.taken),
    total: Number(row.total),
    rewarded: row.rewarded,
    startedAt: new Date(row.started_at),
  }));
}
