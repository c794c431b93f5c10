import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db, Queryable } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { JobQueue, JobRunner, QueueSpec } from '../jobs.ts';

export interface OutgoingEmail {
  to: string;
  template: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Writes the message and its delivery job in the caller's transaction: both exist only if it commits, and the
   * request never waits on SMTP.
   */
  enqueue(q: Queryable, email: OutgoingEmail): Promise<void>;
  /** `enqueue` of many messages: one insert of the messages and one of their jobs. */
  enqueueMany(q: Queryable, emails: OutgoingEmail[]): Promise<void>;
  /** After a commit: this instance's mail workers look for the new message now rather than at their next poll. */
  wake(): void;
  /**
   * Delivers written messages (a batch of the mail queue's jobs) in one transaction; answers the ids it could not
   * send, whose jobs the queue retries.
   */
  deliver(ids: number[]): Promise<number[]>;
}

/** One job per e-mail; a failure is retried 10 times with pg-boss's exponential backoff from 10 s. */
export const MAIL_QUEUE: QueueSpec = { name: 'mail-send', retryLimit: 10, retryDelaySeconds: 10 };

/**
 * Delivers the mail queue's jobs in batches (a busy hour's bookings each write an e-mail: one fetch, one
 * transaction and one completion per batch rather than per message).
 */
export function workOnMail(jobs: JobRunner, mailer: Mailer) {
  return jobs.workInBatches<{ id: number }>(
    MAIL_QUEUE.name,
    async (batch) => {
      const failed = new Set(await mailer.deliver(batch.map((job) => job.data.id)));
      return batch.filter((job) => failed.has(job.data.id)).map((job) => job.id);
    },
    { workers: 2, batchSize: 50 },
  );
}

export function createMailer(
  db: Db,
  options: {
    smtpUrl?: string;
    from: string;
    log: (line: string) => void;
    /**
     * Without SMTP, each message is logged: with its text in development (its links to follow), one line without
     * it in production and by default (the text holds sign-in codes and reset links, and a busy hour's bodies
     * flood the log).
     */
    logsBodies?: boolean;
    /** Without a queue the message only stays in the outbox (the dev mailbox and tests read it there). */
    queue?: JobQueue;
  },
): Mailer {
  const { smtpUrl } = options;
  // nodemailer is loaded with the first message to send, not at start (docs/architecture.md, "Memory at idle").
  let transport: Promise<Transporter> | undefined;
  const smtp = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };

  const send = async (email: typeof outboxEmails.$inferSelect) => {
    if (!smtpUrl) {
      const line = `[mail] to=${email.toAddress} subject="${email.subject}" (no SMTP_URL: not sent)`;
      options.log(options.logsBodies ? `${line}\n${email.textBody}` : line);
      return;
    }
    await (await smtp()).sendMail({
      from: options.from,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
      ...(email.headers && { headers: email.headers }),
    });
  };

  const enqueueMany = async (q: Queryable, emails: OutgoingEmail[]) => {
    if (!emails.length) return;
    const rows = await q
      .insert(outboxEmails)
      .values(
        emails.map((email) => ({
          toAddress: email.to,
          template: email.template,
          language: email.language,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          headers: email.headers ?? null,
        })),
      )
      .returning({ id: outboxEmails.id });
    await options.queue?.sendMany(
      q,
      MAIL_QUEUE.name,
      rows.map((row) => ({ id: row.id })),
    );
  };

  return {
    enqueue: (q, email) => enqueueMany(q, [email]),
    enqueueMany,

    wake() {
      options.queue?.wake(MAIL_QUEUE.name);
    },

    async deliver(ids) {
      // The row locks and `sent_at` make a message go once even if its job ever runs twice.
      return db.transaction(async (tx) => {
        const emails = await tx
          .select()
          .from(outboxEmails)
          .where(and(inArray(outboxEmails.id, ids), isNull(outboxEmails.sentAt)))
          .for('update');
        const sent: number[] = [];
        const failures: Array<{ id: number; error: unknown }> = [];
        for (const email of emails) {
          try {
            await send(email);
            sent.push(email.id);
          } catch (error) {
            failures.push({ id: email.id, error });
          }
        }
        if (sent.length) {
          await tx
            .update(outboxEmails)
            .set({ sentAt: new Date(), attempts: sql`${outboxEmails.attempts} + 1` })
            .where(inArray(outboxEmails.id, sent));
        }
        for (const { id, error } of failures) {
          await tx
            .update(outboxEmails)
            .set({ attempts: sql`${outboxEmails.attempts} + 1`, lastError: String(error) })
            .where(eq(outboxEmails.id, id));
        }
        return failures.map((failure) => failure.id);
      });
    },
  };
}
