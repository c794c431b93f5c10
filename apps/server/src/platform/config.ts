import fs from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { SESSION_RULES } from '@kru/contract';
import type { RequestLogOptions } from './http/request-log.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { type IceServer, parseIceServers } from './realtime/ice-servers.ts';

/** A setting that stops the start: main prints its message alone, on one line. */
export class ConfigError extends Error {}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function vatRate(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) {
    throw new ConfigError(`VAT_RATE_PERCENT must be a percentage from 0 to 100 (such as 20), not "${value}"`);
  }
  return rate;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export interface RateLimitConfig {
  /** Sign-in attempts per address and per IP in a window. */
  signInPerWindow: number;
  /** Reset requests per address and per IP in a window. */
  resetPerWindow: number;
  /** Code checks per IP in a window. */
  codeChecksPerWindow: number;
  /** Per-IP limits are the per-address ones times this: a school behind one address has many people. */
  perIpFactor: number;
  windowMs: number;
  /** Any call per IP per minute. */
  globalPerMinute: number;
}

/** The S3-compatible store that holds files instead of DATA_DIR/files (set by S3_BUCKET). */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** The meeting room (WebRTC, signalling over the server's WebSocket). */
export interface MeetingConfig {
  /** STUN/TURN servers handed to the browsers (ICE_SERVERS); none by default. */
  iceServers: IceServer[];
  /** Signs room tokens (MEETING_SECRET); derived from the storage secret when unset. Instances share it. */
  secret: string | undefined;
  /** How long before the start the room opens (MEETING_OPENS_MINUTES_BEFORE; the journeys widen it). */
  opensMinutesBefore: number;
}

/** Stripe, used instead of the sandbox when STRIPE_SECRET_KEY is set. */
export interface StripeConfig {
  secretKey: string;
  /** Signs the webhooks Stripe sends to /api/v1/webhooks/stripe (whsec_...). */
  webhookSecret: string | undefined;
  /** Another API host (a loopback stand-in in tests): STRIPE_API_URL, e.g. http://127.0.0.1:12111. */
  apiUrl: string | undefined;
}

/** An OpenAI-compatible chat completions endpoint, used instead of the built-in tutor when AI_BASE_URL is set. */
export interface OpenAiConfig {
  /** AI_BASE_URL, e.g. https://api.openai.com/v1 (the path `/chat/completions` is appended). */
  baseUrl: string;
  /** AI_API_KEY, sent as a bearer token; a local server (Ollama, vLLM) may need none. */
  apiKey: string | undefined;
  /** AI_MODEL (default gpt-4o-mini). */
  model: string;
  /** AI_TIMEOUT_SECONDS (default 30), converted. */
  timeoutMs: number;
}

/** The per-course AI tutor. */
export interface AiConfig {
  /** Undefined: the built-in retrieval tutor (offline). */
  openAi: OpenAiConfig | undefined;
  /** Questions one user may ask per minute (AI_MESSAGES_PER_MINUTE, default 20). */
  messagesPerMinute: number;
  /** With a language model: questions one user may ask per UTC day (AI_MESSAGES_PER_DAY, default 50). */
  messagesPerDay: number;
  /** With a language model: tokens (prompt and answer) one user may spend per UTC day (AI_TOKENS_PER_DAY, default 100000). */
  tokensPerDay: number;
}

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  appUrl: string;
  /**
   * The VAT rate of what is paid from this start on, in percent of the net amount (VAT_RATE_PERCENT, default 0: Kru
   * charges no VAT until it is registered for it); each receipt shows the rate recorded when it was paid (vat_rates).
   * Prices already include it.
   */
  vatRatePercent: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Demo accounts and their data; on by default only for the one-command demo (embedded database, not production). */
  seedDemo: boolean;
  logLevel: string;
  /** Which answered requests get a log line: errors, slow ones, and a sample of the rest. */
  requestLog: RequestLogOptions;
  /** Secret that signs upload and download URLs; generated and kept under DATA_DIR when unset. */
  storageSecret: string | undefined;
  /** UPLOAD_CHUNK_BYTES: the size of each chunk of a resumable upload (8 MiB; the tests use small ones). */
  uploadChunkBytes: number;
  /** Files go to this S3-compatible bucket when set; otherwise to DATA_DIR/files. */
  s3: S3Config | undefined;
  rateLimits: RateLimitConfig;
  stripe: StripeConfig | undefined;
  meeting: MeetingConfig;
  ai: AiConfig;
  /** Sandbox payouts settle (paid, or failed for the failing test account) this long after they start. */
  sandboxPayoutDelaySeconds: number;
  redisUrl: string | undefined;
  /** SENTRY_DSN: server errors (500s) and the web app's reports go to this Sentry-compatible service. */
  sentryDsn: string | undefined;
  /** Trust X-Forwarded-For only behind a proxy we run; otherwise clients could pick their IP for rate limits. */
  trustProxy: boolean;
  /** DEV_CLOCK=1: time can be moved forward through /api/v1/dev/clock (development and journeys, never production). */
  devClock: boolean;
  webDistDir: string;
  video: VideoConfig;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server speaks HTTPS itself, HTTP/2 to browsers and HTTP/1.1 to the
   * rest (WebSockets included); unset, plain HTTP/1.1 (behind a proxy that terminates TLS, or the local demo).
   */
  tls: TlsConfig | undefined;
}

