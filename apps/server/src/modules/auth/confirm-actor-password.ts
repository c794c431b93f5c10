import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { verifyPassword } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceLimits, limitKeys } from './rate-limits.ts';
import { findAccountById } from './repository.ts';

/**
 * The signed-in person proves it is them by typing the password again (before a password or e-mail change).
 * Limited per user: a stolen session token must not become a way to guess the password.
 */
export async function confirmActorPassword(ctx: AppContext, actor: Actor, password: string, field: string) {
  await enforceLimits(ctx, [
    [limitKeys.passwordCheckUser(actor.userId), ctx.config.rateLimits.signInPerWindow],
  ]);
  const account = await findAccountById(ctx.db, actor.userId);
  if (!account) throw AppError.unauthenticated();
  if (!(await verifyPassword(account.passwordHash, password)))
    throw AppError.invalid(field, MSG.oldPasswordWrong);
  return account;
}
