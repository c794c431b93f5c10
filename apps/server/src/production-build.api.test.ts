import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServer, emptyDatabase, runServer, SERVER_DIR } from '../test/spawn-server.ts';

const TLS_DIR = path.join(SERVER_DIR, 'test/tls');

/** GET /api/v1/health over HTTP/2 on a new connection that trusts `ca` alone: the answer and the certificate. */
async function healthOverHttp2(origin: string, ca: Buffer) {
  const session = http2.connect(origin, { ca });
  try {
    const body = await new Promise<string>((resolve, reject) => {
      let text = '';
      session.on('error', reject);
      const stream = session.request({ ':path': '/api/v1/health' });
      stream.on('data', (chunk) => {
        text += chunk;
      });
      stream.on('end', () => resolve(text));
      stream.on('error', reject);
      stream.end();
    });
    const socket = session.socket as TLSSocket;
    return { body, protocol: session.alpnProtocol, fingerprint: socket.getPeerCertificate().fingerprint256 };
  } finally {
    session.close();
  }
}

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

  it('serves HTTPS, HTTP/2 to a client that offers it, and a renewed certificate after SIGHUP', async () => {
    // The pair in a folder of its own, as an ACME client keeps it: the renewal overwrites both files.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-tls-'));
    const certFile = path.join(dir, 'fullchain.pem');
    const keyFile = path.join(dir, 'privkey.pem');
    fs.copyFileSync(path.join(TLS_DIR, 'localhost.crt'), certFile);
    fs.copyFileSync(path.join(TLS_DIR, 'localhost.key'), keyFile);
    const server = await runServer('dist/main.js', {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: await emptyDatabase(),
      TLS_CERT_FILE: certFile,
      TLS_KEY_FILE: keyFile,
    });
    expect(server.output()).toContain('Kru is ready');
    expect(server.output()).toContain('HTTPS: CN=localhost, valid until 2126-11-05');
    const origin = server.url.replace('http:', 'https:');
    const first = await healthOverHttp2(origin, fs.readFileSync(certFile));
    expect(first.protocol).toBe('h2');
    expect(JSON.parse(first.body)).toEqual({ success: true, data: { status: 'ok', database: 'up' } });

    fs.copyFileSync(path.join(TLS_DIR, 'renewed.crt'), certFile);
    fs.copyFileSync(path.join(TLS_DIR, 'renewed.key'), keyFile);
    server.signal('SIGHUP');
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toContain('TLS certificate reloaded (SIGHUP)');
    // Trusting only the renewed certificate: the old one would fail the handshake.
    const renewed = await healthOverHttp2(origin, fs.readFileSync(path.join(TLS_DIR, 'renewed.crt')));
    expect(renewed.fingerprint).not.toBe(first.fingerprint);
    expect(JSON.parse(renewed.body).data.status).toBe('ok');
    expect(await Promise.race([server.exited, 'running'])).toBe('running');
  }, 60_000);

  it('refuses a certificate without its key, in one line', async () => {
    const server = await runServer('dist/main.js', {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: 'postgres://127.0.0.1:1/never-reached',
      TLS_CERT_FILE: path.join(TLS_DIR, 'localhost.crt'),
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Kru cannot start: TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither',
    );
  }, 30_000);
});
