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
        summary: 'Reviews a tutor (rate 1-5 and a text) after a completed session with them; once',
        description:
          '403 without a completed session with that tutor; 409 when the caller already reviewed them (edit it ' +
          'with PATCH); 404 for a user who is not a tutor; 422 for type `course` (courses cannot be reviewed ' +
          "yet). The tutor's `rate` and `rate_count` follow at once.",
        body: createReviewBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) => ok(await createReview(ctx, requireActor(request), request.body, request.language)),
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
        summary: "The caller's own review of a tutor, or null",
        querystring: reviewTargetQuery,
        response: { 200: ownReviewResponse },
      },
    },
    async (request) => ok(await getOwnReview(ctx, requireActor(request), request.query, request.language)),
  );

  app.get(
    '/rates',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "A tutor's reviews, the latest first (10 a page)",
        querystring: reviewsQuery,
        response: { 200: reviewsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listReviews(ctx, request.query, request.language);
      return paginated(items, total, page, perPage);
    },
  );
}
