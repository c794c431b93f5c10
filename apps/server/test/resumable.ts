import http from 'node:http';
import type { ResumableUpload } from '@kru/contract';
import type { TestApp } from './app.ts';

/** A tus request through the API (Fastify inject), with the ticket and the bearer token the web app sends. */
export function tus(
  t: TestApp,
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
  url: string,
  {
    ticket,
    token,
    headers = {},
    body,
  }: { ticket: string; token: string; headers?: Record<string, string>; body?: Buffer },
) {
  return t.call(method, url, {
    token,
    body,
    headers: { 'tus-resumable': '1.0.0', 'upload-ticket': ticket, ...headers },
  });
}

/** Creates the tus upload of a signed key; answers its URL. */
export async function createResumable(t: TestApp, token: string, upload: ResumableUpload, length: number) {
  const res = await tus(t, 'POST', upload.endpoint, {
    token,
    ticket: upload.ticket,
    headers: { 'upload-length': String(length) },
  });
  return { res, url: String(res.headers.location ?? '') };
}

/** PATCHes `bytes` at `offset`. */
export function patchChunk(
  t: TestApp,
  token: string,
  ticket: string,
  url: string,
  offset: number,
  bytes: Buffer,
) {
  return tus(t, 'PATCH', url, {
    token,
    ticket,
    body: bytes,
    headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
}

/**
 * A PATCH over a real connection that announces all of `bytes` but sends only the first `sent` of them, then the
 * connection drops (as Wi-Fi does): the server keeps what arrived.
 */
export async function patchThenCut(
  baseUrl: string,
  token: string,
  ticket: string,
  url: string,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  const req = http.request(`${baseUrl}${url}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-ticket': ticket,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
  });
  req.on('error', () => {});
  await new Promise<void>((resolve) => req.write(bytes.subarray(0, sent), () => resolve()));
  // Long enough for the server to have written what arrived.
  await new Promise((resolve) => setTimeout(resolve, 300));
  req.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
}
