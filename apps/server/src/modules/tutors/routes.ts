import {
  idSchema,
  TUTORS_PAGE_SIZE,
  tutorProfileResponse,
  tutorsBySubjectQuery,
  tutorsQuery,
  tutorsResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getTutorProfile } from './get-tutor-profile.ts';
import { listTutors } from './list-tutors.ts';

const tags = ['tutoring'];
const security = [{ bearer: [] }];

export function tutorsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/tutors',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Approved tutors of this tenant: search, filter, sort, a page at a time',
        description:
          '`keyword` (at least 3 characters, else 422) matches names, bios, subjects and specialties in English ' +
          'and Thai; `subject_id` keeps tutors who teach that subject, `specialty_id` those listing the ' +
          "specialty; `price_min`/`price_max` (pence an hour) the subject's price when a subject is chosen, else " +
          'their lowest price; `days` (ISO weekdays, comma-separated) and `times` (morning 6-12, afternoon ' +
          '12-17, evening 17-21, night 21-6) keep tutors with a bookable free slot then in the next 28 days on ' +
          "the clock of `tz` (default: the caller's time zone); `rating_min` (1-5, the shown one-decimal " +
          'average); `language` (a tutor speaks it); `mine=1` keeps tutors the caller has had sessions with; ' +
          '`trial=1` those who offer a trial lesson. ' +
          '`sort`: relevance (the default: with a keyword, tutors whose name holds it first, then those whose ' +
          'subject or specialty does, then the rest (bio), each free soonest first; without one, as next_free), ' +
          "next_free, price_asc, price_desc (the subject's " +
          "price, else the tutor's lowest), rating, lessons. Totals stop at 1,000 (`total_capped`).",
        querystring: tutorsQuery,
        response: { 200: tutorsResponse },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await listTutors(ctx, requireActor(request), request.tenant, query, request.language);
      return paginated(page.cards, page.total, query.page, TUTORS_PAGE_SIZE, page.capped);
    },
  );

  app.get(
    '/tutors/profile/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "An approved tutor's profile with the free time of the next two weeks",
        description: "A tutor who is not visible to students, or another tenant's, answers 404.",
        params: z.object({ id: idSchema }),
        response: { 200: tutorProfileResponse },
      },
    },
    async (request) =>
      ok(
        await getTutorProfile(
          ctx,
          requireActor(request),
          request.tenant,
          request.params.id,
          request.language,
        ),
      ),
  );

  app.get(
    '/tutors/:subject',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Approved tutors of this tenant who teach one subject, a page at a time',
        params: z.object({ subject: idSchema }),
        querystring: tutorsBySubjectQuery,
        response: { 200: tutorsResponse },
      },
    },
    async (request) => {
      const query = { page: request.query.page, subject_id: request.params.subject };
      const page = await listTutors(ctx, requireActor(request), request.tenant, query, request.language);
      return paginated(page.cards, page.total, query.page, TUTORS_PAGE_SIZE, page.capped);
    },
  );
}
