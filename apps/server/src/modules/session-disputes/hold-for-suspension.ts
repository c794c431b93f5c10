import type { Tx } from '../../platform/db/client.ts';
import { clearReleaseDue, findHeldPastSessions, insertDispute } from './repository.ts';

/**
 * Inside the suspension's transaction: the suspended tutor's sessions that took place (or are under way) and
 * whose money is still held wait for an admin's decision instead of being paid to the tutor. Answers how many.
 */
export async function holdSuspendedTutorMoney(tx: Tx, tutorId: number, now: Date): Promise<number> {
  let held = 0;
  for (const session of await findHeldPastSessions(tx, tutorId, now)) {
    const dispute = await insertDispute(tx, {
      sessionId: session.id,
      kind: 'tutor_suspended',
      heldPence: session.pricePence,
      createdAt: now,
    });
    await clearReleaseDue(tx, session.id);
    if (dispute) held += 1;
  }
  return held;
}
