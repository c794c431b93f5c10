import { MSG } from '@kru/contract';
import { sha256 } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountById, findCode } from './repository.ts';
import { sendCode, sendDecoyCode } from './verification-codes.ts';

/**
 * `POST /register/resend`: any request key of a still-unverified sign-up gets a fresh code (and a new key);
 * the previous code stops working. The key of a decoy (a sign-up of a verified address) is answered the same
 * way with another decoy, so resending cannot tell who has an account either.
 */
export async function resendRegistrationCode(
  ctx: AppContext,
  input: { request_key: string },
): Promise<{ request_key: string }> {
  const previous = await findCode(ctx.db, sha256(input.request_key), 'register');
  if (!previous) throw AppError.invalid('request_key', MSG.codeInvalid);
  const requestKey = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const account = await findAccountById(tx, previous.userId);
    if (!account || previous.usedAt) throw AppError.invalid('request_key', MSG.codeInvalid);
    if (account.emailVerifiedAt) return sendDecoyCode(ctx, tx, afterCommit, account);
    return sendCode(ctx, tx, afterCommit, {
      purpose: 'register',
      userId: account.id,
      email: account.email,
      language: account.language,
      throttleResend: true,
      // The fresh code belongs to the same registration as the key the person holds.
      registration: {
        passwordHash: previous.passwordHash ?? account.passwordHash,
        role: previous.role ?? account.role,
      },
    });
  });
  return { request_key: requestKey };
}
