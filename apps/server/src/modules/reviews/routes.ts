import {
  createReviewBody,
  idSchema,
  ownReviewResponse,
  reviewResponse,
  reviewsQuery,
  reviewsResponse,
  reviewTargetQuery,
  updateReviewBody,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { createReview } from './create-review.ts';
import { getOwnReview, listReviews } from './list-reviews.ts';
import { editReview } from './update-review.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];

export function reviewsRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/rates',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'Reviews a tutor after a completed session with them, or a course the caller started (rate 1-5 and a text); once',
        description:
          'A tutor: 403 without a completed session with them; 404 for a user who is not a tutor. A course: 404 ' +
          'for one the caller cannot open in the catalogue (not approved, another tenant), 403 for its author, ' +
          '422 without an enrolment. 409 when the caller already reviewed the target (edit it with PATCH). The ' +
          "target's `rate` and `rate_count` follow at once.",
        body: createReviewBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) =>
      ok(await createReview(ctx, requireActor(request), request.tenant, request.body, request.language)),
  );

  app.patch(
    '/rates/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "Edits the caller's own review (404 for anyone else's)",
        params: z.object({ id: idSchema }),
        body: updateReviewBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) =>
      ok(await editReview(ctx, requireActor(request), request.params.id, request.body, request.language)),
  );

  app.get(
    '/rates/show',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The caller's own review of a tutor or a course, or null",
        description: 'A course the caller cannot open answers 404.',
        querystring: reviewTargetQuery,
        response: { 200: ownReviewResponse },
      },
    },
    async (request) =>
      ok(await getOwnReview(ctx, requireActor(request), request.tenant, request.query, request.language)),
  );

  app.get(
    '/rates',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "A tutor's or a course's reviews, the latest first (10 a page)",
        description: 'A course the caller cannot open answers 404.',
        querystring: reviewsQuery,
        response: { 200: reviewsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listReviews(
        ctx,
        requireActor(request),
        request.tenant,
        request.query,
        request.language,
      );
      return paginated(items, total, page, perPage);
    },
  );
}
