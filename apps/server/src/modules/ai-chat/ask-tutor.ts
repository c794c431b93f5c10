import { type AiChatBody, type AiChatReply, type Language, MSG } from '@kru/contract';
import { AiTutorError, type RankedPassage, type TutorAnswer } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { type OfferedTutor, offerTutors } from './offer-tutors.ts';
import { answerLanguage, asksForPerson, HISTORY_FOR_TUTOR, rateLimitKey } from './policy.ts';
import { presentMessage } from './presenter.ts';
import { recommendCourses } from './recommend-courses.ts';
import { findMessagesNewestFirst, insertMessage } from './repository.ts';
import { retrievePassages } from './retrieve-passages.ts';

/** A provider failure as the caller sees it: 503 (try again) or 502, saying their message is kept. */
function providerFailure(error: AiTutorError): AppError {
  return error.kind === 'unavailable'
    ? new AppError('UNAVAILABLE', MSG.aiTutorUnavailable)
    : new AppError('BAD_GATEWAY', MSG.aiTutorBadAnswer);
}

/** The sentence that hands the learner over to the tutors offered (or says none is free). */
function handoffText(tutors: readonly OfferedTutor[], subject: string, language: Language): string {
  return translate(tutors.length ? MSG.aiTutorHandoff : MSG.aiTutorNoTutors, language, { subject });
}

/** The sections an answer cites, as stored: titles, the exact quote (if any), and whether it is locked. */
function citedSections(answer: TutorAnswer, passages: readonly RankedPassage[]) {
  return answer.sectionIds.flatMap((id) => {
    const passage = passages.find((item) => item.sectionId === id);
    if (!passage) return [];
    const quote = passage.locked ? null : (answer.quotes?.[id] ?? null);
    return [
      {
        id,
        courseId: passage.courseId,
        title: passage.sectionTitle,
        chapterTitle: passage.chapterTitle,
        quote,
        locked: passage.locked,
      },
    ];
  });
}

/**
 * `POST /user/ai/chat`: stores the question and answers it from the course (see `retrievePassages`): the answer
 * cites its sections (an exact quote of each open one; a locked one named, never quoted) and recommends courses
 * of this tenant whose sections match. When the course does not answer, or the learner asks for a person, it
 * offers tutors of the course's subject to book instead. The question is stored before the tutor is asked, so a
 * failing provider loses nothing (the caller gets a 502 or 503 saying so). At most `AI_MESSAGES_PER_MINUTE`.
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

  const { course, passages } = await retrievePassages(
    ctx,
    actor,
    tenant,
    body.course_id,
    body.message,
    language,
  );
  const conversation = { userId: actor.userId, courseId: course.id };
  const earlier = await findMessagesNewestFirst(ctx.db, actor.userId, course.id, {
    limit: HISTORY_FOR_TUTOR,
    offset: 0,
  });
  const question = await insertMessage(ctx.db, { ...conversation, role: 'user', text: body.message });

  const answerIn = answerLanguage(body.message, language);
  const wantsPerson = asksForPerson(body.message);
  let answer: TutorAnswer = { text: '', sectionIds: [] };
  if (!wantsPerson) {
    try {
      answer = await ctx.aiTutor.answer({
        question: body.message,
        language: answerIn,
        courseTitle: course.title,
        // Only the built-in tutor names locked sections (without their text); a model is given open ones only.
        passages: ctx.aiTutor.name === 'builtin' ? passages : passages.filter((passage) => !passage.locked),
        history: earlier.reverse().map((message) => ({ role: message.role, text: message.text })),
      });
    } catch (error) {
      if (!(error instanceof AiTutorError)) throw error;
      log(error);
      throw providerFailure(error);
    }
  }

  const needsPerson = wantsPerson || answer.sectionIds.length === 0;
  const tutors = needsPerson ? await offerTutors(ctx, actor, tenant, course, body.message, answerIn) : [];
  const subject = course.subject?.title ?? course.title;
  const recommended = wantsPerson ? [] : await recommendCourses(ctx, tenant, course.id, body.message);
  const reply = await insertMessage(ctx.db, {
    ...conversation,
    role: 'assistant',
    text: needsPerson
      ? [answer.text, handoffText(tutors, subject, answerIn)].filter(Boolean).join('\n\n')
      : answer.text,
    sources: { sections: citedSections(answer, passages), courses: recommended, tutors },
  });
  return { question: presentMessage(question), answer: presentMessage(reply) };
}
