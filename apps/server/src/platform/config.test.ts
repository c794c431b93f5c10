import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devMailboxEnabled } from '../modules/dev-mailbox/policy.ts';
import { ConfigError, loadConfig } from './config.ts';
import { paymentsTestMode } from './payments/index.ts';

describe('S3 configuration', () => {
  it('keeps files on the local disk without S3_BUCKET', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
  });

  it('addresses AWS by host name with the default region', () => {
    expect(loadConfig({ S3_BUCKET: 'kru-files' }).s3).toEqual({
      bucket: 'kru-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('uses path-style addressing for an S3-compatible endpoint unless told otherwise', () => {
    const env = {
      S3_BUCKET: 'kru',
      S3_ENDPOINT: 'https://minio.example.test',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'kru',
      endpoint: 'https://minio.example.test',
      region: 'eu-west-2',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ S3_BUCKET: 'kru', S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses at start a malformed endpoint or half a key pair', () => {
    expect(() => loadConfig({ S3_BUCKET: 'kru', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'kru', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'kru', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('reads the API rate limit per minute, 600 unless set', () => {
    expect(loadConfig({}).rateLimits.globalPerMinute).toBe(600);
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '6000' }).rateLimits.globalPerMinute).toBe(6000);
  });

  it('takes Stripe only with a secret key, and the sandbox payout delay', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_a' }).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_a',
      apiUrl: undefined,
    });
    expect(loadConfig({}).sandboxPayoutDelaySeconds).toBe(60);
    expect(loadConfig({ SANDBOX_PAYOUT_DELAY_SECONDS: '5' }).sandboxPayoutDelaySeconds).toBe(5);
  });
});

describe('production defaults', () => {
  const production = { NODE_ENV: 'production', PAYMENTS: 'sandbox' };

  it('seed the demo for the one-command start only: no NODE_ENV and no DATABASE_URL', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/kru' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/kru' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuse the sandbox in production unless PAYMENTS=sandbox or Stripe is configured', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^NODE_ENV=production needs real payments: set STRIPE_SECRET_KEY, or PAYMENTS=sandbox for a test site$/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig(production).stripe).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).stripe?.secretKey).toBe(
      'sk_live_x',
    );
    // Development keeps the sandbox without being asked: `npm start` stays one command.
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('refuse a PAYMENTS value that contradicts the Stripe setting', () => {
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS must be sandbox or stripe/);
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'sandbox', STRIPE_SECRET_KEY: 'sk_x' })).toThrow(/both set/);
    expect(loadConfig({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_x' }).stripe?.secretKey).toBe('sk_x');
  });

  it('say TEST MODE only for the sandbox in production', () => {
    expect(paymentsTestMode(loadConfig(production))).toBe(true);
    expect(paymentsTestMode(loadConfig({}))).toBe(false);
    expect(paymentsTestMode(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_x' }))).toBe(false);
  });

  it('never open the dev mailbox, whatever else is set', () => {
    const everything = { ...production, SEED_DEMO: '1', DEV_CLOCK: '0', SMTP_URL: '' };
    expect(devMailboxEnabled(loadConfig(everything))).toBe(false);
    expect(devMailboxEnabled(loadConfig({}))).toBe(true);
  });
});

describe('SENTRY_DSN', () => {
  it('is read when it looks like a DSN, and refused at start otherwise', () => {
    expect(loadConfig({}).sentryDsn).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: 'https://abc@glitchtip.example/3' }).sentryDsn).toBe(
      'https://abc@glitchtip.example/3',
    );
    expect(() => loadConfig({ SENTRY_DSN: 'glitchtip.example' })).toThrow(/SENTRY_DSN must look like/);
  });
});

