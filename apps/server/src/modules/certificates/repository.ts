import { PASS_MARK_DEFAULT } from '@kru/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { certificates, courseSectionProgress, subdomains, users } from '../../platform/db/schema/index.ts';
import type { QuizStanding } from './policy.ts';

const certificateColumns = {
  id: certificates.id,
  code: certificates.code,
  userId: certificates.userId,
  courseId: certificates.courseId,
  subdomainId: certificates.subdomainId,
  learnerName: certificates.learnerName,
  courseTitle: certificates.courseTitle,
  tutorName: certificates.tutorName,
  language: certificates.language,
  timeZone: certificates.timeZone,
  issuedAt: certificates.issuedAt,
  tenantUrl: subdomains.url,
};

export async function hasCertificate(q: Queryable, userId: number, courseId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

export async function findTakenSectionIds(q: Queryable, enrolmentId: number): Promise<number[]> {
  const rows = await q
    .select({ sectionId: courseSectionProgress.sectionId })
    .from(courseSectionProgress)
    .where(eq(courseSectionProgress.enrolmentId, enrolmentId));
  return rows.map((row) => row.sectionId);
}

/**
 * The course's quiz sections as its learners read them (its approved version while an edit waits, else the
 * working copy), each with its pass mark and the learner's best submitted percent.
 */
export async function findQuizStandings(
  q: Queryable,
  courseId: number,
  learnerId: number,
): Promise<QuizStanding[]> {
  const result = await q.execute<{ section_id: number; pass_mark: number; best: number | null }>(sql`
    WITH version AS (SELECT content FROM course_versions WHERE course_id = ${courseId}),
    marks AS (
      SELECT (s ->> 'id')::int AS section_id,
        coalesce((s ->> 'passMarkPercent')::int, ${PASS_MARK_DEFAULT}) AS pass_mark
      FROM version, jsonb_array_elements(version.content -> 'sections') s
      WHERE s ->> 'type' = 'quiz'
      UNION ALL
      SELECT s.id, s.pass_mark_percent FROM course_sections s JOIN course_chapters ch ON ch.id = s.chapter_id
      WHERE ch.course_id = ${courseId} AND s.type = 'quiz' AND s.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM version)
    )
    SELECT m.section_id, m.pass_mark,
      (SELECT max(qz.score_percent) FROM quizzes qz
        WHERE qz.user_id = ${learnerId} AND qz.section_id = m.section_id AND qz.finished_at IS NOT NULL) AS best
    FROM marks m`);
  return result.rows.map((row) => ({
    sectionId: row.section_id,
    passMarkPercent: row.pass_mark,
    bestPercent: row.best,
  }));
}

/** What the certificate names of the learner and the tutor, as they are now. */
export async function findPeople(q: Queryable, learnerId: number, tutorId: number) {
  const rows = await q
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(sql`${users.id} IN (${learnerId}, ${tutorId})`);
  return { learner: rows.find((row) => row.id === learnerId), tutor: rows.find((row) => row.id === tutorId) };
}

/** Issues the certificate once: a second (or concurrent) call for the same learner and course inserts nothing. */
export async function insertCertificate(tx: Tx, values: typeof certificates.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning({ id: certificates.id });
  return inserted.length > 0;
}

/** The learner's certificates, newest first, with their tenant's address. */
export function findCertificatesOfUser(q: Queryable, userId: number) {
  return q
    .select(certificateColumns)
    .from(certificates)
    .leftJoin(subdomains, eq(subdomains.id, certificates.subdomainId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}
export type CertificateRow = Awaited<ReturnType<typeof findCertificatesOfUser>>[number];

export async function findCertificate(q: Queryable, id: number): Promise<CertificateRow | undefined> {
  const [row] = await q
    .select(certificateColumns)
    .from(certificates)
    .leftJoin(subdomains, eq(subdomains.id, certificates.subdomainId))
    .where(eq(certificates.id, id))
    .limit(1);
  return row;
}

/** The certificate a code names on a tenant (null: the main marketplace); another tenant's is none. */
export async function findCertificateByCode(
  q: Queryable,
  code: string,
  tenantId: number | null,
): Promise<CertificateRow | undefined> {
  const [row] = await q
    .select(certificateColumns)
    .from(certificates)
    .leftJoin(subdomains, eq(subdomains.id, certificates.subdomainId))
    .where(
      and(
        eq(certificates.code, code),
        tenantId === null ? isNull(certificates.subdomainId) : eq(certificates.subdomainId, tenantId),
      ),
    )
    .limit(1);
  return row;
}
