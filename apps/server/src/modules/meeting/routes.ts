import { meetingResponse, sessionIdParams } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { createPgRealtimeHub } from '../../platform/realtime/hub.ts';
import { joinMeeting } from './join-meeting.ts';
import { meetingSecret } from './meeting-secret.ts';
import { openMeeting } from './open-meeting.ts';
import { createMeetingRooms } from './rooms.ts';

const tags = ['tutoring'];
const security = [{ bearer: [] }];

export function meetingRoutes(app: ZodApp, ctx: AppContext) {
  const secret = meetingSecret(ctx.config);
  const hub = createPgRealtimeHub(ctx.db.$client.options, (line) => app.log.warn(line));
  const rooms = createMeetingRooms(hub, (line) => app.log.warn(line));
  app.addHook('onClose', async () => {
    await rooms.close();
    await hub.close();
  });

  app.get(
    '/tutoring/:id/meeting',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "A token for the session's meeting room, with the session and the ICE servers",
        description:
          "Only to the session's student and tutor (anyone else: 404), only for an approved session, and only from " +
          'MEETING_OPENS_MINUTES_BEFORE (10) minutes before the start to the end; otherwise 409 saying when the ' +
          'room opens (`details.opens_at`) or that it has ended. The token expires at the end of the session.',
        params: sessionIdParams,
        response: { 200: meetingResponse },
      },
    },
    async (request) =>
      ok(await openMeeting(ctx, secret, requireActor(request), request.params.id, request.language)),
  );

  app.route({
    method: 'GET',
    url: '/meeting/ws',
    schema: {
      tags,
      summary: 'The meeting room signalling WebSocket (`?token=` from GET /tutoring/{id}/meeting)',
      description:
        "JSON frames (the contract's `clientSignalSchema` and `ServerSignal`). A bad token closes with 4401, an " +
        'expired one with 4402, a non-participant with 4403, an ended session with 4410; a newer socket of the ' +
        'same person replaces the older one (4409).',
      hide: true,
    },
    // A plain HTTP request (no upgrade) gets the API's 404 envelope, not the plugin's empty one.
    handler: async () => {
      throw AppError.notFound();
    },
    wsHandler: (socket, request) => {
      const token = (request.query as Record<string, string | undefined>).token;
      joinMeeting(ctx, { rooms, secret }, socket, token).catch((err: Error) => {
        request.log.error({ err }, 'meeting socket failed');
        socket.close(1011, 'server_error');
      });
    },
  });
}
