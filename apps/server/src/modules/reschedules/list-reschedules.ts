import type { Reschedule } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { presentReschedule } from '../sessions/index.ts';
import { sideOf } from './policy.ts';
import { findReschedulesOfSession, findSessionPeople } from './repository.ts';

/** `GET /tutoring/{id}/reschedules`: the session's rescheduling history, to its two people (404 to anyone else). */
export async function listReschedules(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
): Promise<Reschedule[]> {
  const session = await findSessionPeople(ctx.db, sessionId);
  if (!session || !sideOf(session, actor.userId)) throw AppError.notFound();
  const rows = await findReschedulesOfSession(ctx.db, session.id);
  return rows.map((row) => presentReschedule(row));
}
