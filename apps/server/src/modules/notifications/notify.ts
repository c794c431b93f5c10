import type { NotificationType } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { notificationEmail } from '../../platform/mail/templates.ts';
import { fullName } from '../../platform/person-name.ts';
import type { NotificationFacts } from './copy.ts';
import type { CourseNotificationFacts } from './course-copy.ts';
import { describeNotification, isCourseNotification, type StoredFacts } from './entry-text.ts';
import {
  findCourseFacts,
  findReceiver,
  findReceivers,
  findSessionFacts,
  findSessionsFacts,
  insertNotifications,
} from './repository.ts';

export type { NotificationType };

export interface NotificationInput {
  userId: number;
  type: NotificationType;
  /**
   * A session's: `session_id` (required: the entry and the e-mail name the session's subject, the other person
   * and the start time), and optionally `reason` (or `rejection_reason`) and `status` (a decided cancellation's).
   * A course's (`course.*`): `course_id` (required: the entry names the course), and `feedback` of a rejection.
   */
  data: Record<string, string | number | null>;
}

type Receiver = NonNullable<Awaited<ReturnType<typeof findReceiver>>>;

type SessionFactsRow = NonNullable<Awaited<ReturnType<typeof findSessionFacts>>>;

async function sessionFactsOf(
  tx: Tx,
  receiver: Receiver,
  input: NotificationInput,
): Promise<NotificationFacts> {
  const sessionId = Number(input.data.session_id);
  const session = await findSessionFacts(tx, sessionId);
  if (!session) throw new Error(`notify: no session ${sessionId}`);
  return sessionFacts(session, receiver, input);
}

/** What an entry about `session` keeps for `receiver`. */
function sessionFacts(
  session: SessionFactsRow,
  receiver: Receiver,
  input: NotificationInput,
): NotificationFacts {
  const forStudent = session.student.id === receiver.id;
  return {
    session_id: session.id,
    tutor_id: session.tutor.id,
    receiver_role: forStudent ? 'student' : 'teacher',
    subject_en: session.subjectEn,
    subject_th: session.subjectTh,
    other_name: fullName(forStudent ? session.tutor : session.student),
    starting_at: session.startingAt.toISOString(),
    ...(session.isTrial && { is_trial: 1 as const }),
    reason: textOf(input.data.reason ?? input.data.rejection_reason),
    status: textOf(input.data.status),
    // A decided no-show or suspension hold: the pounds each side received.
    ...(input.data.student_amount !== undefined && {
      student_amount: textOf(input.data.student_amount),
      tutor_amount: textOf(input.data.tutor_amount),
    }),
    ...(input.data.proposed_at !== undefined && {
      proposed_at: textOf(input.data.proposed_at),
      previous_at: textOf(input.data.previous_at),
    }),
    ...(input.data.alternatives !== undefined && { alternatives: textOf(input.data.alternatives) }),
    ...(input.data.rate !== undefined && {
      rate: textOf(input.data.rate),
      review: textOf(input.data.review),
    }),
  };
}

async function courseFactsOf(tx: Tx, input: NotificationInput): Promise<CourseNotificationFacts> {
  const courseId = Number(input.data.course_id);
  const course = await findCourseFacts(tx, courseId);
  if (!course) throw new Error(`notify: no course ${courseId}`);
  return {
    course_id: course.id,
    course_type: course.courseType,
    course_title: course.title,
    feedback: textOf(input.data.feedback),
  };
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
  const receiver = await findReceiver(tx, input.userId);
  if (!receiver) throw new Error(`notify: no user ${input.userId}`);
  const facts: StoredFacts = isCourseNotification(input.type)
    ? await courseFactsOf(tx, input)
    : await sessionFactsOf(tx, receiver, input);
  await insertNotifications(tx, [
    { userId: receiver.id, type: input.type, data: { ...input.data, ...facts }, createdAt: ctx.clock.now() },
  ]);
  await ctx.mailer.enqueue(tx, emailOf(ctx, receiver, input.type, facts));
  afterCommit(() => ctx.mailer.wake());
}

/**
 * `notify` for many session notifications at once (a batch of jobs): one read of the receivers, one of the
 * sessions, one insert of the entries and one of the e-mails with their delivery jobs.
 */
export async function notifyOfSessions(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  inputs: NotificationInput[],
): Promise<void> {
  if (!inputs.length) return;
  const receivers = new Map(
    (await findReceivers(tx, [...new Set(inputs.map((input) => input.userId))])).map((row) => [row.id, row]),
  );
  const sessions = new Map(
    (await findSessionsFacts(tx, [...new Set(inputs.map((input) => Number(input.data.session_id)))])).map(
      (row) => [row.id, row],
    ),
  );
  const told = inputs.map((input) => {
    const receiver = receivers.get(input.userId);
    if (!receiver) throw new Error(`notify: no user ${input.userId}`);
    const session = sessions.get(Number(input.data.session_id));
    if (!session) throw new Error(`notify: no session ${input.data.session_id}`);
    return { input, receiver, facts: sessionFacts(session, receiver, input) };
  });
  const createdAt = ctx.clock.now();
  await insertNotifications(
    tx,
    told.map(({ input, receiver, facts }) => ({
      userId: receiver.id,
      type: input.type,
      data: { ...input.data, ...facts },
      createdAt,
    })),
  );
  await ctx.mailer.enqueueMany(
    tx,
    told.map(({ input, receiver, facts }) => emailOf(ctx, receiver, input.type, facts)),
  );
  afterCommit(() => ctx.mailer.wake());
}

/** The e-mail of an entry, in the receiver's language and time zone. */
function emailOf(ctx: AppContext, receiver: Receiver, type: NotificationType, facts: StoredFacts) {
  const text = describeNotification(type, facts, receiver.language, receiver.timeZone);
  return notificationEmail({
    to: receiver.email,
    language: receiver.language,
    template: `notification_${type.replace('.', '_')}`,
    name: fullName(receiver),
    title: text.title,
    lines: text.lines,
    linkLabel: text.linkLabel,
    link: `${ctx.config.appUrl}${text.link}`,
  });
}

const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value) || null;
