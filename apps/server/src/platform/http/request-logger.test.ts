import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { deferredChildLogger, requestIdGenerator } from './request-logger.ts';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  // Fastify's own pino, as the server makes it.
  return { logger: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('deferredChildLogger', () => {
  it('makes no child until something is logged', () => {
    const { logger } = capturingLogger();
    const child = vi.spyOn(logger, 'child');
    const requestLog = deferredChildLogger(logger, { reqId: 'r-1' }, {});
    expect(requestLog.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    requestLog.warn('first');
    requestLog.error('second');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('writes each line with the request id, at the level asked', () => {
    const { logger, lines } = capturingLogger();
    const requestLog = deferredChildLogger(logger, { reqId: 'r-2' }, {});
    requestLog.info({ statusCode: 200 }, 'request completed');
    requestLog.debug('not at info');
    expect(lines).toMatchObject([{ reqId: 'r-2', statusCode: 200, msg: 'request completed', level: 30 }]);
  });

  it('keeps a route level', () => {
    const { logger, lines } = capturingLogger();
    const requestLog = deferredChildLogger(logger, { reqId: 'r-3' }, { level: 'error' });
    expect(requestLog.level).toBe('error');
    requestLog.warn('dropped');
    requestLog.error('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});

describe('requestIdGenerator', () => {
  it('gives ids unique within a process and across processes', () => {
    const first = requestIdGenerator();
    const ids = new Set(Array.from({ length: 1000 }, first));
    expect(ids.size).toBe(1000);
    const other = requestIdGenerator();
    expect(other()).not.toBe(requestIdGenerator()());
    expect(ids.has(other())).toBe(false);
  });
});
