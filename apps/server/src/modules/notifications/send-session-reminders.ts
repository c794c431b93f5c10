import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { notify } from './notify.ts';
import { claimReminders } from './repository.ts';

const BATCH = 100;

/**
 * The job (every 5 minutes): approved sessions starting within 1 hour, then within 24 hours, whose reminder has
 * not been sent; both people are told once. The claim and the notifications commit together, so a failure sends
 * nothing and the next run tries again. The 1-hour pass goes first so a late booking gets only that one.
 */
export async function sendSessionReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const hours of [1, 24] as const) {
    for (;;) {
      const claimed = await inTransaction(ctx.db, async (tx, afterCommit) => {
        const sessions = await claimReminders(tx, hours, ctx.clock.now(), BATCH);
        for (const session of sessions) {
          for (const userId of [session.studentId, session.tutorId]) {
            await notify(ctx, tx, afterCommit, {
              userId,
              type: hours === 1 ? 'session.reminder_1h' : 'session.reminder_24h',
              data: { session_id: session.id },
            });
          }
        }
        return sessions.length;
      });
      sent += claimed;
      if (claimed < BATCH) break;
    }
  }
  return sent;
}
