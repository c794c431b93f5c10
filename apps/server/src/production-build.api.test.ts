import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServer, emptyDatabase, runServer, SERVER_DIR } from '../test/spawn-server.ts';

/** `npm run build` then `npm run start:prod`: the compiled server, plain Node, NODE_ENV=production. */
describe('the production build', () => {
  beforeAll(() => buildServer(), 60_000);

  it('is JavaScript that migrates an empty database and answers health, with no dev mailbox', async () => {
    const main = path.join(SERVER_DIR, 'dist/main.js');
    expect(fs.readFileSync(main, 'utf8')).not.toMatch(/from ['"]@kru\/contract['"]/);
    const databaseUrl = await emptyDatabase();
    const server = await runServer('dist/main.js', {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: databaseUrl,
      VAT_RATE_PERCENT: '7.5',
    });
    expect(server.output()).toContain('Kru is ready');
    expect(server.output()).not.toContain('Demo accounts');
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(await health.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
    const site = await fetch(`${server.url}/api/v1/public/site-config`);
    expect((await site.json()).data.test_mode).toBe(true);
    expect((await fetch(`${server.url}/api/v1/dev/mailbox`)).status).toBe(404);
    // The start recorded its VAT rate: receipts paid from now on are split at it.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const rates = await db.query('SELECT rate_percent::text AS rate FROM vat_rates');
      expect(rates.rows).toEqual([{ rate: '7.5' }]);
    } finally {
      await db.end();
    }
  }, 60_000);

  it('refuses to start on the sandbox without PAYMENTS=sandbox, in one line', async () => {
    const server = await runServer('dist/main.js', {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://127.0.0.1:1/never-reached',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Kru cannot start: NODE_ENV=production needs real payments: set STRIPE_SECRET_KEY, or PAYMENTS=sandbox for a test site',
    );
  }, 30_000);

  it('serves HTTPS, HTTP/2 to a client that offers it, given a certificate and its key', async () => {
    const tls = path.join(SERVER_DIR, 'test/tls');
    const server = await runServer('dist/main.js', {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: await emptyDatabase(),
      TLS_CERT_FILE: path.join(tls, 'localhost.crt'),
      TLS_KEY_FILE: path.join(tls, 'localhost.key'),
    });
    expect(server.output()).toContain('Kru is ready');
    const session = http2.connect(server.url.replace('http:', 'https:'), {
      ca: fs.readFileSync(path.join(tls, 'localhost.crt')),
    });
    try {
      const health = await new Promise<string>((resolve, reject) => {
        let body = '';
        const stream = session.request({ ':path': '/api/v1/health' });
        stream.on('data', (chunk) => {
          body += chunk;
        });
        stream.on('end', () => resolve(body));
        stream.on('error', reject);
        stream.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(JSON.parse(health)).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
    } finally {
      session.close();
    }
  }, 60_000);

  it('refuses a certificate without its key, in one line', async () => {
    const server = await runServer('dist/main.js', {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: 'postgres://127.0.0.1:1/never-reached',
      TLS_CERT_FILE: path.join(SERVER_DIR, 'test/tls/localhost.crt'),
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Kru cannot start: TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither',
    );
  }, 30_000);
});
