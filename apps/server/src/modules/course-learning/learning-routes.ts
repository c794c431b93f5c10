import { changeEnrolmentBody, courseResponse, sectionResponse, takeSectionResponse } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { idParams, learnersOnly, type QuizPort, security } from '../courses/index.ts';
import { changeEnrolment } from './change-enrolment.ts';
import { getSection } from './get-section.ts';
import { courseProgressRoutes } from './progress-routes.ts';
import { subscribeCourse } from './subscribe-course.ts';
import { takeSection } from './take-section.ts';

const tags = ['courses: learning'];
const learners = [authenticated, learnersOnly];

export function courseLearningRoutes(app: ZodApp, ctx: AppContext, quizzes: QuizPort) {
  app.post(
    '/courses/:id/subscribe',
    {
      onRequest: learners,
      schema: {
        tags,
        security,
        summary: 'Starts a course (idempotent); answers the course with the enrolment',
        description: 'Students only (403 otherwise). A course not in this tenant’s catalogue is a 404.',
        params: idParams,
        response: { 200: courseResponse },
      },
    },
    async (request) =>
      ok(
        await subscribeCourse(
          ctx,
          requireActor(request),
          request.tenant,
          request.params.id,
          request.language,
        ),
      ),
  );

  app.patch(
    '/courses/:id/subscribe',
    {
      onRequest: learners,
      schema: {
        tags,
        security,
        summary: 'Archives, unarchives, completes or restarts a course',
        description:
          '`status` ongoing with `restart` forgets the sections taken. Students only (403 otherwise); a course ' +
          'not started is a 409, one not visible a 404.',
        params: idParams,
        body: changeEnrolmentBody,
        response: { 200: courseResponse },
      },
    },
    async (request) =>
      ok(
        await changeEnrolment(
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
    '/sections/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'A section to read, with the previous and next in reading order',
        description:
          'For the author, admins, and learners: without a subscription only the first 30% of a course’s ' +
          'sections open (403 beyond; free courses open all). A course not visible to the caller is a 404. ' +
          'A quiz section carries its `questions` (options’ scores and feedback for the author and admins ' +
          'only) and the caller’s attempts (`quizzes`).',
        params: idParams,
        response: { 200: sectionResponse },
      },
    },
    async (request) =>
      ok(await getSection(ctx, requireActor(request), request.tenant, request.params.id, quizzes)),
  );

  app.post(
    '/sections/:id/take',
    {
      onRequest: learners,
      schema: {
        tags,
        security,
        summary: 'Marks a section taken (starting the course if needed); answers the progress',
        description:
          'Students only (403 otherwise); beyond the trial a 403. Every section taken completes the course; ' +
          'half of them taken credits the author’s creator reward, once per enrolment. A quiz section starts ' +
          'an attempt instead (or answers the open one) as `quiz_id`: it counts as taken once submitted; a ' +
          'quiz without questions is a 409.',
        params: idParams,
        response: { 200: takeSectionResponse },
      },
    },
    async (request) =>
      ok(await takeSection(ctx, requireActor(request), request.tenant, request.params.id, quizzes)),
  );

  courseProgressRoutes(app, ctx);
}
