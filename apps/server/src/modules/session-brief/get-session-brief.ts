import { DIAGNOSTIC_LIMITS, type Language, type SessionBrief } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findSpecialtiesWithTopics, specialtyScores, weakestFirstTopics } from '../quizzes/index.ts';
import { mayReadBrief } from './policy.ts';
import { type BriefDiagnostic, presentBrief } from './presenter.ts';
import {
  findBriefSession,
  findRecentDiagnosticAnswers,
  findRecentMistakes,
  findSubjectCourses,
} from './repository.ts';

/**
 * `GET /tutoring/{id}/brief`: the session's tutor reads, before the lesson, what the student would like to work
 * on and, when the student shares their learning data with their tutors, their recent diagnostics, quiz mistakes
 * and course progress in the session's subject. Anyone else, before approval or a week after the end: 404.
 */
export async function getSessionBrief(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  language: Language,
): Promise<SessionBrief> {
  const session = await findBriefSession(ctx.db, sessionId);
  if (!session || !mayReadBrief(session, actor, ctx.clock.now())) throw AppError.notFound();
  if (session.student.shares !== true) return presentBrief(session, null, language);
  const { id: studentId } = session.student;
  const subjectId = session.subject.id;
  const [answers, mistakes, courses] = await Promise.all([
    findRecentDiagnosticAnswers(ctx.db, studentId, subjectId),
    findRecentMistakes(ctx.db, studentId, subjectId, language),
    findSubjectCourses(ctx.db, studentId, subjectId),
  ]);
  const diagnostics = await scoredDiagnostics(ctx, answers);
  return presentBrief(session, { diagnostics, mistakes, courses }, language);
}

type DiagnosticAnswer = Awaited<ReturnType<typeof findRecentDiagnosticAnswers>>[number];

/** Each attempt's score per specialty and the topics of its weak ones, as its result page works them out. */
async function scoredDiagnostics(ctx: AppContext, answers: DiagnosticAnswer[]): Promise<BriefDiagnostic[]> {
  const specialtyIds = [...new Set(answers.flatMap((answer) => answer.specialty_id ?? []))];
  const { specialties, topics } = await findSpecialtiesWithTopics(ctx.db, specialtyIds);
  const order = specialties.map((specialty) => specialty.id);
  const attempts = new Map<number, DiagnosticAnswer[]>();
  for (const answer of answers)
    attempts.set(answer.quiz_id, [...(attempts.get(answer.quiz_id) ?? []), answer]);
  return [...attempts.values()].map((rows) => {
    const scores = specialtyScores(
      order,
      rows.map((row) => ({ specialtyId: row.specialty_id, scoreMilli: row.score_milli })),
    );
    return {
      attempt: rows[0]!,
      scores,
      weakTopics: weakestFirstTopics(scores, topics, DIAGNOSTIC_LIMITS.masteryPercent),
      specialties,
    };
  });
}
