import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { files, schoolYears, tutoringSessions, users } from '../../platform/db/schema/index.ts';

/**
 * The tutor's students (everyone with a session with them, whatever its status) with their counts and dates, in
 * one grouped query: the next session soonest first, then the most recent.
 */
export function findTutorStudents(q: Queryable, tutorId: number, now: Date, studentId?: number) {
  const nextSessionAt = sql<Date | null>`min(${tutoringSessions.startingAt})
    FILTER (WHERE ${tutoringSessions.status} = 'approved' AND ${tutoringSessions.startingAt} > ${now})`;
  const lastSessionAt = sql<Date | null>`max(${tutoringSessions.startingAt})
    FILTER (WHERE ${tutoringSessions.status} IN ('approved', 'completed') AND ${tutoringSessions.startingAt} <= ${now})`;
  return q
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: users.timeZone,
      avatarKey: files.key,
      grade: { titleEn: schoolYears.titleEn, titleTh: schoolYears.titleTh },
      sessionsCount: sql<number>`count(*)::int`,
      completedCount: sql<number>`(count(*) FILTER (WHERE ${tutoringSessions.status} = 'completed'))::int`,
      nextSessionAt: nextSessionAt.mapWith((v) => (v ? new Date(v) : null)),
      lastSessionAt: lastSessionAt.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.id, tutoringSessions.studentId))
    .leftJoin(schoolYears, eq(schoolYears.id, users.gradeId))
    .leftJoin(files, and(eq(files.id, users.avatarFileId), eq(files.ownerId, users.id)))
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        studentId ? eq(tutoringSessions.studentId, studentId) : undefined,
      ),
    )
    .groupBy(users.id, files.key, schoolYears.id)
    .orderBy(sql`${nextSessionAt} ASC NULLS LAST`, sql`${lastSessionAt} DESC NULLS LAST`, asc(users.id));
}
export type TutorStudentRow = Awaited<ReturnType<typeof findTutorStudents>>[number];

/** The ids of the pair's sessions, the latest first. */
export async function findPairSessionIds(q: Queryable, tutorId: number, studentId: number) {
  const rows = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.tutorId, tutorId), eq(tutoringSessions.studentId, studentId)))
    .orderBy(desc(tutoringSessions.startingAt), desc(tutoringSessions.id));
  return rows.map((row) => row.id);
}
