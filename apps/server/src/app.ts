import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { API_BASE_PATH, MEETING_LIMITS, SUBDOMAIN_HEADER } from '@kru/contract';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { moduleRoutes, pageRoutes } from './modules/index.ts';
import { inlineScriptSources, renderAppPage } from './modules/public-pages/index.ts';
import { bearerToken, resolveActor } from './platform/auth/actor.ts';
import type { AppContext } from './platform/context.ts';
import { AppError, sendFailure } from './platform/errors.ts';
import { registerApiDocs } from './platform/http/api-docs.ts';
import { pageLanguage, withPageLanguage } from './platform/http/page-language.ts';
import { sharedRateLimitStore } from './platform/http/rate-limit-store.ts';
import { registerRequestLog } from './platform/http/request-log.ts';
import { deferredChildLogger, requestIdGenerator } from './platform/http/request-logger.ts';
import { createResponseSerializerCompiler } from './platform/http/response-serializer.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { refuseUnstorableText } from './platform/http/text-input.ts';
import { languageFrom } from './platform/i18n.ts';
import { actorMayActOn, resolveTenant } from './platform/tenancy.ts';

/** Smaller answers go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** The longest path parameter the router takes (Fastify's default); longer is a 414. */
const ROUTER_MAX_PARAM_LENGTH = 100;
/**
 * A public course page's HTML is cached briefly (a renamed course shows within a minute); the generic HTML is
 * revalidated on every use.
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=60';

export interface BuildAppOptions {
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** Told of every route as it is registered (the route-walking test sees them all this way). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // With a certificate: HTTPS, HTTP/2 to the browsers that offer it (a page's dozens of chunks over one
    // connection) and HTTP/1.1 to the rest and to WebSockets. The handlers use only what both kinds of request
    // share, so the instance keeps the HTTP/1.1 server's types (`as object`: spread, it adds none of its own).
    ...((ctx.config.tls
      ? { http2: true, https: { allowHTTP1: true, cert: ctx.config.tls.cert, key: ctx.config.tls.key } }
      : {}) as object),
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdGenerator(),
    childLoggerFactory: deferredChildLogger,
    // Errors found while routing (a parameter over 100 characters: 414, a malformed URL: 400) come out in the
    // envelope too; onRequest has not run, so the language is read here.
    frameworkErrors: (error, request, reply) => {
      request.language = languageFrom(request.headers['accept-language']);
      return sendFailure(error, request, reply);
    },
    // registerRequestLog writes one line for the requests an operator asked for (LOG_SAMPLE_RATE, LOG_SLOW_MS).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
    // No automatic HEAD twin for every GET: the API is read with GET, and each twin is a route held in memory
    // (~1 MB of heap for all of them). The pages, sitemap and robots.txt, which crawlers may HEAD, ask for one.
    exposeHeadRoutes: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // A JSON call without a body (POST /sign-out from some clients) is an empty body, not a malformed one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their schema by fast-json-stringify; outside production each is also checked by zod.
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: ctx.config.env !== 'production' }));
  app.decorateRequest('actor', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('language', 'en');

  const webDist = ctx.config.webDistDir;
  const indexHtml = path.join(webDist, 'index.html');
  const headers = securityHeaders({
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
        // The site's own files and the built page's own inline script, by its hash (no other inline script).
        scriptSrc: ["'self'", ...inlineScriptSources(indexHtml)],
        // Upgrading only makes sense where the app is served over https: on plain http (the one-command demo, a
        // LAN install) it turned every same-origin redirect, such as a lesson image's signed download, into a
        // failed https request.
        upgradeInsecureRequests: ctx.config.appUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  registerRequestLog(app, ctx.config.requestLog);
  // The limit's plugin appends its hook to a route's `onRequest` array. Modules share one array among their
  // routes (`const onRequest = [authenticated, authorsOnly]`): each route gets its own copy first, or a second app
  // in the process (tests, `anotherInstance`) would run the first app's limit too.
  app.addHook('onRoute', (route) => {
    if (Array.isArray(route.onRequest)) route.onRequest = [...route.onRequest];
  });
  await app.register(rateLimit, {
    max: ctx.config.rateLimits.globalPerMinute,
    timeWindow: 60_000,
    // Shared through Redis when there is one; without it each instance counts in memory, because a PostgreSQL
    // write on every API call cost a round trip per request (docs/architecture.md, "Rate limits").
    store: ctx.config.redisUrl ? sharedRateLimitStore(ctx.rateLimiter) : undefined,
    // The API is what costs: the web app's files (a page load fetches dozens of chunks) are not counted.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => AppError.rateLimited(Math.ceil(context.ttl / 1000)),
  });

  // The meeting room's signalling socket (modules/meeting); a frame larger than this closes it (1009).
  await app.register(websocket, { options: { maxPayload: MEETING_LIMITS.frameMaxBytes } });
  registerApiDocs(app);

  app.addHook('onRequest', async (request) => {
    request.language = languageFrom(request.headers['accept-language']);
    if (request.url.startsWith(API_BASE_PATH)) {
      // A malformed, unknown or inactive x-subdomain is a 400 before anything else is looked at.
      request.tenant = await resolveTenant(ctx.tenants, request.headers[SUBDOMAIN_HEADER]);
      const actor = await resolveActor(ctx.db, ctx.actors, bearerToken(request));
      // A user's token works only on the tenant they belong to (an admin's on every tenant).
      request.actor = actor && actorMayActOn(actor, request.tenant) ? actor : null;
    }
  });

  app.setErrorHandler((error, request, reply) =>
    sendFailure(error, request, reply, ctx.errorReporter.report),
  );
  app.addHook('preValidation', refuseUnstorableText);

  const serveWeb = fs.existsSync(indexHtml);

  // JSON and HTML are compressed on the fly above 1 KB. Only in this scope: the web app's files are served by
  // the static plugin below (long-cached, precompressed at build), which this must neither touch nor redo.
  await app.register(async (compressed) => {
    await compressed.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
    await compressed.register(
      async (api) => {
        for (const register of moduleRoutes) register(api as never, ctx);
      },
      { prefix: API_BASE_PATH },
    );
    for (const register of pageRoutes) register(compressed as never, ctx);
    if (serveWeb) {
      // The web app's pages: every path that is no file and no API call is the single-page app's HTML.
      compressed.get('/*', { schema: { hide: true }, exposeHeadRoute: true }, async (request, reply) => {
        if (request.url.startsWith('/api/'))
          return sendFailure(unmatchedApiCall(request.url), request, reply);
        // The boot data in every page; a public course page carries its own title and link-card tags (a link
        // pasted in a chat shows the course); the visitor's language on the html element.
        const page = await renderAppPage(ctx, indexHtml, request);
        return reply
          .header('cache-control', page.isPublicCoursePage ? PUBLIC_PAGE_CACHE : 'no-cache')
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(withPageLanguage(page.html, pageLanguage(request.headers.cookie)));
      });
    }
  });

  if (serveWeb) {
    // The build writes `.br` and `.gz` beside each asset: the one the browser accepts is sent as is, and the
    // copies get no URL of their own. Only names under `assets/` carry a content hash: cached for a year.
    const varyOnEncoding = (res: { setHeader(name: string, value: string): unknown }) =>
      res.setHeader('vary', 'accept-encoding');
    const compressedCopies = ['**/*.br', '**/*.gz'];
    // Assets are looked up on disk when asked by one wildcard route, not a route per file made at start (the
    // build has hundreds: ~2 MB of heap held for the server's life); a missing one, or a copy, is a 404.
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !isCompressedCopy(pathName),
      setHeaders: varyOnEncoding,
      maxAge: '1y',
      immutable: true,
    });
    // The rest (favicon, thumbnails) may change under the same name: revalidated on every use.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: [...compressedCopies, 'assets/**', 'index.html'],
      setHeaders: varyOnEncoding,
      decorateReply: false,
    });
  }

  app.setNotFoundHandler((request, reply) => sendFailure(AppError.notFound(), request, reply));

  return app;
}

function isCompressedCopy(pathName: string): boolean {
  return pathName.endsWith('.br') || pathName.endsWith('.gz');
}

/**
 * An API call no route took. The router answers a parameter over its length limit with 414, but only when no
 * wildcard route can take the path instead: the web app's `GET /*` can, so the same 414 is given here.
 */
function unmatchedApiCall(url: string): Error {
  const path = url.split('?')[0] ?? url;
  if (path.split('/').some((segment) => segment.length > ROUTER_MAX_PARAM_LENGTH))
    return Object.assign(new Error('path parameter too long'), {
      statusCode: 414,
      code: 'FST_ERR_MAX_PARAM_LENGTH',
    });
  return AppError.notFound();
}
