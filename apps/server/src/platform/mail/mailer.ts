import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Queryable } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

export interface OutgoingEmail {
  to: string;
  template: string;
  language: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Writes the message in the caller's transaction; it exists only if that transaction commits. */
  enqueue(q: Queryable, email: OutgoingEmail): Promise<void>;
  /** Delivers what is waiting; called after commit and by a periodic sweep. */
  deliverPending(): Promise<number>;
}

const MAX_ATTEMPTS = 5;

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log: (line: string) => void },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let delivering: Promise<number> | undefined;

  async function deliver(): Promise<number> {
    const pending = await db
      .select()
      .from(outboxEmails)
      .where(and(isNull(outboxEmails.sentAt), lt(outboxEmails.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outboxEmails.id))
      .limit(50);
    let sent = 0;
    for (const email of pending) {
      try {
        if (transport) {
          await transport.sendMail({
            from: options.from,
            to: email.toAddress,
            subject: email.subject,
            text: email.textBody,
            html: email.htmlBody,
          });
        } else {
          options.log(`[mail] to=${email.toAddress} subject="${email.subject}"\n${email.textBody}`);
        }
        await db
          .update(outboxEmails)
          .set({ sentAt: new Date(), attempts: email.attempts + 1 })
          .where(eqId(email.id));
        sent++;
      } catch (err) {
        await db
          .update(outboxEmails)
          .set({ attempts: email.attempts + 1, lastError: String(err) })
          .where(eqId(email.id));
      }
    }
    return sent;
  }

  return {
    async enqueue(q, email) {
      await q.insert(outboxEmails).values({
        toAddress: email.to,
        template: email.template,
        language: email.language,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
      });
    },
    deliverPending() {
      // One delivery run at a time; callers that arrive during a run share it.
      delivering ??= deliver().finally(() => {
        delivering = undefined;
      });
      return delivering;
    },
  };
}

function eqId(id: number) {
  return eq(outboxEmails.id, id);
}
