import {
  courseReviewDetailResponse,
  courseReviewQuery,
  coursesResponse,
  idSchema,
  rejectCourseBody,
} from '@kru/contract';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/actor.ts';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { approveCourse } from './approve-course.ts';
import { getCourseReview } from './get-course-review.ts';
import { listCourseReviews } from './list-course-reviews.ts';
import { rejectCourse } from './reject-course.ts';

const tags = ['admin: course reviews'];
const security = [{ bearer: [] }];
const params = z.object({ courseId: idSchema });

export function courseReviewRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/admin/course-reviews',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Courses and skills by authoring state (admins only): the pending queue by default, oldest submission first',
        querystring: courseReviewQuery,
        response: { 200: coursesResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listCourseReviews(
        ctx,
        requireActor(request),
        request.query,
        request.language,
      );
      return paginated(items, total, page, perPage);
    },
  );

  app.get(
    '/admin/course-reviews/:courseId',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'A course with every section’s body and its approval log, newest first (admins only)',
        params,
        response: { 200: courseReviewDetailResponse },
      },
    },
    async (request) =>
      ok(await getCourseReview(ctx, requireActor(request), request.params.courseId, request.language)),
  );

  app.post(
    '/admin/course-reviews/:courseId/approve',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Approves a course under review (admins only): it enters the catalogue; the author is notified',
        description:
          'Only a `pending` course can be decided (409 otherwise). The decision is logged and audited, and the ' +
          'author gets a notification and an e-mail in their language.',
        params,
        response: { 200: courseReviewDetailResponse },
      },
    },
    async (request) =>
      ok(await approveCourse(ctx, requireActor(request), request.params.courseId, request.language)),
  );

  app.post(
    '/admin/course-reviews/:courseId/reject',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Rejects a course under review with feedback (admins only)',
        description:
          'The feedback is required, kept on the course and sent to the author (a notification and an e-mail in ' +
          'their language). Only a `pending` course can be decided (409 otherwise). The decision is logged and audited.',
        params,
        body: rejectCourseBody,
        response: { 200: courseReviewDetailResponse },
      },
    },
    async (request) =>
      ok(
        await rejectCourse(
          ctx,
          requireActor(request),
          request.params.courseId,
          request.body.feedback,
          request.language,
        ),
      ),
  );
}
