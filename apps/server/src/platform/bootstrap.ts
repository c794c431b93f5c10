import path from 'node:path';
import { createAiTutor } from './ai/index.ts';
import { ActorCache } from './auth/actor-cache.ts';
import { adjustableClock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createDb, type Db } from './db/client.ts';
import { createErrorReporter } from './error-reporting.ts';
import { createMailer } from './mail/mailer.ts';
import { createPaymentProvider } from './payments/index.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { StampedCache } from './stamped-cache.ts';
import { createLocalStorage, storageSecret } from './storage/local.ts';
import { createS3Storage } from './storage/s3.ts';
import type { Storage } from './storage/storage.ts';
import { createUploadTickets } from './storage/upload-ticket.ts';
import { createTenantDirectory } from './tenancy.ts';

/** Wires the context every use case receives; tests call it with their own database and overrides. */
export function createContext(config: Config, db: Db, overrides: Partial<AppContext> = {}): AppContext {
  // DEV_CLOCK: the journeys move time forward through /api/v1/dev/clock (loadConfig refuses it in production).
  const clock = overrides.clock ?? (config.devClock ? adjustableClock() : systemClock);
  return {
    config,
    db,
    // Without a job queue the mail stays in the outbox; main.ts passes the mailer that queues each message.
    mailer: createMailer(db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (line) => console.log(line),
      logsBodies: config.env !== 'production',
    }),
    storage: overrides.storage ?? createStorage(config),
    uploadTickets: createUploadTickets(storageSecret(config.dataDir, config.storageSecret)),
    payments: createPaymentProvider(config),
    rateLimiter: overrides.rateLimiter ?? createRateLimiter({ pool: db.$client, redisUrl: config.redisUrl }),
    aiTutor: createAiTutor(config.ai),
    errorReporter:
      overrides.errorReporter ?? createErrorReporter({ dsn: config.sentryDsn, environment: config.env }),
    clock,
    // On the context's clock, so a test's moved clock ages the cache as it would.
    tenants: createTenantDirectory(db, { now: () => clock.now().getTime() }),
    actors: new ActorCache(),
    profiles: new StampedCache(),
    jobs: null,
    ...overrides,
  };
}

/**
 * The S3-compatible bucket when S3_BUCKET is set, otherwise the local disk under DATA_DIR/files. The bucket checks
 * presigned URLs against real time, so the S3 driver signs with the system clock, not a test's moved one.
 */
function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage({
    dir: path.join(config.dataDir, 'files'),
    secret: storageSecret(config.dataDir, config.storageSecret),
    // Relative URLs: the browser resolves them against whatever host it reached Kru on.
    baseUrl: '',
  });
}

export { createDb };
