import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

export const API_DOCS_PATH = '/api/docs';

/** Headers of the docs instance's answer that the server's own reply sets for itself. */
const OWN_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** A route as the docs need it: what @fastify/swagger reads, never the handler or its hooks. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/**
 * The API's OpenAPI description and its pages (/api/docs), built on the first visit rather than at start:
 * @fastify/swagger and its UI held ~1.7 MB of heap in every instance from start, for pages few ever open
 * (docs/architecture.md, "Memory"). Every route is noted as it is registered; the first visit registers the
 * documented ones on a Fastify of its own with the swagger plugins (nothing is validated or handled there), and
 * each visit is answered from it. Call before the routes are registered.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema, config }) => {
    if (!schema?.hide) routes.push({ method, url, schema, config });
  });
  let docs: Promise<FastifyInstance> | undefined;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= buildDocsApp(routes).catch((err: unknown) => {
      docs = undefined;
      throw err;
    });
    const page = await (await docs).inject({
      method: 'GET',
      url: request.url,
      headers: request.headers,
    });
    if (page.statusCode === 404) throw AppError.notFound();
    for (const [name, value] of Object.entries(page.headers)) {
      if (value !== undefined && !OWN_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(page.statusCode).send(page.rawPayload);
  };
  const options = { schema: { hide: true }, exposeHeadRoute: true };
  app.get(API_DOCS_PATH, options, answer);
  app.get(`${API_DOCS_PATH}/*`, options, answer);
}

async function buildDocsApp(routes: DocumentedRoute[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ exposeHeadRoutes: false });
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
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
  await docs.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  for (const route of routes) docs.route({ ...route, handler: async () => null });
  await docs.ready();
  return docs;
}
