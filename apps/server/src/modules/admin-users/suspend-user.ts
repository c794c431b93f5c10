import type { SuspendUserBody } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { cancelSuspendedTutorSessions } from '../cancellations/index.ts';
import { holdSuspendedTutorMoney } from '../session-disputes/index.ts';
import { loadUserDetail } from './get-user.ts';
import { assertMaySuspend, assertSuspendable } from './policy.ts';
import type { UserDetailParts } from './presenter.ts';
import { lockUser, revokeAllSessions, setSuspendedAt } from './repository.ts';

/**
 * `POST /admin/users/{id}/suspend`: the account can no longer sign in, and every session ends in the same
 * transaction, so its tokens stop working at once. A tutor's sessions that have not started are cancelled and
 * refunded (the students are told), and the money still held for those that took place waits for an admin's
 * decision instead of going to the tutor. Recorded with the reason.
 */
export async function suspendUser(
  ctx: AppContext,
  actor: Actor | null,
  userId: number,
  input: SuspendUserBody,
): Promise<UserDetailParts> {
  const admin = requireAdmin(actor);
  assertMaySuspend(admin.userId, userId);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw AppError.notFound();
    assertSuspendable(user);
    const now = ctx.clock.now();
    await setSuspendedAt(tx, userId, now, now);
    const sessionsEnded = await revokeAllSessions(tx, userId, now);
    afterCommit(() => ctx.actors.forgetUser(userId));
    const tutoring =
      user.role === 'teacher'
        ? {
            tutoring_cancelled: await cancelSuspendedTutorSessions(ctx, tx, afterCommit, userId, now),
            tutoring_held: await holdSuspendedTutorMoney(tx, userId, now),
          }
        : {};
    await recordAudit(tx, {
      actorId: admin.userId,
      action: 'user.suspended',
      subjectType: 'user',
      subjectId: userId,
      comment: input.reason,
      metadata: { sessions_ended: sessionsEnded, ...tutoring },
      at: now,
    });
  });
  return loadUserDetail(ctx.db, userId);
}
