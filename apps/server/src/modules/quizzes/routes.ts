import {
  idSchema,
  okSchema,
  questionBody,
  questionResponse,
  quizAttemptViewResponse,
  quizResultResponse,
  quizSettingsBody,
  quizSettingsResponse,
  savedAnswersResponse,
  submitQuizBody,
} from '@kru/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { requireAuthor } from '../course-authoring/index.ts';
import { createQuestion } from './create-question.ts';
import { removeQuestion } from './delete-question.ts';
import { getAttempt } from './get-attempt.ts';
import { getQuiz } from './get-quiz.ts';
import { saveQuizAnswers } from './save-answers.ts';
import { submitQuiz } from './submit-quiz.ts';
import { editQuestion } from './update-question.ts';
import { editQuizSettings } from './update-quiz-settings.ts';

const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });
/** Answers 403 to anyone but a tutor before the body is read (the use cases check again). */
const authorsOnly = [authenticated, async (request: FastifyRequest) => requireAuthor(requireActor(request))];
const EDIT_RULES =
  'Tutors only (403 otherwise); another tutor’s course is a 404; a section that is not a quiz a 409. An ' +
  'approved or rejected course goes back to draft; a course under review is a 409.';
const QUESTION_RULES =
  'At least 2 options (at most 10), at least one scoring 1; a single-choice question exactly one scoring 1 ' +
  '(422 otherwise). Scores run from 0 to 1, kept to thousandths.';

/** Quiz sections: the author's questions, and learners' attempts (started by `POST /sections/{id}/take`). */
export function quizzesRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/sections/:id/questions',
    {
      onRequest: authorsOnly,
      schema: {
        tags: ['courses: authoring'],
        security,
        summary: 'Adds a question to a quiz section, after its last (at most 99)',
        description: `${QUESTION_RULES} ${EDIT_RULES}`,
        params: idParams,
        body: questionBody,
        response: { 200: questionResponse },
      },
    },
    async (request) => ok(await createQuestion(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.patch(
    '/questions/:id',
    {
      onRequest: authorsOnly,
      schema: {
        tags: ['courses: authoring'],
        security,
        summary: 'Replaces a question (title, choice kind, feedback, options)',
        description: `${QUESTION_RULES} ${EDIT_RULES}`,
        params: idParams,
        body: questionBody,
        response: { 200: questionResponse },
      },
    },
    async (request) => ok(await editQuestion(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/questions/:id',
    {
      onRequest: authorsOnly,
      schema: {
        tags: ['courses: authoring'],
        security,
        summary: 'Deletes a question (past attempts keep their scores)',
        description: EDIT_RULES,
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeQuestion(ctx, requireActor(request), request.params.id);
      return ok(null);
    },
  );

  app.put(
    '/sections/:id/quiz-settings',
    {
      onRequest: authorsOnly,
      schema: {
        tags: ['courses: authoring'],
        security,
        summary: 'Sets a quiz’s option order (locked or shuffled for each attempt) and time limit',
        description:
          '`time_limit_minutes`: a whole number from 1 to 180, or null for none (422 otherwise). Attempts ' +
          `already started keep the order and deadline they began with. ${EDIT_RULES}`,
        params: idParams,
        body: quizSettingsBody,
        response: { 200: quizSettingsResponse },
      },
    },
    async (request) =>
      ok(await editQuizSettings(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/quizzes/:id/attempt',
    {
      onRequest: authenticated,
      schema: {
        tags: ['courses: learning'],
        security,
        summary: 'The caller’s attempt to answer: questions in its option order, saved answers, deadline',
        description:
          'Anyone else’s attempt is a 404. An attempt whose time limit ran out (plus a 5-second grace) is ' +
          'closed when read, scored with the answers saved before the limit (`finished_at` then set).',
        params: idParams,
        response: { 200: quizAttemptViewResponse },
      },
    },
    async (request) =>
      ok(await getAttempt(ctx, requireActor(request), request.tenant, request.params.id, request.language)),
  );

  app.put(
    '/quizzes/:id/answers',
    {
      onRequest: authenticated,
      schema: {
        tags: ['courses: learning'],
        security,
        summary: 'Saves the answers chosen so far on the caller’s open attempt',
        description:
          'The same body and checks as submitting (422). What a timed attempt is scored with when its limit runs ' +
          'out. Past the limit (plus a 5-second grace) nothing is saved: the attempt is closed and the answer ' +
          'is a 409 `quiz_time_up`. A submitted attempt is a 409, anyone else’s a 404.',
        params: idParams,
        body: submitQuizBody,
        response: { 200: savedAnswersResponse },
      },
    },
    async (request) =>
      ok(await saveQuizAnswers(ctx, requireActor(request), request.tenant, request.params.id, request.body)),
  );

  app.post(
    '/quizzes/:id/submit',
    {
      onRequest: authenticated,
      schema: {
        tags: ['courses: learning'],
        security,
        summary: 'Submits the caller’s open attempt once; answers the result and marks the section taken',
        description:
          'Each question’s chosen options; a question left out (or with none chosen) scores 0, a single-choice ' +
          'question takes one option (422 for more, or for a question or option not in the quiz). A question ' +
          'scores its option’s score (single choice) or the chosen options’ scores summed over the larger of ' +
          'the number chosen and the number of options scoring 1, capped at 1 (multiple choice). `score_raw` ' +
          'sums the questions; `score_percent` is 100 x raw / questions, rounded. Past a timed attempt’s limit ' +
          '(plus a 5-second grace) the body does not count: the answers saved before the limit are scored ' +
          '(`time_limit_reached`). Someone else’s attempt is a 404, one already submitted a 409.',
        params: idParams,
        body: submitQuizBody,
        response: { 200: quizResultResponse },
      },
    },
    async (request) =>
      ok(
        await submitQuiz(
          ctx,
          requireActor(request),
          request.tenant,
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  );

  app.get(
    '/quizzes/:id',
    {
      onRequest: authenticated,
      schema: {
        tags: ['courses: learning'],
        security,
        summary: 'A submitted attempt’s result: every question with its options, scores and feedback',
        description:
          'For the learner who took it, the course’s author and admins; anyone else (or a course not on this ' +
          'tenant) a 404. An attempt not yet submitted is a 409. A diagnostic’s result (learner and admins ' +
          'only) adds `specialty_scores` and `study_topics` (topics of the specialties scored below 70%, the weakest first).',
        params: idParams,
        response: { 200: quizResultResponse },
      },
    },
    async (request) =>
      ok(await getQuiz(ctx, requireActor(request), request.tenant, request.params.id, request.language)),
  );
}
