import type { RestoreUserBody } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadUserDetail } from './get-user.ts';
import { assertRestorable } from './policy.ts';
import type { UserDetailParts } from './presenter.ts';
import { lockUser, setSuspendedAt } from './repository.ts';

/**
 * `POST /admin/users/{id}/restore`: lifts a suspension; the user signs in again (the sessions ended by the
 * suspension stay ended). Recorded, with the reason when one is given.
 */
export async function restoreUser(
  ctx: AppContext,
  actor: Actor | null,
  userId: number,
  input: RestoreUserBody | null | undefined,
): Promise<UserDetailParts> {
  const admin = requireAdmin(actor);
  await inTransaction(ctx.db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw AppError.notFound();
    assertRestorable(user);
    const now = ctx.clock.now();
    await setSuspendedAt(tx, userId, null, now);
    await recordAudit(tx, {
      actorId: admin.userId,
      action: 'user.restored',
      subjectType: 'user',
      subjectId: userId,
      comment: input?.reason || null,
      metadata: { suspended_at: user.suspendedAt?.toISOString() ?? null },
      at: now,
    });
  });
  return loadUserDetail(ctx.db, userId);
}
