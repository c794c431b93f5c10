import {
  idSchema,
  rejectTutorBody,
  tutorReviewDetailResponse,
  tutorReviewListResponse,
  tutorReviewQuery,
} from '@kru/contract';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/actor.ts';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { approveTutor } from './approve-tutor.ts';
import { getTutorReview } from './get-tutor-review.ts';
import { listTutorReviews } from './list-tutor-reviews.ts';
import { rejectTutor } from './reject-tutor.ts';

const tags = ['admin: tutor reviews'];
const security = [{ bearer: [] }];
const params = z.object({ tutorId: idSchema });

export function tutorReviewRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/admin/tutor-reviews',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Tutors by review state (admins only): the pending queue by default, oldest submission first',
        querystring: tutorReviewQuery,
        response: { 200: tutorReviewListResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listTutorReviews(
        ctx,
        requireActor(request),
        request.query,
      );
      return paginated(items, total, page, perPage);
    },
  );

  app.get(
    '/admin/tutor-reviews/:tutorId',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "A tutor's profile, documents (signed previews) and review history (admins only)",
        params,
        response: { 200: tutorReviewDetailResponse },
      },
    },
    async (request) =>
      ok(await getTutorReview(ctx, requireActor(request), request.params.tutorId, request.language)),
  );

  app.post(
    '/admin/tutor-reviews/:tutorId/approve',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Approves a profile under review (admins only); the tutor is e-mailed',
        description: 'Only a `pending` profile can be decided (409 otherwise). The decision is audited.',
        params,
        response: { 200: tutorReviewDetailResponse },
      },
    },
    async (request) =>
      ok(await approveTutor(ctx, requireActor(request), request.params.tutorId, request.language)),
  );

  app.post(
    '/admin/tutor-reviews/:tutorId/reject',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Rejects a profile under review with a comment (admins only)',
        description:
          'The comment is required, shown on the profile and e-mailed to the tutor in their language. Only a ' +
          '`pending` profile can be decided (409 otherwise). The decision is audited.',
        params,
        body: rejectTutorBody,
        response: { 200: tutorReviewDetailResponse },
      },
    },
    async (request) =>
      ok(
        await rejectTutor(ctx, requireActor(request), request.params.tutorId, request.body, request.language),
      ),
  );
}
