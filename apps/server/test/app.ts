import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { createContext } from '../src/platform/bootstrap.ts';
import { type AiConfig, type Config, DEFAULT_RATE_LIMITS, loadConfig } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { createDb } from '../src/platform/db/client.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { afterThisFile } from './file-cleanup.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Another instance of the app on the same database (its own pool and context), closed with the file. */
  anotherInstance(options?: { config?: Partial<Config> }): Promise<TestApp>;
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

/** A test's settings over the defaults; `ai` is merged, so a test names only the AI limits it is about. */
export type TestConfig = Partial<Omit<Config, 'ai'>> & { ai?: Partial<AiConfig> };

/**
 * A Kru app on its own database, cloned from the migrated and seeded template, dropped when the file ends.
 * Rate limits are generous unless a test passes its own.
 */
export async function createTestApp(
  options: { config?: TestConfig; context?: Partial<AppContext>; app?: BuildAppOptions } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const database = `kru_t_${template.split('_').pop()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-test-data-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, STORAGE_SECRET: 'test-secret' });
  const config: Config = {
    ...base,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signInPerWindow: 1000,
      resetPerWindow: 1000,
      codeChecksPerWindow: 1000,
      globalPerMinute: 100_000,
    },
    seedDemo: false,
    ...options.config,
    ai: { ...base.ai, ...options.config?.ai },
  };
  const databaseUrl = withDatabase(adminUrl, database);
  const instances: Array<{ app: FastifyInstance; ctx: AppContext }> = [];
  async function instance(instanceConfig: Config): Promise<TestApp> {
    const db = createDb(databaseUrl, 4);
    const mailer = createMailer(db, { from: instanceConfig.mailFrom, log: () => {} });
    const ctx = createContext(instanceConfig, db, { mailer, ...options.context });
    const app = await buildApp(ctx, options.app);
    instances.push({ app, ctx });
    return {
      app,
      ctx,
      anotherInstance: (more = {}) => instance({ ...instanceConfig, ...more.config }),
      call: (method, url, callOptions) => send(app, method, url, callOptions),
    };
  }

  afterThisFile(async () => {
    for (const { app, ctx } of instances) {
      // A test that listened may leave a client's keep-alive connection open, which `close` would wait for. An
      // HTTPS instance's server is HTTP/2's, which has no such method (its clients close their sessions).
      if (!ctx.config.tls) app.server.closeAllConnections();
      await app.close();
      await ctx.rateLimiter.close();
      await ctx.errorReporter.close();
      await ctx.db.$client.end();
    }
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return instance(config);
}

async function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { body, token, headers = {}, ip }: CallOptions = {},
): Promise<CallResult> {
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
}
