import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { passwordChangedNotice } from '../../platform/mail/templates.ts';
import { confirmActorPassword } from './confirm-actor-password.ts';
import { revokeSessions, updateAccount } from './repository.ts';
import type { RequestMeta } from './request-meta.ts';

interface ChangePasswordInput {
  old_password: string;
  password: string;
}

/** `POST /update/password`: every other session ends; the caller's stays signed in. */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordInput,
  meta: Pick<RequestMeta, 'siteUrl'>,
): Promise<void> {
  const account = await confirmActorPassword(ctx, actor, input.old_password, 'old_password');
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    await updateAccount(tx, account.id, { passwordHash }, now);
    await revokeSessions(tx, account.id, now, actor.sessionId);
    afterCommit(() => ctx.actors.forgetUser(account.id));
    await ctx.mailer.enqueue(
      tx,
      passwordChangedNotice({
        to: account.email,
        language: account.language,
        signInUrl: `${meta.siteUrl ?? ctx.config.appUrl}/auth/sign-in`,
      }),
    );
    afterCommit(() => ctx.mailer.wake());
  });
}
