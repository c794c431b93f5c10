import { type AiChatBody, type AiChatStreamEvent, type Language, MSG } from '@kru/contract';
import { AiTutorError, type StreamedAnswer } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { translate } from '../../platform/i18n.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { presentSources } from './answer-sources.ts';
import { spendDailyTokens } from './daily-budget.ts';
import { presentMessage } from './presenter.ts';
import { beginTurn, finishTurn } from './tutor-turn.ts';

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
  const turn = await beginTurn(ctx, actor, tenant, body, language);
  const { request, answerIn } = turn;

  async function answer(
    send: (event: AiChatStreamEvent) => void,
    signal: AbortSignal,
  ): Promise<StreamedAnswer> {
    // A learner who asked for a person is offered tutors (finishTurn), with no search of the course.
    if (!request) return { text: '', sectionIds: [], tokens: 0, ending: 'complete' };
    const onDelta = (text: string) => send({ event: 'delta', data: { text } });
    if (ctx.aiTutor.stream) return ctx.aiTutor.stream(request, { signal, onDelta });
    const whole = await ctx.aiTutor.answer(request);
    onDelta(whole.text);
    return { ...whole, ending: 'complete' };
  }

  return {
    async run(send, signal) {
      send({
        event: 'start',
        data: { question: presentMessage(turn.question), sources: presentSources(request?.passages ?? []) },
      });
      try {
        const streamed = await answer(send, signal);
        const quota = await spendDailyTokens(ctx, actor.userId, streamed.tokens);
        // Stopped before a word arrived: there is nothing to keep.
        if (request && streamed.text.trim() === '') return;
        const text =
          streamed.ending === 'complete'
            ? streamed.text.trim()
            : `${streamed.text.trimEnd()}\n\n${translate(ENDING_NOTE[streamed.ending], answerIn)}`;
        const reply = await finishTurn(ctx, actor, tenant, turn, { ...streamed, text });
        send({ event: 'done', data: { answer: presentMessage(reply), ending: streamed.ending, quota } });
      } catch (error) {
        log(error);
        const reason = error instanceof AiTutorError ? error.kind : 'unavailable';
        send({ event: 'error', data: { reason, message: translate(FAILURE_MESSAGE[reason], language) } });
      }
    },
  };
}
