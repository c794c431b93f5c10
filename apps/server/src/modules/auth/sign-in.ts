import { MSG, type SessionData, type SignInBody } from '@kru/contract';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadUserProfile } from '../users/index.ts';
import { enforceLimits, limitKeys, perIp } from './rate-limits.ts';
import { findAccountByEmail } from './repository.ts';
import type { RequestMeta } from './request-meta.ts';
import { startSession } from './sessions.ts';
import { sendCode } from './verification-codes.ts';

/**
 * `POST /auth`. An unknown address and a wrong password get the same answer after the same work (a password
 * hash is verified either way), so neither the answer nor its timing tells whether an account exists.
 */
export async function signIn(ctx: AppContext, input: SignInBody, meta: RequestMeta): Promise<SessionData> {
  const addressKey = limitKeys.signInAddress(input.email);
  const limit = ctx.config.rateLimits.signInPerWindow;
  await enforceLimits(ctx, [
    [addressKey, limit],
    [limitKeys.signInIp(meta.ip), perIp(ctx, limit)],
  ]);

  const account = await findAccountByEmail(ctx.db, input.email, meta.subdomainId);
  const passwordHash = account?.passwordHash ?? (await dummyPasswordHash());
  const passwordOk = await verifyPassword(passwordHash, input.password);
  if (!account || !passwordOk) throw new AppError('VALIDATION_FAILED', MSG.invalidCredentials);
  // Only someone who knows the password learns that the account is suspended or unverified.
  if (account.suspendedAt) throw AppError.forbidden(MSG.accountSuspended);
  if (!account.emailVerifiedAt) {
    const requestKey = await inTransaction(ctx.db, (tx, afterCommit) =>
      sendCode(ctx, tx, afterCommit, {
        purpose: 'register',
        userId: account.id,
        email: account.email,
        language: account.language,
        throttleResend: false,
        registration: { passwordHash: account.passwordHash, role: account.role },
      }),
    );
    throw AppError.forbidden(MSG.emailNotVerified).withDetails({ request_key: requestKey });
  }

  await ctx.rateLimiter.reset(addressKey);
  const token = await startSession(ctx.db, account.id, meta);
  return { token, user: await loadUserProfile(ctx, account.id, meta.language) };
}
