import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { startSentryStandIn } from '../../test/sentry-stand-in.ts';
import { buildApp } from '../app.ts';

// Loading the SDK on a busy CI machine took longer than 2.5 s once: wait up to 20 s, stopping at the event.
async function until<T>(read: () => T[], count: number): Promise<T[]> {
  for (let i = 0; i < 400 && read().length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return read();
}

describe('error reporting with SENTRY_DSN', () => {
  it('reports a 500 with the error id of its answer, and never a 400', async () => {
    const sentry = await startSentryStandIn();
    const t = await createTestApp({ config: { sentryDsn: sentry.dsn } });
    // A route of the test only: no input of the real API may give a 500.
    t.app.get('/api/v1/test/fails', async () => {
      throw new Error('the database went away');
    });

    expect((await t.call('GET', '/api/v1/nowhere')).status).toBe(404);
    const bad = await t.call('POST', '/api/v1/auth', {
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);

    const failed = await t.call('GET', '/api/v1/test/fails');
    expect(failed.status).toBe(500);
    const [event, ...more] = await until(sentry.events, 1);
    expect(more).toEqual([]);
    expect(event.level).toBe('error');
    expect(event.tags.error_id).toBe(failed.body.error_id);
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'the database went away' });
    expect(event.contexts.request).toMatchObject({ method: 'GET', route: '/api/v1/test/fails' });

    // Nothing came after: the 4xx answers were not reported.
    await t.ctx.errorReporter.close();
    expect(sentry.events()).toHaveLength(1);
  });
});

describe('POST /api/v1/client-errors', () => {
  const report = {
    level: 'warning',
    message: 'Request failed',
    status: 503,
    error_id: 'ABC123',
    url: '/wallet',
  };

  it("logs the web app's report at warning level and answers 204", async () => {
    const t = await createTestApp();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(t.ctx, { logger: { level: 'warn', stream } });
    const res = await logged.inject({ method: 'POST', url: '/api/v1/client-errors', payload: report });
    await logged.close();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const line = lines.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'client error report');
    expect(line).toMatchObject({ level: 40, client_error: report });
  });

  it('refuses a report that is too large or malformed, and too many from one client', async () => {
    const t = await createTestApp();
    const huge = await t.call('POST', '/api/v1/client-errors', {
      body: { ...report, stack: 'x'.repeat(40_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
    const malformed = await t.call('POST', '/api/v1/client-errors', {
      body: { level: 'panic', message: 'x' },
    });
    expect(malformed.status).toBe(422);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await t.call('POST', '/api/v1/client-errors', { body: report, ip: '203.0.113.77' })).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
