import { type AiChatBody, type AiChatReply, type Language, MSG } from '@kru/contract';
import { AiTutorError, rankPassages, type TutorAnswer } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { sectionSources } from './answer-sources.ts';
import { loadCourseMaterial } from './course-material.ts';
import { spendDailyMessage, spendDailyTokens } from './daily-budget.ts';
import { answerLanguage, HISTORY_FOR_TUTOR, rateLimitKey } from './policy.ts';
import { presentMessage } from './presenter.ts';
import { recommendCourses } from './recommend-courses.ts';
import { findMessagesNewestFirst, insertMessage } from './repository.ts';

/** A provider failure as the caller sees it: 503 (try again: down or busy) or 502, saying their message is kept. */
function providerFailure(error: AiTutorError): AppError {
  return error.kind !== 'bad_answer'
    ? new AppError('UNAVAILABLE', MSG.aiTutorUnavailable)
    : new AppError('BAD_GATEWAY', MSG.aiTutorBadAnswer);
}

/**
 * `POST /user/ai/chat`: stores the question, asks the tutor with the passages of the course the caller may open
 * that match it (and the conversation so far), and stores its answer with the sections it drew on and a few
 * courses of this tenant to recommend. The question is stored before the tutor is asked, so a failing provider
 * loses nothing (the caller gets a 502 or 503 saying so). At most `AI_MESSAGES_PER_MINUTE` questions a minute and,
 * with a language model, the daily budgets (daily-budget.ts).
 */
export async function askTutor(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  body: AiChatBody,
  language: Language,
  log: (error: AiTutorError) => void,
): Promise<AiChatReply> {
  const limit = await ctx.rateLimiter.hit(
    rateLimitKey(actor.userId),
    ctx.config.ai.messagesPerMinute,
    60_000,
  );
  if (!limit.allowed) throw AppError.rateLimited(limit.retryAfterSeconds, MSG.aiTutorTooManyMessages);

  const { course, passages } = await loadCourseMaterial(ctx, actor, tenant, body.course_id, language);
  await spendDailyMessage(ctx, actor.userId);
  const conversation = { userId: actor.userId, courseId: course.id };
  const earlier = await findMessagesNewestFirst(ctx.db, actor.userId, course.id, {
    limit: HISTORY_FOR_TUTOR,
    offset: 0,
  });
  const question = await insertMessage(ctx.db, { ...conversation, role: 'user', text: body.message });

  const matching = rankPassages(body.message, passages);
  const answerIn = answerLanguage(body.message, language);
  let answer: TutorAnswer;
  try {
    answer = await ctx.aiTutor.answer({
      question: body.message,
      language: answerIn,
      courseTitle: course.title,
      passages: matching,
      history: earlier.reverse().map((message) => ({ role: message.role, text: message.text })),
    });
  } catch (error) {
    if (!(error instanceof AiTutorError)) throw error;
    log(error);
    throw providerFailure(error);
  }

  const recommended = await recommendCourses(ctx, actor, tenant, course, body.message, answerIn);
  await spendDailyTokens(ctx, actor.userId, answer.tokens);
  const sections = sectionSources(answer.sectionIds, matching);
  const reply = await insertMessage(ctx.db, {
    ...conversation,
    role: 'assistant',
    text: answer.text,
    sources: {
      sections,
      courses: recommended.map((item) => ({ id: item.id, title: item.title, courseType: item.course_type })),
    },
  });
  return { question: presentMessage(question), answer: presentMessage(reply) };
}
