import { MSG } from '@kru/contract';
import { sha256 } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountById, findCode } from './repository.ts';
import { sendCode } from './verification-codes.ts';

/**
 * `POST /register/resend`: any request key of a still-unverified sign-up gets a fresh code (and a new key);
 * the previous code stops working.
 */
export async function resendRegistrationCode(
  ctx: AppContext,
  input: { request_key: string },
): Promise<{ request_key: string }> {
  const previous = await findCode(ctx.db, sha256(input.request_key), 'register');
  if (!previous) throw AppError.invalid('request_key', MSG.codeInvalid);
  const requestKey = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const account = await findAccountById(tx, previous.userId);
    if (!account || account.emailVerifiedAt) throw AppError.invalid('request_key', MSG.codeInvalid);
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
