import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { formatTime } from '../../platform/format-time.ts';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { PARENT_WORDS, type SessionEvent, type SessionLine } from './copy.ts';
import { mailParents } from './parent-mail.ts';
import { subscribedContacts } from './policy.ts';
import {
  findSessionFacts,
  findStudentOfSession,
  findStudentsOfSessions,
  findUnsubscribes,
  type SessionFacts,
  type StudentRow,
} from './repository.ts';

/** A session as a parent reads it: the subject, the tutor and the start in the student's language and zone. */
export function sessionLine(session: SessionFacts, student: StudentRow): SessionLine {
  return {
    subject: localized({ titleEn: session.subjectEn, titleTh: session.subjectTh }, student.language),
    tutor: fullName(session.tutor),
    at: formatTime(session.startingAt, student.language, student.timeZone, 'full'),
    pending: session.status === 'determination_pending',
  };
}

/**
 * Tells the student's subscribed parents' contacts, inside the transaction that booked, cancelled, moved or recorded
 * the session as missed: the e-mails exist only if it commits, and are delivered after. Nothing without consent.
 * A moved session is read after the move (its new time) and names the start it had before, `previousStartingAt`.
 */
export async function tellParents(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  input: { sessionId: number; event: SessionEvent; previousStartingAt?: Date },
): Promise<void> {
  const student = await findStudentOfSession(tx, input.sessionId);
  if (student) await tellStudentParents(ctx, tx, afterCommit, student, input);
}

/** `tellParents` of many sessions' same event (a batch of jobs): one read finds the students with parents to tell. */
export async function tellParentsOfSessions(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  sessionIds: number[],
  event: SessionEvent,
): Promise<void> {
  if (!sessionIds.length) return;
  for (const { sessionId, ...student } of await findStudentsOfSessions(tx, sessionIds)) {
    await tellStudentParents(ctx, tx, afterCommit, student, { sessionId, event });
  }
}

async function tellStudentParents(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  student: StudentRow,
  input: { sessionId: number; event: SessionEvent; previousStartingAt?: Date },
) {
  // No consent or no contact: nothing more to read.
  if (subscribedContacts(student, []).length === 0) return;
  const emails = subscribedContacts(student, await findUnsubscribes(tx, student.id));
  const [session] = await findSessionFacts(tx, input.sessionId);
  if (!session || !emails.length) return;
  const message = PARENT_WORDS[student.language].event[input.event]({
    firstName: student.firstName ?? fullName(student),
    fullName: fullName(student),
    session: sessionLine(session, student),
    ...(input.previousStartingAt && {
      previousAt: formatTime(input.previousStartingAt, student.language, student.timeZone, 'full'),
    }),
  });
  await mailParents(ctx, tx, student, emails, `parent_session_${input.event}`, message);
  afterCommit(() => ctx.mailer.wake());
}
