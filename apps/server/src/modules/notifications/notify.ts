import type { NotificationType } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { notificationEmail } from '../../platform/mail/templates.ts';
import { fullName } from '../users/index.ts';
import { type NotificationFacts, notificationLink, writeNotification } from './copy.ts';
import { findReceiver, findSessionFacts, insertNotification } from './repository.ts';

export type { NotificationType };

export interface NotificationInput {
  userId: number;
  type: NotificationType;
  /**
   * `session_id` (required: the entry and the e-mail name the session's subject, the other person and the start
   * time), and optionally `reason` (or `rejection_reason`) and `status` (a decided cancellation's).
   */
  data: Record<string, string | number | null>;
}

/**
 * Records an entry on the user's /notifications page inside the caller's transaction, and e-mails the user in
 * their language (the e-mail is written in the same transaction and delivered once it has committed).
 */
export async function notify(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  input: NotificationInput,
): Promise<void> {
  const sessionId = Number(input.data.session_id);
  const session = await findSessionFacts(tx, sessionId);
  const receiver = await findReceiver(tx, input.userId);
  if (!session || !receiver) throw new Error(`notify: no session ${sessionId} or user ${input.userId}`);
  const forStudent = session.student.id === receiver.id;
  const facts: NotificationFacts = {
    session_id: session.id,
    tutor_id: session.tutor.id,
    receiver_role: forStudent ? 'student' : 'teacher',
    subject_en: session.subjectEn,
    subject_th: session.subjectTh,
    other_name: fullName(forStudent ? session.tutor : session.student),
    starting_at: session.startingAt.toISOString(),
    reason: textOf(input.data.reason ?? input.data.rejection_reason),
    status: textOf(input.data.status),
  };
  await insertNotification(tx, {
    userId: receiver.id,
    type: input.type,
    data: { ...input.data, ...facts },
    createdAt: ctx.clock.now(),
  });
  const text = writeNotification(input.type, facts, receiver.language, receiver.timeZone);
  await ctx.mailer.enqueue(
    tx,
    notificationEmail({
      to: receiver.email,
      language: receiver.language,
      template: `notification_${input.type.replace('.', '_')}`,
      name: fullName(receiver),
      ...text,
      link: `${ctx.config.appUrl}${notificationLink(input.type)}`,
    }),
  );
  afterCommit(() => ctx.mailer.deliverPending());
}

const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value) || null;
