import { and, eq, isNull } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db, Queryable } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { JobQueue, QueueSpec } from '../jobs.ts';

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
  /** After a commit: this instance's mail workers look for the new message now rather than at their next poll. */
  wake(): void;
  /** Delivers one written message (the mail queue's job); throws on failure so the queue retries it. */
  deliver(id: number): Promise<void>;
}

/** One job per e-mail; a failure is retried 10 times with pg-boss's exponential backoff from 10 s. */
export const MAIL_QUEUE: QueueSpec = { name: 'mail-send', retryLimit: 10, retryDelaySeconds: 10 };

export function createMailer(
  db: Db,
  options: {
    smtpUrl?: string;
    from: string;
    log: (line: string) => void;
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

  return {
    async enqueue(q, email) {
      const [row] = await q
        .insert(outboxEmails)
        .values({
          toAddress: email.to,
          template: email.template,
          language: email.language,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          headers: email.headers ?? null,
        })
        .returning({ id: outboxEmails.id });
      await options.queue?.send(q, MAIL_QUEUE.name, { id: row!.id });
    },

    wake() {
      options.queue?.wake(MAIL_QUEUE.name);
    },

    async deliver(id) {
      // The row lock and `sent_at` make a message go once even if its job ever runs twice.
      const failure = await db.transaction(async (tx) => {
        const [email] = await tx
          .select()
          .from(outboxEmails)
          .where(and(eq(outboxEmails.id, id), isNull(outboxEmails.sentAt)))
          .for('update');
        if (!email) return undefined;
        try {
          if (smtpUrl) {
            await (await smtp()).sendMail({
              from: options.from,
              to: email.toAddress,
              subject: email.subject,
              text: email.textBody,
              html: email.htmlBody,
              ...(email.headers && { headers: email.headers }),
            });
          } else {
            options.log(`[mail] to=${email.toAddress} subject="${email.subject}"\n${email.textBody}`);
          }
          await tx
            .update(outboxEmails)
            .set({ sentAt: new Date(), attempts: email.attempts + 1 })
            .where(eq(outboxEmails.id, id));
          return undefined;
        } catch (err) {
          await tx
            .update(outboxEmails)
            .set({ attempts: email.attempts + 1, lastError: String(err) })
            .where(eq(outboxEmails.id, id));
          return err;
        }
      });
      if (failure) throw failure;
    },
  };
}
