import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserDetailParts } from './presenter.ts';
import { countLiveSessions, findUser, findUserHistory } from './repository.ts';

/** The user with their live sessions and the admin actions on them; any tenant's user. */
export async function loadUserDetail(q: Queryable, userId: number): Promise<UserDetailParts> {
  const [user, activeSessions, history] = await Promise.all([
    findUser(q, userId),
    countLiveSessions(q, userId),
    findUserHistory(q, userId),
  ]);
  if (!user) throw AppError.notFound();
  return { user, activeSessions, history };
}

/** `GET /admin/users/{id}`. */
export async function getUser(
  ctx: AppContext,
  actor: Actor | null,
  userId: number,
): Promise<UserDetailParts> {
  requireAdmin(actor);
  return loadUserDetail(ctx.db, userId);
}
