import {
  idSchema,
  sectionSpecialtiesBody,
  sectionSpecialtiesResponse,
  studyPlanProgressResponse,
  studyPlanResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { currentStudyPlan } from './current-study-plan.ts';
import { getSectionSpecialties } from './get-section-specialties.ts';
import { getStudyPlan } from './get-study-plan.ts';
import { tagSectionSpecialties } from './tag-section-specialties.ts';

const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });

/** Study plans from diagnostic results, and the specialties authors tag sections with (what plans recommend). */
export function studyPlansRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/sections/:id/specialties',
    {
      onRequest: authenticated,
      schema: {
        tags: ['course-authoring'],
        security,
        summary: 'The specialties a section teaches, and its course’s subject’s to choose from',
        description: 'The course’s author only (tutors: 404 for another’s section; others: 403).',
        params: idParams,
        response: { 200: sectionSpecialtiesResponse },
      },
    },
    async (request) =>
      ok(await getSectionSpecialties(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.put(
    '/sections/:id/specialties',
    {
      onRequest: authenticated,
      schema: {
        tags: ['course-authoring'],
        security,
        summary: 'Tags a section with specialties of its course’s subject (replacing its tags; [] untags)',
        description:
          'A specialty of another subject is a 422 (a skill without a subject takes none). An edit of the content: ' +
          '409 while the course is under review; an approved course goes back to draft.',
        params: idParams,
        body: sectionSpecialtiesBody,
        response: { 200: sectionSpecialtiesResponse },
      },
    },
    async (request) =>
      ok(
        await tagSectionSpecialties(
          ctx,
          requireActor(request),
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  );

  app.get(
    '/diagnostics/results/:id/study-plan',
    {
      onRequest: authenticated,
      schema: {
        tags: ['diagnostics'],
        security,
        summary: 'The learner’s study plan for the diagnostic of a result (built from it when there is none)',
        description:
          'For each specialty below the mastery threshold, weakest first: the sections of the tenant’s approved ' +
          'courses and skills tagged with it (`done` once taken) and up to 3 approved tutors who list it, each ' +
          'with their next free hour (`availability_ids` for `POST /tutoring/book`). A later attempt at or above ' +
          'the threshold closes a specialty. `plan` is null when the result has no weak specialty. Another ' +
          'learner’s result, or a course quiz’s: 404; an attempt still open: 409.',
        params: idParams,
        response: { 200: studyPlanResponse },
      },
    },
    async (request) =>
      ok(await getStudyPlan(ctx, requireActor(request), request.tenant, request.params.id, request.language)),
  );

  app.get(
    '/study-plans/current',
    {
      onRequest: authenticated,
      schema: {
        tags: ['diagnostics'],
        security,
        summary: 'The learner’s latest study plan in short: its steps done of all (null: none)',
        description: 'Students only (403).',
        response: { 200: studyPlanProgressResponse },
      },
    },
    async (request) =>
      ok(await currentStudyPlan(ctx, requireActor(request), request.tenant, request.language)),
  );
}
