import type { FastifyInstance } from 'fastify';

export interface RequestLogOptions {
  /** The share (0 to 1) of ordinary requests logged (LOG_SAMPLE_RATE). */
  sampleRate: number;
  /** A request slower than this is always logged (LOG_SLOW_MS). */
  slowMs: number;
}

/**
 * Whether a finished request gets a log line: server errors and slow requests always, the rest at the sample rate.
 * One line per request at 16,000 a second is most of a core; a sample still shows the traffic's shape.
 */
export function shouldLogRequest(
  statusCode: number,
  elapsedMs: number,
  options: RequestLogOptions,
  random: () => number = Math.random,
): boolean {
  if (statusCode >= 500 || elapsedMs >= options.slowMs) return true;
  return options.sampleRate > 0 && random() < options.sampleRate;
}

/** One line per logged request when it has been answered (Fastify's own two lines per request are off). */
export function registerRequestLog(app: FastifyInstance, options: RequestLogOptions): void {
  app.addHook('onResponse', (request, reply, done) => {
    const elapsedMs = reply.elapsedTime;
    if (shouldLogRequest(reply.statusCode, elapsedMs, options)) {
      const line = {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(elapsedMs * 10) / 10,
      };
      if (reply.statusCode >= 500) request.log.error(line, 'request failed');
      else if (elapsedMs >= options.slowMs) request.log.warn(line, 'slow request');
      else request.log.info(line, 'request completed');
    }
    done();
  });
}
