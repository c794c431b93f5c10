import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordChangedNotice } from '../../platform/mail/templates.ts';
import { enforceLimits, limitKeys } from './rate-limits.ts';
import { findAccountById, revokeSessions, updateAccount } from './repository.ts';

interface ChangePasswordInput {
  old_password: string;
  password: string;
}

/** `POST /update/password`: every other session ends; the caller's stays signed in. */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<void> {
  // A stolen session token must not become a way to guess the password.
  await enforceLimits(
    ctx,
    [limitKeys.passwordCheckUser(actor.userId)],
    ctx.config.rateLimits.signInPerWindow,
  );
  const account = await findAccountById(ctx.db, actor.userId);
  if (!account) throw AppError.unauthenticated();
  if (!(await verifyPassword(account.passwordHash, input.old_password))) {
    throw AppError.invalid('old_password', MSG.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    await updateAccount(tx, account.id, { passwordHash }, now);
    await revokeSessions(tx, account.id, now, actor.sessionId);
    await ctx.mailer.enqueue(
      tx,
      passwordChangedNotice({
        to: account.email,
        language: account.language,
        signInUrl: `${ctx.config.appUrl}/auth/sign-in`,
      }),
    );
    afterCommit(() => ctx.mailer.deliverPending());
  });
}
