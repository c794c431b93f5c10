import type { SuspendUserBody } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadUserDetail } from './get-user.ts';
import { assertMaySuspend, assertSuspendable } from './policy.ts';
import type { UserDetailParts } from './presenter.ts';
import { lockUser, revokeAllSessions, setSuspendedAt } from './repository.ts';

/**
 * `POST /admin/users/{id}/suspend`: the account can no longer sign in, and every session ends in the same
 * transaction, so its tokens stop working at once. Recorded with the reason.
 */
export async function suspendUser(
  ctx: AppContext,
  actor: Actor | null,
  userId: number,
  input: SuspendUserBody,
): Promise<UserDetailParts> {
  const admin = requireAdmin(actor);
  assertMaySuspend(admin.userId, userId);
  await inTransaction(ctx.db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw AppError.notFound();
    assertSuspendable(user);
    const now = ctx.clock.now();
    await setSuspendedAt(tx, userId, now, now);
    const sessionsEnded = await revokeAllSessions(tx, userId, now);
    await recordAudit(tx, {
      actorId: admin.userId,
      action: 'user.suspended',
      subjectType: 'user',
      subjectId: userId,
      comment: input.reason,
      metadata: { sessions_ended: sessionsEnded },
      at: now,
    });
  });
  return loadUserDetail(ctx.db, userId);
}
