import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type Log = (...args: unknown[]) => void;

/**
 * A request's logger that makes its pino child (the request id bound into every line) only when something is
 * logged: most requests log nothing (LOG_SAMPLE_RATE), and making a child for each cost more than the id itself.
 */
class DeferredChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: { level?: string },
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) {
    (this.logger.fatal as Log)(...args);
  }
  error(...args: unknown[]) {
    (this.logger.error as Log)(...args);
  }
  warn(...args: unknown[]) {
    (this.logger.warn as Log)(...args);
  }
  info(...args: unknown[]) {
    (this.logger.info as Log)(...args);
  }
  debug(...args: unknown[]) {
    (this.logger.debug as Log)(...args);
  }
  trace(...args: unknown[]) {
    (this.logger.trace as Log)(...args);
  }
  silent() {}

  child(bindings: Bindings, options?: { level?: string }): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made on first use. */
export function deferredChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: { level?: string },
): FastifyBaseLogger {
  return new DeferredChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Request ids unique across processes without a random UUID per request: this process's random prefix and a
 * counter (an error report's `request_id` and the log lines of one request still match).
 */
export function requestIdGenerator(): () => string {
  const prefix = randomBytes(9).toString('base64url');
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${count.toString(36)}`;
  };
}
