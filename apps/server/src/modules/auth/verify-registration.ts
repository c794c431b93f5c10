import { MSG, type SessionData, type VerifyCodeBody } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadUserProfile } from '../users/index.ts';
import { findAccountById, updateAccount } from './repository.ts';
import type { RequestMeta } from './request-meta.ts';
import { startSession } from './sessions.ts';
import { checkCode, useCode } from './verification-codes.ts';

/**
 * `POST /register/verify`: the right code verifies the address, gives the account the password and role of the
 * registration the code belongs to, and signs the person in.
 */
export async function verifyRegistration(
  ctx: AppContext,
  input: VerifyCodeBody,
  meta: RequestMeta,
): Promise<SessionData> {
  const code = await checkCode(ctx, {
    purpose: 'register',
    requestKey: input.request_key,
    code: input.token,
    ip: meta.ip,
  });
  const token = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    await useCode(tx, code, now);
    const account = await findAccountById(tx, code.userId);
    // A sign-up is verified on the tenant it was made on: elsewhere its session would not work anyway.
    if (!account || account.subdomainId !== meta.subdomainId)
      throw AppError.invalid('token', MSG.codeInvalid);
    if (account.suspendedAt) throw AppError.forbidden(MSG.accountSuspended);
    await updateAccount(
      tx,
      account.id,
      {
        emailVerifiedAt: account.emailVerifiedAt ?? now,
        passwordHash: code.passwordHash ?? account.passwordHash,
        role: code.role ?? account.role,
      },
      now,
    );
    return startSession(tx, account.id, meta);
  });
  return { token, user: await loadUserProfile(ctx, code.userId, meta.language) };
}
