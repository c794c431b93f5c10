import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import {
  attemptOptionOrder,
  closeIfPastLimit,
  deadlineOf,
  findOwnedQuestions,
  findQuiz,
} from '../quizzes/index.ts';
import { mayTakeDiagnostics } from './policy.ts';
import { findDiagnostics, findOpenDiagnosticAttempt, insertDiagnosticAttempt } from './repository.ts';

/**
 * `POST /self-assessments/{id}/quizzes`: the student's open attempt at an active diagnostic (the one still open,
 * or a new one); answered through `GET /quizzes/{id}/attempt`, `PUT /quizzes/{id}/answers` and submitted with
 * `POST /quizzes/{id}/submit`. A new attempt shows every question's options in its own shuffled order (answers
 * name options by id, so scoring does not depend on it) and ends the diagnostic's minutes after it starts; an open
 * one past that (and its grace) is closed first, scored with the answers saved in time, and a new one started.
 * Tutors and admins: 403.
 */
export async function startDiagnostic(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  id: number,
): Promise<{ quiz_id: number }> {
  if (!mayTakeDiagnostics(actor)) throw AppError.forbidden();
  const [row] = await findDiagnostics(ctx.db, id);
  if (!row) throw AppError.notFound();
  if (row.questionsCount === 0) throw AppError.conflict(MSG.quizHasNoQuestions);
  const quizId = await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const open = await findOpenDiagnosticAttempt(tx, actor.userId, id);
    const locked = open ? await findQuiz(tx, open.id, true) : undefined;
    const closing = { opened: null, actor, tenantId: tenant?.id ?? null, at };
    if (locked && !(await closeIfPastLimit(tx, locked, closing))) return locked.id;
    const questions = await findOwnedQuestions(tx, { selfAssessmentId: id });
    return insertDiagnosticAttempt(tx, {
      userId: actor.userId,
      selfAssessmentId: id,
      at,
      optionOrder: attemptOptionOrder(questions, false),
      deadlineAt: deadlineOf(at, row.minutes),
    });
  });
  return { quiz_id: quizId };
}
