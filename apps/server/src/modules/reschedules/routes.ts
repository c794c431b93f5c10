import {
  idSchema,
  proposeRescheduleBody,
  reschedulesResponse,
  sessionIdParams,
  tutoringSessionResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { acceptReschedule } from './accept-reschedule.ts';
import { declineReschedule } from './decline-reschedule.ts';
import { listReschedules } from './list-reschedules.ts';
import { proposeReschedule } from './propose-reschedule.ts';
import { withdrawReschedule } from './withdraw-reschedule.ts';

const tags = ['tutoring: rescheduling'];
const security = [{ bearer: [] }];
const rescheduleIdParams = z.object({ id: idSchema });

export function reschedulesRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/tutoring/:id/reschedule',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'Proposes a new time for a requested or approved session (either participant); answers the session',
        description:
          "The new time is free slots of the session's tutor, consecutive and as long as the session (a student's " +
          "within the tutor's minimum notice and horizon). Within 24 hours of the start only the student may ask " +
          "(409 for the tutor). One open proposal per session (409). 404 for anyone else's session; 409 for a " +
          'session that is closed, started or being cancelled; 409 when a slot is already booked; 422 for slots ' +
          'that are not consecutive, of another length, in the past or the current time. The session shows the ' +
          'open proposal as `reschedule`; nothing else changes until the other side accepts.',
        params: sessionIdParams,
        body: proposeRescheduleBody,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(
        await proposeReschedule(
          ctx,
          requireActor(request),
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  );

  app.get(
    '/tutoring/:id/reschedules',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The session's proposals of new times, oldest first (its rescheduling history)",
        description: "To the session's student and tutor only (404 to anyone else).",
        params: sessionIdParams,
        response: { 200: reschedulesResponse },
      },
    },
    async (request) => ok(await listReschedules(ctx, requireActor(request), request.params.id)),
  );

  app.post(
    '/reschedules/:id/accept',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The other side accepts a proposed time: the session moves there; answers the session',
        description:
          'The new slots are claimed atomically and the old ones freed; the held money, price and id stay. 409 ' +
          'when the time was taken meanwhile (nothing changes), when the proposal is no longer open or has ' +
          'lapsed, or the session can no longer be moved; 403 for the proposer; 404 for anyone else.',
        params: rescheduleIdParams,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(await acceptReschedule(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.post(
    '/reschedules/:id/decline',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The other side declines a proposed time: the session keeps its time; answers the session',
        description: '403 for the proposer; 404 for anyone else; 409 when the proposal is no longer open.',
        params: rescheduleIdParams,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(await declineReschedule(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.post(
    '/reschedules/:id/withdraw',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The proposer withdraws a proposed time; answers the session',
        description: '403 for the other side; 404 for anyone else; 409 when the proposal is no longer open.',
        params: rescheduleIdParams,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(await withdrawReschedule(ctx, requireActor(request), request.params.id, request.language)),
  );
}