export interface TlsConfig {
  cert: Buffer;
  key: Buffer;
  /** Where they were read from: a renewed pair is read again from there (platform/http/tls-reload.ts). */
  certFile: string;
  keyFile: string;
}

export interface VideoConfig {
  /** Transcodes this process runs at once (VIDEO_TRANSCODE_CONCURRENCY, default 1; 0: leave them to `npm run worker`). */
  transcodeConcurrency: number;
  /** FFMPEG_PATH / FFPROBE_PATH: binaries to use instead of the ones the npm packages ship. */
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  signInPerWindow: 10,
  resetPerWindow: 5,
  perIpFactor: 10,
  codeChecksPerWindow: 30,
  windowMs: 15 * 60 * 1000,
  globalPerMinute: 600,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  // npm runs workspace scripts from the workspace's folder; INIT_CWD is where the person typed `npm start`.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const devClock = flag(env.DEV_CLOCK, false);
  if (devClock && nodeEnv === 'production') {
    throw new ConfigError(
      "DEV_CLOCK lets anyone move the server's time: it is refused with NODE_ENV=production",
    );
  }
  checkPayments(env, nodeEnv);
  const tls = tlsConfig(env);
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '127.0.0.1',
    appUrl: (env.APP_URL || `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    vatRatePercent: vatRate(env.VAT_RATE_PERCENT),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Kru <no-reply@kru.local>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    // Production never seeds demo accounts unless told to, whatever the database.
    seedDemo: flag(env.SEED_DEMO, nodeEnv !== 'production' && !env.DATABASE_URL),
    logLevel: env.LOG_LEVEL || 'info',
    requestLog: {
      sampleRate: Math.min(1, Math.max(0, int(env.LOG_SAMPLE_RATE, 0.01))),
      slowMs: Math.max(0, int(env.LOG_SLOW_MS, 500)),
    },
    storageSecret: env.STORAGE_SECRET || undefined,
    video: {
      transcodeConcurrency: Math.max(0, Math.floor(int(env.VIDEO_TRANSCODE_CONCURRENCY, 1))),
      ffmpegPath: env.FFMPEG_PATH || undefined,
      ffprobePath: env.FFPROBE_PATH || undefined,
    },
    uploadChunkBytes: Math.max(1024, int(env.UPLOAD_CHUNK_BYTES, 8 * 1024 * 1024)),
    s3: s3Config(env),
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      globalPerMinute: int(env.API_RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMITS.globalPerMinute),
    },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
          apiUrl: env.STRIPE_API_URL || undefined,
        }
      : undefined,
    sandboxPayoutDelaySeconds: int(env.SANDBOX_PAYOUT_DELAY_SECONDS, 60),
    meeting: {
      iceServers: parseIceServers(env.ICE_SERVERS),
      secret: env.MEETING_SECRET || undefined,
      opensMinutesBefore: int(env.MEETING_OPENS_MINUTES_BEFORE, SESSION_RULES.meetingOpensMinutesBefore),
    },
    ai: aiConfig(env),
    redisUrl: env.REDIS_URL || undefined,
    sentryDsn: sentryDsn(env.SENTRY_DSN),
    trustProxy: flag(env.TRUST_PROXY, false),
    devClock,
    webDistDir: WEB_DIST_DIR,
    tls,
  };
}

/** The certificate chain and its key, read at start: a path that cannot be read stops the start, not a request. */
function tlsConfig(env: NodeJS.ProcessEnv): TlsConfig | undefined {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither');
  return { ...readTlsPair(certFile, keyFile), certFile, keyFile };
}

/**
 * Reads a certificate chain and its key (PEM) and checks that they make a usable pair; ConfigError says which
 * file could not be read, or why the two do not go together, in one line.
 */
export function readTlsPair(certFile: string, keyFile: string): { cert: Buffer; key: Buffer } {
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file);
    } catch (error) {
      throw new ConfigError(`${name} cannot be read (${file}): ${(error as Error).message}`);
    }
  };
  const pair = { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
  try {
    // Not PEM, or a key that is not the certificate's: said now, in one line.
    createSecureContext(pair);
  } catch (error) {
    throw new ConfigError(
      `TLS_CERT_FILE and TLS_KEY_FILE do not make a usable pair: ${(error as Error).message}`,
    );
  }
  return pair;
}

/**
 * Payments go to Stripe with STRIPE_SECRET_KEY, otherwise to the sandbox, which production takes only when
 * PAYMENTS=sandbox says so: a forgotten key must not turn a live site into one where money is pretend.
 */
function checkPayments(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): void {
  const chosen = env.PAYMENTS || undefined;
  if (chosen !== undefined && chosen !== 'sandbox' && chosen !== 'stripe') {
    throw new ConfigError(`PAYMENTS must be sandbox or stripe, not ${chosen}`);
  }
  if (chosen === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  }
  if (chosen === 'sandbox' && env.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENTS=sandbox and STRIPE_SECRET_KEY are both set: keep the one you mean');
  }
  if (nodeEnv === 'production' && !env.STRIPE_SECRET_KEY && chosen !== 'sandbox') {
    throw new ConfigError(
      'NODE_ENV=production needs real payments: set STRIPE_SECRET_KEY, or PAYMENTS=sandbox for a test site',
    );
  }
}

function sentryDsn(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^@/]+@[^/]+\/.+/.test(value)) {
    throw new ConfigError('SENTRY_DSN must look like https://<key>@<host>/<project>');
  }
  return value;
}

function aiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const limits = {
    messagesPerMinute: Math.max(1, int(env.AI_MESSAGES_PER_MINUTE, 20)),
    messagesPerDay: Math.max(1, int(env.AI_MESSAGES_PER_DAY, 50)),
    tokensPerDay: Math.max(1, int(env.AI_TOKENS_PER_DAY, 100_000)),
  };
  if (!env.AI_BASE_URL) return { openAi: undefined, ...limits };
  if (!/^https?:\/\/[^/]/.test(env.AI_BASE_URL)) {
    throw new ConfigError(`AI_BASE_URL must be an http(s) URL, not ${env.AI_BASE_URL}`);
  }
  return {
    openAi: {
      baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || 'gpt-4o-mini',
      timeoutMs: Math.max(1, int(env.AI_TIMEOUT_SECONDS, 30)) * 1000,
    },
    ...limits,
  };
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, not ${endpoint}`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither');
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Most S3-compatible servers (MinIO, a loopback test server) address buckets by path, AWS by host name.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}
