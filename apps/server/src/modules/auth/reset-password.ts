import { MSG } from '@kru/contract';
import { hashPassword, sha256 } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordChangedNotice } from '../../platform/mail/templates.ts';
import { enforceLimits, limitKeys, perIp } from './rate-limits.ts';
import {
  consumeReset,
  findAccountByEmail,
  findOpenReset,
  retireResets,
  revokeSessions,
  updateAccount,
} from './repository.ts';
import type { RequestMeta } from './request-meta.ts';

interface ResetInput {
  email: string;
  password: string;
  token: string;
}

/**
 * `POST /reset-password`: a valid link sets the new password once and signs the account out everywhere. The
 * link also proves the address, so a still-unverified account becomes verified.
 */
export async function resetPassword(ctx: AppContext, input: ResetInput, meta: RequestMeta): Promise<void> {
  await enforceLimits(ctx, [[limitKeys.resetIp(meta.ip), perIp(ctx, ctx.config.rateLimits.resetPerWindow)]]);
  const account = await findAccountByEmail(ctx.db, input.email, meta.subdomainId);
  const reset = account && (await findOpenReset(ctx.db, account.id, sha256(input.token), ctx.clock.now()));
  if (!account || !reset) throw AppError.invalid('token', MSG.resetLinkInvalid);

  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    if (!(await consumeReset(tx, reset.id, now))) throw AppError.invalid('token', MSG.resetLinkInvalid);
    await retireResets(tx, account.id, now);
    await updateAccount(
      tx,
      account.id,
      { passwordHash, emailVerifiedAt: account.emailVerifiedAt ?? now },
      now,
    );
    await revokeSessions(tx, account.id, now);
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
