import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterThisFile } from './file-cleanup.ts';

/** One item of a Sentry envelope: its header and its JSON payload. */
export interface EnvelopeItem {
  header: { type: string };
  // biome-ignore lint/suspicious/noExplicitAny: the events are read as the service would
  payload: any;
}

/**
 * A loopback stand-in for a Sentry-compatible service: takes `POST /api/<project>/envelope/` (newline-delimited
 * JSON: the envelope header, then a header and a payload per item) and keeps the items.
 */
export async function startSentryStandIn() {
  const items: EnvelopeItem[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        const lines = body.split('\n').filter(Boolean);
        for (let i = 1; i + 1 < lines.length; i += 2)
          items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterThisFile(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    events: () => items.filter((item) => item.header.type === 'event').map((item) => item.payload),
  };
}
