import type { Actor } from '../../platform/auth/actor.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findConversationOf } from './repository.ts';

/**
 * The one access rule of conversations: only its two people see it. Anyone else (an admin too: the team reads a
 * conversation through its report) is told it does not exist.
 */
export async function conversationOf(q: Queryable, actor: Pick<Actor, 'userId'>, conversationId: number) {
  const row = await findConversationOf(q, conversationId, actor.userId);
  if (!row) throw AppError.notFound();
  return row;
}
