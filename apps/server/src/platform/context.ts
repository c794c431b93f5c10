import type { AiTutor } from './ai/tutor.ts';
import type { ActorCache } from './auth/actor-cache.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ErrorReporter } from './error-reporting.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { StampedCache } from './stamped-cache.ts';
import type { Storage } from './storage/storage.ts';
import type { UploadTickets } from './storage/upload-ticket.ts';
import type { TenantDirectory } from './tenancy.ts';

/** Everything a use case may reach besides its input: built once in main.ts (or per test file). */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  /** Signs and checks the tickets of resumable uploads (tus). */
  uploadTickets: UploadTickets;
  /** The sandbox, or Stripe when configured. */
  payments: PaymentProvider;
  rateLimiter: RateLimiter;
  /** 500s to a Sentry-compatible service (SENTRY_DSN), or nowhere but the log. */
  errorReporter: ErrorReporter;
  /** The per-course AI tutor: built-in retrieval, or an OpenAI-compatible endpoint when configured. */
  aiTutor: AiTutor;
  clock: Clock;
  /** The subdomains (tenants), cached. */
  tenants: TenantDirectory;
  /** Resolved tokens, kept a few seconds; use cases that end sessions or change their user forget them. */
  actors: ActorCache;
  /** Presented `GET /user` answers by user and language, served while their stamp holds (modules/users). */
  profiles: StampedCache;
  /** The background job queue; null where none runs (tests, which run a job's handler themselves). */
  jobs: JobQueue | null;
}
