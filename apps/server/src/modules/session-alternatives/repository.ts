import { ALTERNATIVES_RULES } from '@kru/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { schoolYears, subjects, tutoringSessions } from '../../platform/db/schema/index.ts';
import { visibleTutorCondition } from '../kyc/index.ts';

/** The session the alternatives stand in for, with its subject's and level's titles; undefined when there is none. */
export async function findRequest(q: Queryable, sessionId: number) {
  const [row] = await q
    .select({
      id: tutoringSessions.id,
      studentId: tutoringSessions.studentId,
      tutorId: tutoringSessions.tutorId,
      subjectId: tutoringSessions.subjectId,
      subdomainId: tutoringSessions.subdomainId,
      startingAt: tutoringSessions.startingAt,
      endingAt: tutoringSessions.endingAt,
      status: tutoringSessions.status,
      closeReason: tutoringSessions.closeReason,
      subjectEn: subjects.titleEn,
      subjectTh: subjects.titleTh,
      levelEn: schoolYears.titleEn,
      levelTh: schoolYears.titleTh,
    })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .innerJoin(schoolYears, eq(schoolYears.id, subjects.schoolYearId))
    .where(eq(tutoringSessions.id, sessionId));
  return row;
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export type AlternativeRow = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  avatar_key: string | null;
  subject_id: number;
  price_per_hour_pence: number;
  rate_total: number;
  rate_count: number;
  starting_at: string;
  availability_ids: number[];
};

/**
 * Up to `ALTERNATIVES_RULES.limit` other visible tutors of the request's tenant who teach its subject and have
 * `slotCount` free half hours in a row starting in [from, till] (and outside their minimum notice and horizon):
 * each tutor's start closest to the requested one, the closest first, then the best rated, then the longest
 * standing. The student and the request's own tutor are left out.
 */
export async function findAlternatives(
  q: Queryable,
  request: RequestRow,
  window: { from: Date; till: Date },
  now: Date,
): Promise<AlternativeRow[]> {
  const slotCount = Math.max(
    1,
    Math.round((request.endingAt.getTime() - request.startingAt.getTime()) / 1_800_000),
  );
  const requested = request.startingAt.toISOString();
  const rows = await q.execute<AlternativeRow>(sql`
    SELECT * FROM (
      SELECT DISTINCT ON (users.id) users.id, users.first_name, users.last_name, users.email, f.key AS avatar_key,
        p.subject_id, p.price_per_hour_pence, users.rate_total, users.rate_count, a.starting_at, run.ids AS availability_ids,
        abs(extract(epoch FROM a.starting_at - ${requested}::timestamptz)) AS distance
      FROM users
      JOIN user_subject_prices p ON p.user_id = users.id AND p.subject_id = ${request.subjectId}
      LEFT JOIN availability_schedules rules ON rules.tutor_id = users.id
      JOIN availabilities a ON a.tutor_id = users.id AND NOT a.is_booked
        AND a.starting_at BETWEEN ${window.from.toISOString()}::timestamptz AND ${window.till.toISOString()}::timestamptz
        AND a.starting_at > ${now.toISOString()}::timestamptz
        AND a.starting_at >= ${now.toISOString()}::timestamptz + coalesce(rules.min_notice_hours, 0) * interval '1 hour'
        AND (rules.tutor_id IS NULL OR a.starting_at < ${now.toISOString()}::timestamptz
          + rules.booking_horizon_days * interval '1 day')
      CROSS JOIN LATERAL (
        SELECT array_agg(b.id ORDER BY b.starting_at) AS ids, count(*) AS n FROM availabilities b
        WHERE b.tutor_id = users.id AND NOT b.is_booked AND b.starting_at >= a.starting_at
          AND b.starting_at < a.starting_at + ${slotCount} * interval '30 minutes'
      ) run
      LEFT JOIN files f ON f.id = users.avatar_file_id AND f.owner_id = users.id
      WHERE ${visibleTutorCondition()} AND coalesce(users.subdomain_id, 0) = ${request.subdomainId ?? 0}
        AND users.id <> ${request.tutorId} AND users.id <> ${request.studentId} AND run.n = ${slotCount}
      ORDER BY users.id, distance, a.starting_at
    ) offered
    ORDER BY distance, rate_total::float / nullif(rate_count, 0) DESC NULLS LAST, rate_count DESC, id
    LIMIT ${ALTERNATIVES_RULES.limit}`);
  return rows.rows.map((row) => ({
    ...row,
    rate_total: Number(row.rate_total),
    rate_count: Number(row.rate_count),
  }));
}
