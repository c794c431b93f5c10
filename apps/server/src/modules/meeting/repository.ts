import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { tutoringSessions } from '../../platform/db/schema/index.ts';

/** What deciding on the room needs: the two people, the status and the times. */
export async function findSessionFacts(q: Queryable, sessionId: number) {
  const [row] = await q
    .select({
      id: tutoringSessions.id,
      studentId: tutoringSessions.studentId,
      tutorId: tutoringSessions.tutorId,
      status: tutoringSessions.status,
      startingAt: tutoringSessions.startingAt,
      endingAt: tutoringSessions.endingAt,
    })
    .from(tutoringSessions)
    .where(eq(tutoringSessions.id, sessionId))
    .limit(1);
  return row;
}
