import { MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isOptedOut, setOptedOut } from './repository.ts';
import { readUnsubscribeToken } from './unsubscribe-link.ts';

function personOf(ctx: AppContext, token: string): number {
  const userId = readUnsubscribeToken(ctx.config, token);
  // The parents' words fit: the link was cut or changed.
  if (userId === null) throw new AppError('NOT_FOUND', MSG.parentLinkInvalid);
  return userId;
}

/** `GET /public/messages/unsubscribe?token=`: whether the link's person still gets the e-mails (changes nothing). */
export async function getUnsubscribeStatus(ctx: AppContext, token: string): Promise<{ emails: boolean }> {
  return { emails: !(await isOptedOut(ctx.db, personOf(ctx, token))) };
}

/** `POST /public/messages/unsubscribe?token=`: the link's person stops the e-mails (idempotent; one-click too). */
export async function unsubscribeByLink(ctx: AppContext, token: string): Promise<{ emails: boolean }> {
  await setOptedOut(ctx.db, personOf(ctx, token), true, ctx.clock.now()).catch((err: { code?: string }) => {
    // A link of an account removed since: nothing left to stop.
    if (err.code !== '23503') throw err;
  });
  return { emails: false };
}
