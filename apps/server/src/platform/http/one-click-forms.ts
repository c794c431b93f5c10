import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodApp } from './zod-app.ts';

/**
 * Routes that mail clients' one-click unsubscribe (RFC 8058) posts to: it sends `List-Unsubscribe=One-Click` as a
 * form, accepted here and ignored (the token in the query is what counts). The parser is scoped to these routes:
 * every other route still refuses a form body.
 */
export function acceptingOneClickForms(app: ZodApp, register: (scope: ZodApp) => void): void {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    register(scope);
  });
}
