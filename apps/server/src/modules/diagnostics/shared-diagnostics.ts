import type { Language, SharedDiagnostics } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findQuiz, loadResult } from '../quizzes/index.ts';
import { findUserBySharingId, latestFinishedQuizIds } from './repository.ts';

/**
 * `GET /public/diagnostics/{sharingId}` (no sign-in): the learner's latest result at each diagnostic, read-only,
 * with their first name and nothing else about them. The key is the user's unguessable `sharing_id`; an
 * unknown one is a 404.
 */
export async function sharedDiagnostics(
  ctx: AppContext,
  sharingId: string,
  language: Language,
): Promise<SharedDiagnostics> {
  const user = await findUserBySharingId(ctx.db, sharingId);
  if (!user) throw AppError.notFound();
  const results = [];
  for (const quizId of await latestFinishedQuizIds(ctx.db, user.id)) {
    const quiz = await findQuiz(ctx.db, quizId);
    if (quiz) results.push(await loadResult(ctx.db, quiz, language));
  }
  return { first_name: user.firstName ?? '', results };
}
