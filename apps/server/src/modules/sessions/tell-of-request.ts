import type { AppContext } from '../../platform/context.ts';
import { type AfterCommit, inTransaction, type Tx } from '../../platform/db/client.ts';
import type { JobRunner, QueueSpec } from '../../platform/jobs.ts';
import { findSessionNotifications, notifyOfSessions } from '../notifications/index.ts';
import { tellParentsOfSessions } from '../parents/index.ts';

/**
 * A new request's notices (the tutor's entry and e-mail, the parents' e-mails): nobody waits for them, so the
 * request's transaction writes one job and they are written after its commit. Retried like the mail queue.
 */
export const SESSION_REQUESTED_QUEUE: QueueSpec = {
  name: 'session-requested',
  retryLimit: 10,
  retryDelaySeconds: 10,
};

interface RequestNotice {
  sessionId: number;
  tutorId: number;
}

/**
 * Inside the transaction that made the request `determination_pending`: its notices exist only if it commits.
 * With a job queue, one insert (the queue's workers write them); without one (tests), right after the commit.
 */
export async function queueRequestNotices(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  session: { id: number; tutorId: number },
) {
  const notice: RequestNotice = { sessionId: session.id, tutorId: session.tutorId };
  if (ctx.jobs) {
    await ctx.jobs.send(tx, SESSION_REQUESTED_QUEUE.name, notice);
    afterCommit(() => ctx.jobs?.wake(SESSION_REQUESTED_QUEUE.name));
  } else {
    afterCommit(() => tellOfRequest(ctx, notice));
  }
}

/**
 * After the commit of a request written in one call (`book_covered_session`, which adds the queue's job itself):
 * this instance's workers look at once; without a queue (tests), the notices are written here.
 */
export async function afterRequestCommitted(ctx: AppContext, notice: RequestNotice) {
  if (ctx.jobs) {
    ctx.jobs.wake(SESSION_REQUESTED_QUEUE.name);
    return;
  }
  try {
    await tellOfRequest(ctx, notice);
  } catch (err) {
    console.error('[db] after-commit effect failed', err);
  }
}

/**
 * The tutors are asked (a `session.requested` entry and e-mail) and the students' parents told, in the caller's
 * transaction, a batch's notices together (a read of what was told, of the tutors, of the sessions and of the
 * students; an insert of the entries and one of the e-mails). A job run twice (a crash after the commit) finds
 * its request told and writes nothing more.
 */
async function writeRequestNotices(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  notices: RequestNotice[],
) {
  const told = await findSessionNotifications(
    tx,
    'session.requested',
    notices.map((notice) => ({ userId: notice.tutorId, sessionId: notice.sessionId })),
  );
  const untold = notices.filter((notice) => !told.has(`${notice.tutorId}:${notice.sessionId}`));
  await notifyOfSessions(
    ctx,
    tx,
    afterCommit,
    untold.map((notice) => ({
      userId: notice.tutorId,
      type: 'session.requested',
      data: { session_id: notice.sessionId, rejection_reason: null },
    })),
  );
  await tellParentsOfSessions(
    ctx,
    tx,
    afterCommit,
    untold.map((notice) => notice.sessionId),
    'booked',
  );
}

/** One request's notices in a transaction of their own. */
export function tellOfRequest(ctx: AppContext, notice: RequestNotice): Promise<void> {
  return inTransaction(ctx.db, (tx, afterCommit) => writeRequestNotices(ctx, tx, afterCommit, [notice]));
}

/**
 * Works on the queue in batches (a busy hour's bookings): one fetch, one transaction and one completion per
 * batch. A batch that fails is tried again a notice at a time, so that only the failing ones are retried.
 */
export function workOnRequestNotices(ctx: AppContext, jobs: JobRunner) {
  return jobs.workInBatches<RequestNotice>(
    SESSION_REQUESTED_QUEUE.name,
    async (batch) => {
      try {
        await inTransaction(ctx.db, async (tx, afterCommit) => {
          await writeRequestNotices(
            ctx,
            tx,
            afterCommit,
            batch.map((job) => job.data),
          );
        });
        return [];
      } catch {
        const failed: string[] = [];
        for (const job of batch) {
          try {
            await tellOfRequest(ctx, job.data);
          } catch (error) {
            console.error('[jobs] session-requested failed', error);
            failed.push(job.id);
          }
        }
        return failed;
      }
    },
    { workers: 1, batchSize: 50 },
  );
}
