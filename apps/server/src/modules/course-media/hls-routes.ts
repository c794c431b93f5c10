import { idSchema } from '@kru/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { HLS_PATH } from './hls-links.ts';
import { serveHls } from './serve-hls.ts';

const API_BASE = '/api/v1';

/** A transcoded video's HLS playlists, segments and poster; the signed query is the authorization. */
export function hlsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    `${HLS_PATH.slice(API_BASE.length)}/:id/hls/:name`,
    {
      schema: {
        tags: ['courses: learning'],
        summary: 'A ready video’s HLS playlist, segment or poster, through the signed link of its checkout',
        description:
          'Only through `stream_link` (or the URIs of the playlists it leads to): a forged or expired ' +
          'signature is a 403 (ask for the section’s video again for a fresh link), any other name a 404.',
        params: z.object({ id: idSchema, name: z.string() }),
        querystring: z.object({ expires: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const served = await serveHls(ctx, request.params.id, request.params.name, request.query);
      reply.headers({
        'content-type': served.contentType,
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(served.body);
    },
  );
}
