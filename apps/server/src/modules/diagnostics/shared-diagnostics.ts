import type { Language, SharedDiagnostics } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findQuiz, loadResult } from '../quizzes/index.ts';
import { findSharingUser, latestFinishedQuizIds } from './repository.ts';

/**
 * `GET /public/diagnostics/{sharingId}` (no sign-in): the learner's latest result at each diagnostic, read-only,
 * with their first name and nothing else about them: score, specialty scores and study topics, and the questions
 * with their answers only when they chose to include them. The key is the user's unguessable `sharing_id`; an
 * unknown one, a replaced one, or a learner who does not share (the default) is a 404.
 */
export async function sharedDiagnostics(
  ctx: AppContext,
  sharingId: string,
  language: Language,
): Promise<SharedDiagnostics> {
  const user = await findSharingUser(ctx.db, sharingId);
  if (!user) throw AppError.notFound();
  const results = [];
  for (const quizId of await latestFinishedQuizIds(ctx.db, user.id)) {
    const quiz = await findQuiz(ctx.db, quizId);
    if (!quiz) continue;
    const result = await loadResult(ctx.db, quiz, language);
    results.push(user.includeAnswers ? result : { ...result, questions: [] });
  }
  return { first_name: user.firstName ?? '', include_answers: user.includeAnswers, results };
}
