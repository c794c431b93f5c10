import { MSG, type ParentUpdates, type ParentUpdatesBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadParentUpdates } from './get-parent-updates.ts';
import { mayChooseParentUpdates } from './policy.ts';
import { setConsent } from './repository.ts';

/**
 * `PUT /parents/updates`: the student turns the parents' e-mails on or off. Turning it on again does not undo a
 * contact's own unsubscribe.
 */
export async function updateParentConsent(
  ctx: AppContext,
  actor: Actor,
  body: ParentUpdatesBody,
): Promise<ParentUpdates> {
  if (!mayChooseParentUpdates(actor)) throw AppError.forbidden(MSG.parentUpdatesStudentOnly);
  return inTransaction(ctx.db, async (tx) => {
    await setConsent(tx, actor.userId, body.consent, ctx.clock.now());
    return loadParentUpdates(tx, actor.userId);
  });
}
