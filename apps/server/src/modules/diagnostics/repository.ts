import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  diagnosticSharing,
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

/** The learner's open attempt at the diagnostic, if any, locked for the transaction (one open at most). */
export async function findOpenDiagnosticAttempt(tx: Tx, userId: number, selfAssessmentId: number) {
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
    .limit(1)
    .for('update');
  return row;
}

/**
 * Starts the learner's attempt at the diagnostic with the option order it shows and its deadline; when another
 * request started one meanwhile (the index allows one open), answers that one.
 */
export async function insertDiagnosticAttempt(
  tx: Tx,
  attempt: {
    userId: number;
    selfAssessmentId: number;
    at: Date;
    optionOrder: Record<string, number[]>;
    deadlineAt: Date | null;
  },
): Promise<number> {
  const { userId, selfAssessmentId, at, optionOrder, deadlineAt } = attempt;
  await tx.execute(sql`
    INSERT INTO quizzes (user_id, self_assessment_id, started_at, option_order, deadline_at)
    VALUES (${userId}, ${selfAssessmentId}, ${at}, ${JSON.stringify(optionOrder)}::jsonb, ${deadlineAt})
    ON CONFLICT (user_id, self_assessment_id) WHERE finished_at IS NULL DO NOTHING`);
  const row = await findOpenDiagnosticAttempt(tx, userId, selfAssessmentId);
  if (!row) throw new Error(`open diagnostic of ${userId} at ${selfAssessmentId} vanished`);
  return row.id;
}

/** The learner whose link this is, only while they share their results (anyone else: undefined). */
export async function findSharingUser(q: Queryable, sharingId: string) {
  const [row] = await q
    .select({
      id: users.id,
      firstName: users.firstName,
      includeAnswers: diagnosticSharing.includeAnswers,
    })
    .from(users)
    .innerJoin(diagnosticSharing, eq(diagnosticSharing.userId, users.id))
    .where(and(eq(users.sharingId, sharingId), eq(diagnosticSharing.enabled, true)))
    .limit(1);
  return row;
}

/** A learner's sharing settings and link key; no row yet means not shared. */
export async function findSharing(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      sharingId: users.sharingId,
      enabled: sql<boolean>`coalesce(${diagnosticSharing.enabled}, false)`,
      includeAnswers: sql<boolean>`coalesce(${diagnosticSharing.includeAnswers}, false)`,
    })
    .from(users)
    .leftJoin(diagnosticSharing, eq(diagnosticSharing.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function upsertSharing(
  tx: Tx,
  userId: number,
  settings: { enabled: boolean; includeAnswers: boolean },
  at: Date,
) {
  await tx
    .insert(diagnosticSharing)
    .values({ userId, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: diagnosticSharing.userId, set: { ...settings, updatedAt: at } });
}

/** Gives the learner a new random link key (the old link then finds no one). */
export async function replaceSharingId(tx: Tx, userId: number) {
  await tx
    .update(users)
    .set({ sharingId: sql`replace(gen_random_uuid()::text, '-', '')` })
    .where(eq(users.id, userId));
}

/** A learner's submitted attempts at one diagnostic, the newest `limit`, oldest first. */
export async function findFinishedAttempts(
  q: Queryable,
  userId: number,
  selfAssessmentId: number,
  limit: number,
) {
  const rows = await q
    .select({ id: quizzes.id, finishedAt: quizzes.finishedAt, scorePercent: quizzes.scorePercent })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, userId),
        eq(quizzes.selfAssessmentId, selfAssessmentId),
        isNotNull(quizzes.finishedAt),
      ),
    )
    .orderBy(desc(quizzes.finishedAt), desc(quizzes.id))
    .limit(limit);
  return rows.reverse();
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
