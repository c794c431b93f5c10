import {
  bookBody,
  bookResponse,
  determineSessionBody,
  SESSIONS_PAGE_SIZE,
  sessionIdParams,
  sessionsQuery,
  tutoringSessionListResponse,
  tutoringSessionResponse,
  tutoringSessionsResponse,
  tutoringSummaryResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import type { RestoreBufferedSlots } from '../availability/index.ts';
import { bookSession } from './book-session.ts';
import { determineSession } from './determine-session.ts';
import { getSession } from './get-session.ts';
import { getSummary } from './get-summary.ts';
import { listOpenRequests, listPendingRequests } from './list-requests.ts';
import { listSessions } from './list-sessions.ts';

const tags = ['tutoring'];
const security = [{ bearer: [] }];

/** `restoreBufferedSlots`: the availability module's, handed in by modules/index.ts (availability reads sessions). */
export function sessionsRoutes(app: ZodApp, ctx: AppContext, restoreBufferedSlots: RestoreBufferedSlots) {
  app.post(
    '/tutoring/book',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Books consecutive free slots of a tutor for a subject they teach, paid from the wallet',
        description:
          'Students only (403). The money is held and the session is `determination_pending` (the tutor ' +
          'answers within 48 hours or before the start); when the wallet is short the session is ' +
          '`payment_pending` for 30 minutes and `top_up_needed` says how many pounds are missing. 404 for an ' +
          'unknown slot or a tutor students cannot see; 422 for slots not consecutive or of two tutors, in the ' +
          'past, or a subject the tutor does not teach; 409 "This time was just booked" when another booking ' +
          'took the time first, or when the student already has a session then. Unpaid holds are limited: 409 ' +
          'for a third `payment_pending` request at once, 429 (Retry-After) for 15 minutes after two of them ' +
          "lapsed within an hour. `trial: true` books a trial lesson: one slot (else 422) at the tutor's trial " +
          'price (422 when they offer none; free: nothing is held), one per student and tutor while booked or ' +
          'taken (409 to a second).',
        body: bookBody,
        response: { 200: bookResponse },
      },
    },
    async (request) => ok(await bookSession(ctx, requireActor(request), request.body, request.language)),
  );

  app.get(
    '/tutoring/summary',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The caller's next approved session and the pending cancellations to see",
        response: { 200: tutoringSummaryResponse },
      },
    },
    async (request) => ok(await getSummary(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/tutoring/sessions',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The caller's sessions (as student or tutor): upcoming soonest first, or past latest first",
        querystring: sessionsQuery,
        response: { 200: tutoringSessionsResponse },
      },
    },
    async (request) => {
      const page = await listSessions(ctx, requireActor(request), request.query, request.language);
      return paginated(page.sessions, page.total, request.query.page, SESSIONS_PAGE_SIZE);
    },
  );

  app.get(
    '/tutoring/pending',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "Requests waiting for the calling tutor's answer, soonest first (tutors only)",
        response: { 200: tutoringSessionListResponse },
      },
    },
    async (request) => ok(await listPendingRequests(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/tutoring/requested',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "A student's open requests, or the requests a tutor has to answer; soonest first",
        response: { 200: tutoringSessionListResponse },
      },
    },
    async (request) => ok(await listOpenRequests(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/tutoring/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'One session, to its student and tutor only (404 to anyone else)',
        params: sessionIdParams,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) => ok(await getSession(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.put(
    '/tutoring/:id/determine',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The tutor approves or rejects a request (a rejection needs a reason and refunds at once)',
        description:
          "403 for a student; 404 for another tutor's session; 409 when the request is no longer waiting for " +
          'an answer (answered, expired, cancelled); 422 "Reasons of rejection is required".',
        params: sessionIdParams,
        body: determineSessionBody,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(
        await determineSession(
          ctx,
          requireActor(request),
          request.params.id,
          request.body,
          request.language,
          restoreBufferedSlots,
        ),
      ),
  );
}
