import type { DiagnosticDetail, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findOwnedQuestions, presentQuestion } from '../quizzes/index.ts';
import { presentDiagnostic } from './presenter.ts';
import { findDiagnosticAttempts, findDiagnostics } from './repository.ts';

/** `GET /self-assessments/{id}`: an active diagnostic with its questions, never their scores or feedback. */
export async function getDiagnostic(
  ctx: AppContext,
  actor: Actor,
  id: number,
  language: Language,
): Promise<DiagnosticDetail> {
  const [row] = await findDiagnostics(ctx.db, id);
  if (!row) throw AppError.notFound();
  const [attempts, questions] = await Promise.all([
    findDiagnosticAttempts(ctx.db, actor.userId),
    findOwnedQuestions(ctx.db, { selfAssessmentId: id }, false, language),
  ]);
  return {
    ...presentDiagnostic(row, attempts, language),
    questions: questions.map((question) => presentQuestion(question, false)),
  };
}
