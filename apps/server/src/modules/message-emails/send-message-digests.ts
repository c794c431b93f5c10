import { MESSAGE_EMAIL_DELAY_MINUTES } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import { formatTime } from '../../platform/format-time.ts';
import { unsubscribableEmail } from '../../platform/mail/templates.ts';
import { fullName } from '../../platform/person-name.ts';
import { DIGEST_WORDS, digestMessage } from './copy.ts';
import { previewLine } from './policy.ts';
import { claimDueBatches, findReader, findUnreadUnmailed, insertBatch, markMailed } from './repository.ts';
import { unsubscribeLinks } from './unsubscribe-link.ts';

const BATCH = 100;
/** Messages one e-mail lists; it counts the rest. */
const LISTED = 20;

/**
 * Called in the transaction of a message that reached someone with no socket open: their batch is due a few
 * minutes after the first such message (later ones join it).
 */
export async function startEmailBatch(tx: Tx, userId: number, now: Date): Promise<void> {
  await insertBatch(tx, userId, new Date(now.getTime() + MESSAGE_EMAIL_DELAY_MINUTES * 60_000));
}

/**
 * The job (every minute): each due batch becomes at most one e-mail listing the messages its person has neither
 * read nor been e-mailed about, in their language and time zone. The claim, the e-mail and the "e-mailed up to"
 * marks commit together, so a run repeated or racing another instance never sends the same messages twice. Nothing
 * is sent when they read everything meanwhile, turned these e-mails off, or were suspended.
 */
export async function sendMessageDigests(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await inTransaction(ctx.db, async (tx, afterCommit) => {
      const userIds = await claimDueBatches(tx, ctx.clock.now(), BATCH);
      for (const userId of userIds) {
        if (await mailDigest(ctx, tx, userId)) {
          sent += 1;
          afterCommit(() => ctx.mailer.wake());
        }
      }
      return userIds.length;
    });
    if (claimed < BATCH) return sent;
  }
}

async function mailDigest(ctx: AppContext, tx: Tx, userId: number): Promise<boolean> {
  const reader = await findReader(tx, userId);
  if (!reader || reader.optedOut || reader.suspendedAt) return false;
  const unread = await findUnreadUnmailed(tx, userId, LISTED);
  if (!unread.length) return false;
  const lines = unread.map((message) => ({
    sender: fullName({
      firstName: message.senderFirstName,
      lastName: message.senderLastName,
      email: message.senderEmail,
    }),
    at: formatTime(message.createdAt, reader.language, reader.timeZone, 'short'),
    preview: previewLine(message.body),
    attachments: message.attachmentCount,
  }));
  const message = digestMessage(reader.language, {
    name: fullName(reader),
    lines,
    more: unread[0]!.total - unread.length,
    link: `${ctx.config.appUrl}/messages`,
  });
  const words = DIGEST_WORDS[reader.language];
  await ctx.mailer.enqueue(
    tx,
    unsubscribableEmail({
      to: reader.email,
      language: reader.language,
      template: 'messages_unread_digest',
      ...message,
      unsubscribe: {
        footer: words.footer,
        label: words.unsubscribe,
        ...unsubscribeLinks(ctx.config, userId),
      },
    }),
  );
  const newestOf = new Map<number, number>();
  for (const m of unread) newestOf.set(m.conversationId, Math.max(newestOf.get(m.conversationId) ?? 0, m.id));
  for (const [conversationId, id] of newestOf) await markMailed(tx, userId, conversationId, id);
  return true;
}
