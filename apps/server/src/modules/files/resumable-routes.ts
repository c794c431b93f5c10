import { API_BASE_PATH, MSG } from '@kru/contract';
import type { Server as TusServer } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { AppContext } from '../../platform/context.ts';
import { AppError, toFailure } from '../../platform/errors.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { resumableStoreOf } from '../../platform/storage/resumable-store.ts';
import { createSharedUploadLocker } from '../../platform/storage/shared-upload-locker.ts';
import { authorizeResumable, type ResumableGrant } from './authorize-resumable.ts';
import { finishResumable } from './finish-resumable.ts';
import { formatBytes } from './policy.ts';
import { RESUMABLE_PATH } from './resumable-grant.ts';

/** What the tus server's hooks need of a request Fastify authorized: its grant, and the request for the language. */
interface Authorized {
  request: FastifyRequest;
  grant: ResumableGrant | null;
}

const KEY_IN_PATH = /\/files\/resumable\/([a-z]+\/[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?)$/;

/** The tus error (or ours) as the API's failure envelope, in the request's language. */
function envelopeOf(error: unknown, authorized: Authorized | undefined, grant: ResumableGrant | null) {
  const tusStatus = (error as { status_code?: number } | null)?.status_code;
  const appError =
    error instanceof AppError
      ? error
      : tusStatus === 413
        ? AppError.tooLarge(MSG.fileTooLarge, { max: formatBytes(grant?.maxBytes ?? 0) })
        : tusStatus !== undefined && tusStatus < 500
          ? Object.assign(new Error('tus'), { statusCode: tusStatus })
          : error;
  if (!authorized) return { status_code: tusStatus ?? 500, body: '' };
  const { status, body } = toFailure(appError, authorized.request);
  return { status_code: status, body: JSON.stringify(body) };
}

/**
 * Resumable uploads (the tus protocol, `@tus/server`) of videos and attachments, with either storage driver:
 * POST creates the upload of a signed key, HEAD answers its offset, PATCH appends a chunk at that offset.
 * Fastify authorizes each request first (the ticket from the signing, the bearer token of its owner); the tus
 * server then gets the raw request and answers it itself.
 */
export function resumableUploadRoutes(app: ZodApp, ctx: AppContext) {
  const authorized = new WeakMap<object, Authorized>();
  // The tus server wraps the raw request Fastify handed it; the wrapper keeps it as `runtime.node.req`.
  const fromTus = (req: { runtime?: { node?: { req: object } } }) =>
    req.runtime?.node ? authorized.get(req.runtime.node.req) : undefined;
  let server: Promise<TusServer> | undefined;
  // Shared by the instances on the database (docs/architecture.md, "Resumable uploads"); its connection opens at
  // the first lock.
  const locker = createSharedUploadLocker(() => new pg.Client(ctx.db.$client.options));
  app.addHook('onClose', () => locker.close());
  // Built at the first resumable upload: the tus packages (and with S3 the SDK) are not loaded at start.
  const tusServer = () => {
    server ??= (async () => {
      const { Server } = await import('@tus/server');
      const { datastore } = await resumableStoreOf(ctx.storage);
      return new Server({
        path: RESUMABLE_PATH,
        datastore,
        locker,
        relativeLocation: true,
        namingFunction: (req) => {
          const grant = fromTus(req)?.grant;
          if (!grant) throw AppError.notFound();
          return grant.key;
        },
        generateUrl: (_req, { path, id }) => `${path}/${id}`,
        getFileIdFromRequest: (req) => KEY_IN_PATH.exec(new URL(req.url).pathname)?.[1],
        maxSize: (req) => fromTus(req)?.grant?.maxBytes ?? 1,
        // The stored type is the signed one, whatever the client's metadata says.
        onUploadCreate: async (req) => ({
          metadata: { contentType: fromTus(req)?.grant?.contentType ?? '' },
        }),
        onUploadFinish: async (req) => {
          const grant = fromTus(req)?.grant;
          if (!grant) throw AppError.notFound();
          try {
            const size = await finishResumable(ctx, grant);
            return { headers: { 'Upload-Key': grant.key, 'Upload-Stored-Size': size } };
          } catch (err) {
            throw envelopeOf(err, fromTus(req), grant);
          }
        },
        onResponseError: (req, error) => {
          // Already an envelope (thrown above).
          if ('body' in error && error.body.startsWith('{')) return undefined;
          const request = fromTus(req);
          return envelopeOf(error, request, request?.grant ?? null);
        },
      });
    })();
    return server;
  };

  app.register(async (plugin) => {
    // As for the local driver's PUT, the body is left unparsed: the tus server reads the raw stream itself.
    plugin.removeAllContentTypeParsers();
    plugin.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const path = RESUMABLE_PATH.slice(API_BASE_PATH.length);
    const handle = async (
      request: FastifyRequest<{ Params: { kind?: string; name?: string } }>,
      reply: FastifyReply,
    ) => {
      const { kind, name } = request.params;
      const grant =
        request.method === 'OPTIONS'
          ? null
          : await authorizeResumable(ctx, request.actor, request.tenant, {
              ticket: headerOf(request, 'upload-ticket'),
              key: kind && name ? `${kind}/${name}` : undefined,
              uploadLength: headerOf(request, 'upload-length'),
              creating: request.method === 'POST',
            });
      const tus = await tusServer();
      authorized.set(request.raw, { request, grant });
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const schema = { hide: true };
    plugin.route({ method: ['POST', 'OPTIONS'], url: path, schema, handler: handle });
    plugin.route({
      method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url: `${path}/:kind/:name`,
      schema,
      handler: handle,
    });
  });
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
