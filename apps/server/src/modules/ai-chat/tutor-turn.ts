import { type AiChatBody, type Course, type Language, MSG } from '@kru/contract';
import type { RankedPassage, TutorAnswer, TutorRequest } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { citedSections, handoffText, passagesFor } from './answer-sources.ts';
import { spendDailyMessage } from './daily-budget.ts';
import { offerTutors } from './offer-tutors.ts';
import { answerLanguage, asksForPerson, HISTORY_FOR_TUTOR, rateLimitKey } from './policy.ts';
import { recommendCourses } from './recommend-courses.ts';
import { type AiChatMessageRow, findMessagesNewestFirst, insertMessage } from './repository.ts';
import { retrievePassages } from './retrieve-passages.ts';

/** A question accepted and stored, with what the tutor is to be asked (nothing when a person is asked for). */
export interface TutorTurn {
  course: Course;
  passages: RankedPassage[];
  question: AiChatMessageRow;
  /** The tutor's request; null when the learner asked for a person (tutors are offered instead). */
  request: TutorRequest | null;
  answerIn: Language;
}

/**
 * What both ways of asking (`POST /user/ai/chat` and its stream) do before the tutor answers: the per-minute
 * limit, the course the caller may open (404 otherwise) and its passages (`retrievePassages`), the daily budget,
 * then the question is stored, so a failing provider loses nothing.
 */
export async function beginTurn(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  body: AiChatBody,
  language: Language,
): Promise<TutorTurn> {
  const limit = await ctx.rateLimiter.hit(
    rateLimitKey(actor.userId),
    ctx.config.ai.messagesPerMinute,
    60_000,
  );
  if (!limit.allowed) throw AppError.rateLimited(limit.retryAfterSeconds, MSG.aiTutorTooManyMessages);
  const { course, passages } = await retrievePassages(
    ctx,
    actor,
    tenant,
    body.course_id,
    body.message,
    language,
  );
  await spendDailyMessage(ctx, actor.userId);
  const earlier = await findMessagesNewestFirst(ctx.db, actor.userId, course.id, {
    limit: HISTORY_FOR_TUTOR,
    offset: 0,
  });
  const question = await insertMessage(ctx.db, {
    userId: actor.userId,
    courseId: course.id,
    role: 'user',
    text: body.message,
  });
  const answerIn = answerLanguage(body.message, language);
  const request: TutorRequest | null = asksForPerson(body.message)
    ? null
    : {
        question: body.message,
        language: answerIn,
        courseTitle: course.title,
        passages: passagesFor(ctx.aiTutor.name, passages),
        history: earlier.reverse().map((message) => ({ role: message.role, text: message.text })),
      };
  return { course, passages, question, request, answerIn };
}

/**
 * Stores the answer with its sources: the sections it cites (exact quotes of open ones, locked ones named), up to
 * three courses of this tenant whose sections match, and, when the course did not answer or a person was asked
 * for, up to three tutors of the course's subject with a sentence handing the learner over to them.
 */
export async function finishTurn(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  turn: TutorTurn,
  answer: Pick<TutorAnswer, 'text' | 'sectionIds' | 'quotes'>,
): Promise<AiChatMessageRow> {
  const { course, answerIn, question } = turn;
  const wantsPerson = turn.request === null;
  // The course has nothing on it (for a model: nothing the learner may open), or a person was asked for.
  const needsPerson = wantsPerson || turn.request?.passages.length === 0;
  const tutors = needsPerson ? await offerTutors(ctx, actor, tenant, course, question.text, answerIn) : [];
  const subject = course.subject?.title ?? course.title;
  const recommended = wantsPerson ? [] : await recommendCourses(ctx, tenant, course.id, question.text);
  return insertMessage(ctx.db, {
    userId: actor.userId,
    courseId: course.id,
    role: 'assistant',
    text: needsPerson
      ? [answer.text, handoffText(tutors, subject, answerIn)].filter(Boolean).join('\n\n')
      : answer.text,
    sources: { sections: citedSections(answer, turn.passages), courses: recommended, tutors },
  });
}
