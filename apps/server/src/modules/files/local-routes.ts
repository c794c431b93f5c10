import type { Readable } from 'node:stream';
import { API_BASE_PATH, FILE_KINDS, MSG, receivedUploadResponse } from '@kru/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { LOCAL_DOWNLOAD_PATH, LOCAL_UPLOAD_PATH, type LocalStorage } from '../../platform/storage/local.ts';
import { receiveUpload } from './receive-upload.ts';
import { serveFile } from './serve-file.ts';

const tags = ['files'];
const keyParams = z.object({ kind: z.string(), name: z.string() });
const largestUpload = Math.max(...Object.values(FILE_KINDS).map((kind) => kind.maxBytes));

/** The upload and download endpoints of the local storage driver; their URL signature is the authorization. */
export function localStorageRoutes(app: ZodApp, ctx: AppContext, storage: LocalStorage) {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // Only here is a body left unparsed: the raw stream goes to disk.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.addHook('onSend', async (request, reply, payload) => {
      // A refused PUT may leave most of its body unread: close the connection rather than read it all. HTTP/2 has
      // no such header (Node drops it, with a warning): there the answer ends its stream, not the connection.
      if (reply.statusCode >= 400 && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
      return payload;
    });

    scope.put(
      `${LOCAL_UPLOAD_PATH.slice(API_BASE_PATH.length)}/:kind/:name`,
      {
        bodyLimit: largestUpload + 1,
        schema: {
          tags,
          summary: 'Receives the bytes of a signed upload (the URL from POST /files/signed-url)',
          description:
            'Send the raw file with the signed `Content-Type`. Answers 403 for a forged or expired URL, ' +
            '413 beyond the maximum, 422 when the content is not of the declared type.',
          params: keyParams,
          querystring: z.object({
            ct: z.string().optional(),
            max: z.string().optional(),
            expires: z.string().optional(),
            sig: z.string().optional(),
          }),
          response: { 200: receivedUploadResponse },
        },
      },
      async (request) => {
        const key = `${request.params.kind}/${request.params.name}`;
        const grant = storage.verifyUpload(request.query, key, ctx.clock.now().getTime());
        if (!grant) throw AppError.forbidden(MSG.uploadExpired);
        const length = Number(request.headers['content-length']);
        const upload = await receiveUpload(ctx, storage, {
          grant,
          contentType: request.headers['content-type'],
          contentLength: Number.isFinite(length) ? length : undefined,
          body: request.body as Readable,
        });
        return ok(upload);
      },
    );
  });

  app.get(
    `${LOCAL_DOWNLOAD_PATH.slice(API_BASE_PATH.length)}/:kind/:name`,
    {
      schema: {
        tags,
        summary: 'Serves a stored file through a signed download URL (supports one byte range)',
        params: keyParams,
        querystring: z.object({ expires: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.kind}/${request.params.name}`;
      if (!storage.verifyDownload(request.query, key, ctx.clock.now().getTime())) throw AppError.forbidden();
      const file = await serveFile(ctx, storage, key, request.headers.range);
      reply.headers({
        'content-type': file.contentType,
        'content-disposition': file.disposition,
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
      });
      if (file.range) {
        const { start, end } = file.range;
        reply.status(206).headers({
          'content-range': `bytes ${start}-${end}/${file.size}`,
          'content-length': end - start + 1,
        });
      } else {
        reply.header('content-length', file.size);
      }
      return reply.send(file.body);
    },
  );
}
