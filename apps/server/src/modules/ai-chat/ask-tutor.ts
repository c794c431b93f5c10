import { type AiChatBody, type AiChatReply, type Language, MSG } from '@kru/contract';
import { AiTutorError, type TutorAnswer } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { spendDailyTokens } from './daily-budget.ts';
import { presentMessage } from './presenter.ts';
import { beginTurn, finishTurn } from './tutor-turn.ts';

/** A provider failure as the caller sees it: 503 (try again: down or busy) or 502, saying their message is kept. */
function providerFailure(error: AiTutorError): AppError {
  return error.kind !== 'bad_answer'
    ? new AppError('UNAVAILABLE', MSG.aiTutorUnavailable)
    : new AppError('BAD_GATEWAY', MSG.aiTutorBadAnswer);
}

/**
 * `POST /user/ai/chat`: stores the question and answers it from the course (see `retrievePassages`): the answer
 * cites its sections (an exact quote of each open one; a locked one named, never quoted) and recommends courses
 * of this tenant whose sections match. When the course does not answer, or the learner asks for a person, it
 * offers tutors of the course's subject to book instead. The question is stored before the tutor is asked, so a
 * failing provider loses nothing (the caller gets a 502 or 503 saying so). At most `AI_MESSAGES_PER_MINUTE`
 * questions a minute and, with a language model, the daily budgets (daily-budget.ts).
 */
export async function askTutor(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  body: AiChatBody,
  language: Language,
  log: (error: AiTutorError) => void,
): Promise<AiChatReply> {
  const turn = await beginTurn(ctx, actor, tenant, body, language);
  let answer: TutorAnswer = { text: '', sectionIds: [], tokens: 0 };
  if (turn.request) {
    try {
      answer = await ctx.aiTutor.answer(turn.request);
    } catch (error) {
      if (!(error instanceof AiTutorError)) throw error;
      log(error);
      throw providerFailure(error);
    }
  }
  await spendDailyTokens(ctx, actor.userId, answer.tokens);
  const reply = await finishTurn(ctx, actor, tenant, turn, answer);
  return { question: presentMessage(turn.question), answer: presentMessage(reply) };
}