describe('DEV_CLOCK', () => {
  it('is off unless set, and on in development and tests', () => {
    expect(loadConfig({}).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: '1' }).devClock).toBe(true);
    expect(loadConfig({ DEV_CLOCK: '1', NODE_ENV: 'test' }).devClock).toBe(true);
    expect(loadConfig({ DEV_CLOCK: '0', NODE_ENV: 'production', PAYMENTS: 'sandbox' }).devClock).toBe(false);
  });

  it('is refused at start in production', () => {
    expect(() => loadConfig({ DEV_CLOCK: '1', NODE_ENV: 'production' })).toThrow(
      /DEV_CLOCK .* refused with NODE_ENV=production/,
    );
  });
});

describe('AI tutor configuration', () => {
  it('uses the built-in tutor without AI_BASE_URL, 20 messages a minute, 50 a day, 100,000 tokens a day unless set', () => {
    expect(loadConfig({}).ai).toEqual({
      openAi: undefined,
      messagesPerMinute: 20,
      messagesPerDay: 50,
      tokensPerDay: 100_000,
    });
    expect(loadConfig({ AI_MESSAGES_PER_MINUTE: '5' }).ai.messagesPerMinute).toBe(5);
    expect(loadConfig({ AI_MESSAGES_PER_DAY: '7', AI_TOKENS_PER_DAY: '9000' }).ai).toMatchObject({
      messagesPerDay: 7,
      tokensPerDay: 9000,
    });
    // A key or a model alone does not switch providers: there is nowhere to send them.
    expect(loadConfig({ AI_API_KEY: 'sk-x', AI_MODEL: 'm' }).ai.openAi).toBeUndefined();
  });

  it('reads an OpenAI-compatible endpoint, its key, model and timeout', () => {
    expect(
      loadConfig({
        AI_BASE_URL: 'https://api.openai.com/v1/',
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'gpt-4.1-mini',
        AI_TIMEOUT_SECONDS: '12',
      }).ai.openAi,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4.1-mini',
      timeoutMs: 12_000,
    });
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai.openAi).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    });
  });

  it('refuses at start an AI_BASE_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'api.openai.com' })).toThrow(
      /AI_BASE_URL must be an http\(s\) URL/,
    );
  });
});

describe('request logging', () => {
  it('logs errors, requests over 500 ms and 1% of the rest unless told otherwise', () => {
    expect(loadConfig({}).requestLog).toEqual({ sampleRate: 0.01, slowMs: 500 });
    expect(loadConfig({ LOG_SAMPLE_RATE: '0.25', LOG_SLOW_MS: '200' }).requestLog).toEqual({
      sampleRate: 0.25,
      slowMs: 200,
    });
    expect(loadConfig({ LOG_SAMPLE_RATE: '7' }).requestLog.sampleRate).toBe(1);
  });
});

describe('TLS configuration', () => {
  const tlsDir = path.resolve(import.meta.dirname, '../../test/tls');
  const certFile = path.join(tlsDir, 'localhost.crt');
  const keyFile = path.join(tlsDir, 'localhost.key');

  it('serves plain HTTP without TLS_CERT_FILE and TLS_KEY_FILE', () => {
    expect(loadConfig({}).tls).toBeUndefined();
  });

  it('reads the certificate and its key when both are set, and the default address is https', () => {
    const config = loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, PORT: '3443' });
    expect(config.tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(config.tls?.key.toString()).toContain('PRIVATE KEY');
    expect(config.appUrl).toBe('https://localhost:3443');
    expect(loadConfig({ PORT: '3443' }).appUrl).toBe('http://localhost:3443');
  });

  it('refuses one without the other', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(
      new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither'),
    );
    expect(() => loadConfig({ TLS_KEY_FILE: keyFile })).toThrow(ConfigError);
  });

  it('says which file cannot be read', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: '/nowhere/kru.key' })).toThrow(
      /^TLS_KEY_FILE cannot be read \(\/nowhere\/kru\.key\)/,
    );
  });

  it('refuses a pair that is not a certificate and its key', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: keyFile, TLS_KEY_FILE: keyFile })).toThrow(
      /^TLS_CERT_FILE and TLS_KEY_FILE do not make a usable pair/,
    );
  });
});
