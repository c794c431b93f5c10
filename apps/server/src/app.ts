import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { API_BASE_PATH, MEETING_LIMITS, SUBDOMAIN_HEADER } from '@kru/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { moduleRoutes, pageRoutes } from './modules/index.ts';
import { bearerToken, resolveActor } from './platform/auth/actor.ts';
import type { AppContext } from './platform/context.ts';
import { AppError, sendFailure } from './platform/errors.ts';
import { sharedRateLimitStore } from './platform/http/rate-limit-store.ts';
import { languageFrom } from './platform/i18n.ts';
import { actorMayActOn, resolveTenant } from './platform/tenancy.ts';

export interface BuildAppOptions {
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  // A JSON call without a body (POST /sign-out from some clients) is an empty body, not a malformed one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('language', 'en');

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // The error-reporting service the web app sends to (SENTRY_DSN), even on plain http (self-hosted).
        connectSrc: [
          "'self'",
          'ws:',
          'wss:',
          'https:',
          ...(ctx.config.sentryDsn ? [new URL(ctx.config.sentryDsn).origin] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: ctx.config.rateLimits.globalPerMinute,
    timeWindow: 60_000,
    store: sharedRateLimitStore(ctx.rateLimiter),
    // The API is what costs: the web app's files (a page load fetches dozens of chunks) are not counted.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => AppError.rateLimited(Math.ceil(context.ttl / 1000)),
  });

  // The meeting room's signalling socket (modules/meeting); a frame larger than this closes it (1009).
  await app.register(websocket, { options: { maxPayload: MEETING_LIMITS.frameMaxBytes } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kru API',
        version: '1.0.0',
        description: 'The Kru marketplace API. Every answer is `{ success, data }`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', async (request) => {
    request.language = languageFrom(request.headers['accept-language']);
    if (request.url.startsWith(API_BASE_PATH)) {
      // A malformed, unknown or inactive x-subdomain is a 400 before anything else is looked at.
      request.tenant = await resolveTenant(ctx.tenants, request.headers[SUBDOMAIN_HEADER]);
      const actor = await resolveActor(ctx.db, bearerToken(request));
      // A user's token works only on the tenant they belong to (an admin's on every tenant).
      request.actor = actor && actorMayActOn(actor, request.tenant) ? actor : null;
    }
  });

  app.setErrorHandler((error, request, reply) =>
    sendFailure(error, request, reply, ctx.errorReporter.report),
  );

  await app.register(
    async (api) => {
      for (const register of moduleRoutes) register(api as never, ctx);
    },
    { prefix: API_BASE_PATH },
  );
  for (const register of pageRoutes) register(app as never, ctx);

  const webDist = ctx.config.webDistDir;
  const indexHtml = path.join(webDist, 'index.html');
  const serveWeb = fs.existsSync(indexHtml);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && serveWeb && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
    }
    return sendFailure(AppError.notFound(), request, reply);
  });

  return app;
}
