import { LIMITS } from '@kru/contract';
import { randomToken, sha256 } from '../../platform/auth/secrets.ts';
import { minutesFrom } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { passwordResetEmail } from '../../platform/mail/templates.ts';
import { resetLink } from './policy.ts';
import { enforceLimits, limitKeys, perIp } from './rate-limits.ts';
import { findAccountByEmail, insertReset } from './repository.ts';
import type { RequestMeta } from './request-meta.ts';

/**
 * `POST /forgot-password`: mails a one-time link valid for an hour when the address has an account. The caller
 * learns nothing either way: the answer is the same and nothing is awaited that only one path does.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string },
  meta: RequestMeta,
): Promise<void> {
  const limit = ctx.config.rateLimits.resetPerWindow;
  await enforceLimits(ctx, [
    [limitKeys.resetRequestAddress(input.email), limit],
    [limitKeys.resetRequestIp(meta.ip), perIp(ctx, limit)],
  ]);
  const account = await findAccountByEmail(ctx.db, input.email, meta.subdomainId);
  if (!account || account.suspendedAt) return;

  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    const token = randomToken();
    await insertReset(tx, {
      userId: account.id,
      tokenHash: sha256(token),
      expiresAt: minutesFrom(now, LIMITS.passwordResetTtlMinutes),
      createdAt: now,
    });
    const email = passwordResetEmail({
      to: account.email,
      language: account.language,
      // A tenant's user resets on the tenant's site, where their account lives.
      link: resetLink(meta.siteUrl ?? ctx.config.appUrl, token, account.email),
      minutes: LIMITS.passwordResetTtlMinutes,
    });
    await ctx.mailer.enqueue(tx, email);
    afterCommit(() => ctx.mailer.wake());
  });
}
