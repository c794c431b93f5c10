/**
 * `npm run docs:api`: writes docs/openapi.json, the OpenAPI description the server serves at /api/docs, generated
 * from the same zod schemas it validates with. Builds the app without a database connection: no request is made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { createContext } from '../apps/server/src/platform/bootstrap.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createDb } from '../apps/server/src/platform/db/client.ts';

const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENTS: 'sandbox',
  DATA_DIR: path.join(import.meta.dirname, '../data'),
  STORAGE_SECRET: 'docs',
});
const db = createDb('postgres://127.0.0.1:1/unused', 1);
const app = await buildApp(createContext(config, db));
// The description as the server serves it (built on the first visit: platform/http/api-docs.ts).
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
const target = path.join(import.meta.dirname, '../docs/openapi.json');
fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(
  `wrote ${path.relative(process.cwd(), target)} (${Object.keys(document.paths ?? {}).length} paths)`,
);
await app.close();
await db.$client.end();
