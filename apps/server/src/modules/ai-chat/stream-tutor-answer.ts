import { type AiChatBody, type AiChatStreamEvent, type Language, MSG } from '@kru/contract';
import {
  AiTutorError,
  rankPassages,
  type StreamedAnswer,
  type TutorRequest,
} from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { presentSources, sectionSources } from './answer-sources.ts';
import { loadCourseMaterial } from './course-material.ts';
import { spendDailyMessage, spendDailyTokens } from './daily-budget.ts';
import { answerLanguage, HISTORY_FOR_TUTOR, rateLimitKey } from './policy.ts';
import { presentMessage } from './presenter.ts';
import { recommendCourses } from './recommend-courses.ts';
import { findMessagesNewestFirst, insertMessage } from './repository.ts';

/** A question accepted and stored, whose answer is yet to stream. */
export interface TutorStream {
  /** Streams the answer as events and stores it; never throws (a failure is an `error` event). */
  run(send: (event: AiChatStreamEvent) => void, signal: AbortSignal): Promise<void>;
}

const FAILURE_MESSAGE = {
  busy: MSG.aiTutorBusy,
  unavailable: MSG.aiTutorUnavailable,
  bad_answer: MSG.aiTutorBadAnswer,
} as const;

/** What is added to an answer that did not finish, in the answer's language. */
const ENDING_NOTE = { cut: MSG.aiTutorAnswerCut, stopped: MSG.aiTutorAnswerStopped } as const;

/**
 * `POST /user/ai/chat/stream`: the checks of `POST /user/ai/chat` (404, 429 a minute, the daily budgets) happen
 * before anything streams, so they are ordinary 4xx answers; then the question is stored and `run` streams the
 * answer. A language model streams token by token; the built-in tutor sends its whole answer as one `delta`, so a
 * page has one way to ask either. Whatever arrived is stored, with a note when it was cut or stopped.
 */
export async function streamTutorAnswer(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  body: AiChatBody,
  language: Language,
  log: (error: unknown) => void,
): Promise<TutorStream> {
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
  const request: TutorRequest = {
    question: body.message,
    language: answerIn,
    courseTitle: course.title,
    passages: matching,
    history: earlier.reverse().map((message) => ({ role: message.role, text: message.text })),
  };

  async function answer(send: (event: AiChatStreamEvent) => void, signal: AbortSignal) {
    const onDelta = (text: string) => send({ event: 'delta', data: { text } });
    if (ctx.aiTutor.stream) return ctx.aiTutor.stream(request, { signal, onDelta });
    const whole = await ctx.aiTutor.answer(request);
    onDelta(whole.text);
    return { ...whole, ending: 'complete' } satisfies StreamedAnswer;
  }

  return {
    async run(send, signal) {
      send({
        event: 'start',
        data: { question: presentMessage(question), sources: presentSources(matching) },
      });
      try {
        const streamed = await answer(send, signal);
        const quota = await spendDailyTokens(ctx, actor.userId, streamed.tokens);
        // Stopped before a word arrived: there is nothing to keep.
        if (streamed.text.trim() === '') return;
        const text =
          streamed.ending === 'complete'
            ? streamed.text.trim()
            : `${streamed.text.trimEnd()}\n\n${translate(ENDING_NOTE[streamed.ending], answerIn)}`;
        const recommended = await recommendCourses(ctx, actor, tenant, course, body.message, answerIn);
        const reply = await insertMessage(ctx.db, {
          ...conversation,
          role: 'assistant',
          text,
          sources: {
            sections: sectionSources(streamed.sectionIds, matching),
            courses: recommended.map((item) => ({
              id: item.id,
              title: item.title,
              courseType: item.course_type,
            })),
          },
        });
        send({ event: 'done', data: { answer: presentMessage(reply), ending: streamed.ending, quota } });
      } catch (error) {
        log(error);
        const reason = error instanceof AiTutorError ? error.kind : 'unavailable';
        send({ event: 'error', data: { reason, message: translate(FAILURE_MESSAGE[reason], language) } });
      }
    },
  };
}
