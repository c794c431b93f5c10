import { creatorProgressResponse, dashboardHomepageResponse, tutorDashboardResponse } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { idParams } from '../courses/index.ts';
import { getCreatorProgress } from './get-creator-progress.ts';
import { getHomepage } from './get-homepage.ts';
import { getTutorDashboard } from './get-tutor-dashboard.ts';

export function dashboardRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/dashboard/homepage',
    {
      onRequest: authenticated,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary:
          'The student’s home: sessions to rate, upcoming sessions, expired requests, ongoing courses, diagnostics figures',
        description:
          'Students only (403 otherwise). At most 10 of each list. `ratable_sessions`: completed sessions whose ' +
          'tutor the student has not reviewed; `expired_requests`: requests the tutor left unanswered (refunded) ' +
          'whose requested start is less than 24 hours ago, for which `GET /tutoring/{id}/alternatives` offers ' +
          'other tutors; `diagnostics.resultsPercentage`: the rounded mean of the latest ' +
          'percent at each active diagnostic done.',
        response: { 200: dashboardHomepageResponse },
      },
    },
    async (request) => ok(await getHomepage(ctx, requireActor(request), request.tenant, request.language)),
  );

  app.get(
    '/dashboard/tutor',
    {
      onRequest: authenticated,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: 'The tutor’s home: approved sessions to come, students taught, earnings this month and last',
        description:
          'Tutors only (403 otherwise). At most 10 sessions, soonest first. `students_count`: distinct students ' +
          'with an approved or completed session; `earnings`: pounds credited to the earnings (sessions, creator ' +
          'rewards) in this calendar month and the previous one, in the tutor’s time zone.',
        response: { 200: tutorDashboardResponse },
      },
    },
    async (request) => ok(await getTutorDashboard(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/dashboard/courses/:id/learners',
    {
      onRequest: authenticated,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: 'A course’s enrolments and their progress towards the creator reward (learners anonymised)',
        description:
          'The course’s author only: 404 for anyone else. Learners are numbered in the order they started ' +
          '("Learner 1"), never named; the author’s own enrolment is left out (it earns nothing).',
        params: idParams,
        response: { 200: creatorProgressResponse },
      },
    },
    async (request) => ok(await getCreatorProgress(ctx, requireActor(request), request.params.id)),
  );
}
