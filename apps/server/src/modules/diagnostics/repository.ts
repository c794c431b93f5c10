import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  questions,
  quizAnswers,
  quizzes,
  selfAssessments,
  subjects,
  users,
} from '../../platform/db/schema/index.ts';

/** Active diagnostics (one when `id` is given) with their subject and question count, in catalogue order. */
export function findDiagnostics(q: Queryable, id?: number) {
  const active = eq(selfAssessments.isActive, true);
  return q
    .select({
      id: selfAssessments.id,
      titleEn: selfAssessments.titleEn,
      titleTh: selfAssessments.titleTh,
      descriptionEn: selfAssessments.descriptionEn,
      descriptionTh: selfAssessments.descriptionTh,
      minutes: selfAssessments.minutes,
      subject: { id: subjects.id, titleEn: subjects.titleEn, titleTh: subjects.titleTh },
      questionsCount: sql<number>`(SELECT count(*)::int FROM ${questions} WHERE ${questions.selfAssessmentId} = ${selfAssessments.id})`,
    })
    .from(selfAssessments)
    .innerJoin(subjects, eq(subjects.id, selfAssessments.subjectId))
    .where(id === undefined ? active : and(active, eq(selfAssessments.id, id)))
    .orderBy(asc(selfAssessments.sortOrder), asc(selfAssessments.id));
}
export type DiagnosticRow = Awaited<ReturnType<typeof findDiagnostics>>[number];

/** A learner's attempts at diagnostics, newest first, each with its count of fully right answers. */
export function findDiagnosticAttempts(q: Queryable, userId: number) {
  return q
    .select({
      id: quizzes.id,
      selfAssessmentId: quizzes.selfAssessmentId,
      scorePercent: quizzes.scorePercent,
      finishedAt: quizzes.finishedAt,
      correctCount: sql<number>`(SELECT count(*)::int FROM ${quizAnswers} WHERE ${quizAnswers.quizId} = ${quizzes.id} AND ${quizAnswers.scoreMilli} = 1000)`,
      answersCount: sql<number>`(SELECT count(*)::int FROM ${quizAnswers} WHERE ${quizAnswers.quizId} = ${quizzes.id})`,
    })
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), isNotNull(quizzes.selfAssessmentId)))
    .orderBy(desc(quizzes.startedAt), desc(quizzes.id));
}
export type DiagnosticAttemptRow = Awaited<ReturnType<typeof findDiagnosticAttempts>>[number];

/** The learner's open attempt at the diagnostic, started first when there is none (one open at most). */
export async function openDiagnosticAttempt(tx: Tx, userId: number, selfAssessmentId: number, at: Date) {
  await tx.execute(sql`
    INSERT INTO quizzes (user_id, self_assessment_id, started_at) VALUES (${userId}, ${selfAssessmentId}, ${at})
    ON CONFLICT (user_id, self_assessment_id) WHERE finished_at IS NULL DO NOTHING`);
  const [row] = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, userId),
        eq(quizzes.selfAssessmentId, selfAssessmentId),
        isNull(quizzes.finishedAt),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`open diagnostic of ${userId} at ${selfAssessmentId} vanished`);
  return row.id;
}

export async function findUserBySharingId(q: Queryable, sharingId: string) {
  const [row] = await q
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.sharingId, sharingId))
    .limit(1);
  return row;
}

/** The ids of a learner's latest submitted attempt at each diagnostic. */
export async function latestFinishedQuizIds(q: Queryable, userId: number): Promise<number[]> {
  const rows = await q
    .selectDistinctOn([quizzes.selfAssessmentId], { id: quizzes.id })
    .from(quizzes)
    .where(
      and(eq(quizzes.userId, userId), isNotNull(quizzes.selfAssessmentId), isNotNull(quizzes.finishedAt)),
    )
    .orderBy(quizzes.selfAssessmentId, desc(quizzes.finishedAt), desc(quizzes.id));
  return rows.map((row) => row.id);
}
