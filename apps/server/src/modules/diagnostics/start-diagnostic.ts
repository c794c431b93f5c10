import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mayTakeDiagnostics } from './policy.ts';
import { findDiagnostics, openDiagnosticAttempt } from './repository.ts';

/**
 * `POST /self-assessments/{id}/quizzes`: the student's open attempt at an active diagnostic (the one still open,
 * or a new one); submitted through the shared `POST /quizzes/{id}/submit`. Tutors and admins: 403.
 */
export async function startDiagnostic(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ quiz_id: number }> {
  if (!mayTakeDiagnostics(actor)) throw AppError.forbidden();
  const [row] = await findDiagnostics(ctx.db, id);
  if (!row) throw AppError.notFound();
  if (row.questionsCount === 0) throw AppError.conflict(MSG.quizHasNoQuestions);
  const quizId = await inTransaction(ctx.db, (tx) =>
    openDiagnosticAttempt(tx, actor.userId, id, ctx.clock.now()),
  );
  return { quiz_id: quizId };
}
