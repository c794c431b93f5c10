import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { buildApp } from '../../app.ts';
import { createContext } from '../bootstrap.ts';
import { createDb } from '../db/client.ts';
import { type JobRunner, startJobs } from '../jobs.ts';
import { createMailer, MAIL_QUEUE, workOnMail } from './mailer.ts';
import { unsubscribableEmail } from './templates.ts';

const SIGN_UPS = 20;
let t: TestApp;
let smtp: TestSmtpServer;
const stops: Array<() => Promise<unknown>> = [];

/** A Kru instance as main.ts wires it (its own pool, pg-boss and mail worker) on the test file's database. */
async function startInstance() {
  const url = t.ctx.db.$client.options.connectionString!;
  const db = createDb(url, 4);
  const jobs: JobRunner = await startJobs(url, [MAIL_QUEUE], () => {});
  const mailer = createMailer(db, {
    smtpUrl: smtp.url,
    from: 'kru@example.com',
    log: () => {},
    queue: jobs.queue,
  });
  await workOnMail(jobs, mailer);
  const app = await buildApp(createContext(t.ctx.config, db, { mailer, clock: t.ctx.clock }));
  stops.push(
    () => app.close(),
    () => jobs.stop(),
    () => db.$client.end(),
  );
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpServer();
});

afterAll(async () => {
  smtp.release();
  for (const stop of stops) await stop();
  await smtp.close();
});

async function waitFor(condition: () => boolean, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end && !condition(); ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail delivery through the job queue, two instances on one database', () => {
  it('answers sign-ups without waiting on SMTP and mails each code exactly once', async () => {
    const instances = [await startInstance(), await startInstance()];
    const emails = Array.from(
      { length: SIGN_UPS },
      () => `mail-${randomBytes(4).toString('hex')}@example.com`,
    );

    // SMTP accepts nothing until released: a request that waited on it would never answer.
    smtp.hold();
    const answers = await Promise.all(
      emails.map((email, i) =>
        instances[i % 2]!.inject({
          method: 'POST',
          url: '/api/v1/register',
          payload: { email, password: 'a good password', user_type: 'student', terms_accepted: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 200));

    smtp.release();
    await waitFor(() => smtp.received.length >= SIGN_UPS, 20_000);
    // Time for any duplicate to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const perAddress = new Map<string, number>();
    for (const mail of smtp.received) {
      for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      expect(mail.raw).toMatch(/\b\d{5}\b/);
    }
    expect(Object.fromEntries(perAddress)).toEqual(Object.fromEntries(emails.map((email) => [email, 1])));
  });

  it('sends an e-mail’s own headers: List-Unsubscribe and its one-click POST (RFC 8058)', async () => {
    const mailer = createMailer(t.ctx.db, { smtpUrl: smtp.url, from: 'kru@example.com', log: () => {} });
    const to = `parent-${randomBytes(4).toString('hex')}@example.com`;
    await mailer.enqueue(
      t.ctx.db,
      unsubscribableEmail({
        to,
        language: 'en',
        template: 'test_unsubscribable',
        subject: 'A week on Kru',
        blocks: ['Hello'],
        unsubscribe: {
          footer: 'Why you receive this',
          label: 'Unsubscribe',
          pageUrl: 'https://kru.test/parents/unsubscribe?token=abc',
          oneClickUrl: 'https://kru.test/api/v1/public/parents/unsubscribe?token=abc',
        },
      }),
    );
    const [row] = await t.ctx.db
      .execute<{ id: number }>(sql`SELECT id FROM outbox_emails WHERE to_address = ${to}`)
      .then((result) => result.rows);
    expect(await mailer.deliver([row!.id])).toEqual([]);
    const mail = smtp.received.find((received) => received.to.includes(to));
    // Long headers arrive folded (RFC 5322): unfolded before reading.
    const headers = mail!.raw.split('\r\n\r\n')[0]!.replace(/\r\n\s+/g, ' ');
    expect(headers).toContain(
      'List-Unsubscribe: <https://kru.test/api/v1/public/parents/unsubscribe?token=abc>',
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('mail without SMTP_URL', () => {
  it('logs one line per message, with its text only where asked (development)', async () => {
    const deliverLogged = async (logsBodies: boolean | undefined) => {
      const lines: string[] = [];
      const mailer = createMailer(t.ctx.db, {
        from: 'kru@example.com',
        log: (line) => lines.push(line),
        logsBodies,
      });
      const to = `user-${randomBytes(4).toString('hex')}@example.com`;
      await mailer.enqueue(t.ctx.db, {
        to,
        template: 'test_code',
        language: 'en',
        subject: 'Your code',
        text: 'Your code is 12345',
        html: '<p>Your code is 12345</p>',
      });
      const [row] = await t.ctx.db
        .execute<{ id: number }>(sql`SELECT id FROM outbox_emails WHERE to_address = ${to}`)
        .then((result) => result.rows);
      expect(await mailer.deliver([row!.id])).toEqual([]);
      return { lines, to };
    };
    const production = await deliverLogged(undefined);
    expect(production.lines).toEqual([
      `[mail] to=${production.to} subject="Your code" (no SMTP_URL: not sent)`,
    ]);
    const development = await deliverLogged(true);
    expect(development.lines).toEqual([
      `[mail] to=${development.to} subject="Your code" (no SMTP_URL: not sent)\nYour code is 12345`,
    ]);
  });
});
