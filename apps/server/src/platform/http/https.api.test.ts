import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { createTenant } from '../../../test/tenants.ts';
import { tinyMp4 } from '../../../test/videos.ts';
import { WEB_ASSET as ASSET, WEB_ASSET_SOURCE as SOURCE, writeWebDist } from '../../../test/web-dist.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../../app.ts';
import { loadConfig } from '../config.ts';

// The test certificate (CN localhost, IP 127.0.0.1, valid to 2126) and its key: for this machine's loopback only.
const TLS_DIR = path.resolve(import.meta.dirname, '../../../test/tls');
const tls = loadConfig({
  TLS_CERT_FILE: path.join(TLS_DIR, 'localhost.crt'),
  TLS_KEY_FILE: path.join(TLS_DIR, 'localhost.key'),
}).tls!;
interface Http2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let origin: string;
let session: http2.ClientHttp2Session;

/** One request on the shared HTTP/2 connection. */
function request(headers: http2.OutgoingHttpHeaders, body?: unknown): Promise<Http2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => {
      answer = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    stream.end(body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body));
  });
}

describe('HTTPS with TLS_CERT_FILE and TLS_KEY_FILE', () => {
  beforeAll(async () => {
    t = await createTestApp({ config: { tls, webDistDir: writeWebDist() } });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    session = http2.connect(origin, { ca: tls.cert });
  });
  afterAll(() => {
    session?.close();
  });

  it('speaks HTTP/2 to a client that offers it', async () => {
    const res = await request({ ':method': 'GET', ':path': '/api/v1/health' });
    expect(session.alpnProtocol).toBe('h2');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString()).data.status).toBe('ok');
  });

  it('takes a JSON body over HTTP/2: signing in answers a token, a wrong password the envelope’s 422', async () => {
    const { user } = await createUser(t.ctx);
    const signIn = (password: string) =>
      request(
        { ':method': 'POST', ':path': '/api/v1/auth', 'content-type': 'application/json' },
        { email: user.email, password },
      );
    const signedIn = await signIn(DEFAULT_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body.toString()).data.token).toEqual(expect.any(String));
    const refused = await signIn('not the password');
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.body.toString())).toEqual({
      success: false,
      message: 'The email or password is incorrect.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('compresses JSON above the threshold over HTTP/2', async () => {
    const res = await request({
      ':method': 'GET',
      ':path': '/api/v1/public/subjects',
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const subjects = JSON.parse(brotliDecompressSync(res.body).toString()).data;
    expect(subjects.length).toBeGreaterThan(0);
    expect(JSON.stringify(subjects).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
  });

  it('finds the tenant by the address over HTTP/2 (`:authority`, where HTTP/1.1 has Host)', async () => {
    const school = await createTenant(t.ctx);
    const res = await request({
      ':method': 'GET',
      ':path': '/robots.txt',
      ':authority': new URL(school.url).host,
    });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain(`Sitemap: ${school.url}/sitemap.xml\n`);
  });

  it('sends the precompressed brotli copy of an asset over HTTP/2', async () => {
    const res = await request({ ':method': 'GET', ':path': ASSET, 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SOURCE);
  });

  it('takes a resumable (tus) upload over HTTP/2: created, sent in two halves, its offset read between', async () => {
    const { token } = await createUser(t.ctx);
    const signed = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'video', content_type: 'video/mp4' },
    });
    expect(signed.status).toBe(200);
    const { ticket, endpoint } = signed.body.data.resumable;
    const bytes = Buffer.concat([tinyMp4(4), Buffer.alloc(32 * 1024, 7)]);
    const tusHeaders = {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-ticket': ticket,
    };
    const created = await request({
      ':method': 'POST',
      ':path': endpoint,
      ...tusHeaders,
      'upload-length': String(bytes.length),
    });
    expect(created.status).toBe(201);
    const url = String(created.headers.location);
    const half = bytes.length / 2;
    const patch = (offset: number, chunk: Buffer) =>
      request(
        {
          ':method': 'PATCH',
          ':path': url,
          ...tusHeaders,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        chunk,
      );
    const first = await patch(0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    const head = await request({ ':method': 'HEAD', ':path': url, ...tusHeaders });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await patch(half, bytes.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(bytes.length));
  });

  it('still answers HTTP/1.1 clients over HTTPS', async () => {
    const res = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      https
        .get(`${origin}/api/v1/health`, { ca: tls.cert }, (answer) => {
          let body = '';
          answer.on('data', (chunk) => {
            body += chunk;
          });
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 0, version: answer.httpVersion, body }),
          );
        })
        .on('error', reject);
    });
    expect(res.version).toBe('1.1');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data.status).toBe('ok');
  });

  it('opens the messages WebSocket over HTTPS (an HTTP/1.1 upgrade)', async () => {
    const { token } = await createUser(t.ctx);
    const ticket = await t.call('POST', '/api/v1/messages/socket-ticket', { token });
    expect(ticket.status).toBe(200);
    const socket = new WebSocket(
      `${origin.replace('https', 'wss')}/api/v1/messages/ws?ticket=${encodeURIComponent(ticket.body.data.ticket)}`,
      { ca: tls.cert },
    );
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
