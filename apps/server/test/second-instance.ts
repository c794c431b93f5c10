import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/platform/bootstrap.ts';
import { createDb } from '../src/platform/db/client.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import type { TestApp } from './app.ts';

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * The test app and a second instance of the server on the same database (its own pool, context and listening
 * connection), both listening on loopback: what fan-out between instances is tested with. `close` stops the second.
 */
export async function withSecondInstance(t: TestApp) {
  const db = createDb(t.ctx.db.$client.options.connectionString!, 2);
  const ctx = createContext(t.ctx.config, db, {
    mailer: createMailer(db, { from: 'kru@example.com', log: () => {} }),
  });
  const second = await buildApp(ctx);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  await second.listen({ host: '127.0.0.1', port: 0 });
  return {
    second,
    instanceA: baseOf(t.app),
    instanceB: baseOf(second),
    close: async () => {
      await second.close();
      await db.$client.end();
    },
  };
}
