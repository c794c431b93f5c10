import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/platform/bootstrap.ts';
import { type Config, DEFAULT_RATE_LIMITS, loadConfig } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { createDb } from '../src/platform/db/client.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Calls the API through HTTP semantics (Fastify inject), with an optional bearer token. */
  call(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<CallResult>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered
  body: any;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A Kru app on its own database, cloned from the migrated and seeded template, dropped when the file ends.
 * Rate limits are generous unless a test passes its own.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; context?: Partial<AppContext> } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const database = `kru_t_${template.split('_').pop()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-test-data-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, STORAGE_SECRET: 'test-secret' }),
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signInPerWindow: 1000,
      resetPerWindow: 1000,
      codeChecksPerWindow: 1000,
      globalPerMinute: 100_000,
    },
    seedDemo: false,
    ...options.config,
  };
  const db = createDb(withDatabase(adminUrl, database), 4);
  const mailer = createMailer(db, { from: config.mailFrom, log: () => {} });
  const ctx = createContext(config, db, { mailer, ...options.context });
  const app = await buildApp(ctx);

  afterAll(async () => {
    await app.close();
    await db.$client.end();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    app,
    ctx,
    async call(method, url, { body, token, headers = {}, ip } = {}) {
      const response = await app.inject({
        method,
        url,
        payload: body as InjectOptions['payload'],
        remoteAddress: ip,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
      let parsed: unknown = response.body;
      try {
        parsed = response.json();
      } catch {
        // not JSON: the raw body stays
      }
      return { status: response.statusCode, headers: response.headers, body: parsed };
    },
  };
}
