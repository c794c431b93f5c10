import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { verifyPassword } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceLimits, limitKeys } from './rate-limits.ts';
import { emailTakenByOther, findAccountById, lockAddress } from './repository.ts';
import { sendCode } from './verification-codes.ts';

interface EmailChangeInput {
  email: string;
  password: string;
}

/** `POST /update/email`, step one: the password proves the person, a code mailed to the new address proves it. */
export async function requestEmailChange(
  ctx: AppContext,
  actor: Actor,
  input: EmailChangeInput,
): Promise<{ request_key: string }> {
  await enforceLimits(
    ctx,
    [limitKeys.passwordCheckUser(actor.userId)],
    ctx.config.rateLimits.signInPerWindow,
  );
  const account = await findAccountById(ctx.db, actor.userId);
  if (!account) throw AppError.unauthenticated();
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw AppError.invalid('password', MSG.oldPasswordWrong);
  }
  if (input.email === account.email.toLowerCase()) throw AppError.invalid('email', MSG.sameEmail);

  const requestKey = await inTransaction(ctx.db, async (tx, afterCommit) => {
    await lockAddress(tx, input.email);
    if (await emailTakenByOther(tx, input.email, account.subdomainId, account.id)) {
      throw AppError.invalid('email', MSG.emailTaken);
    }
    return sendCode(ctx, tx, afterCommit, {
      purpose: 'email_change',
      userId: account.id,
      email: input.email,
      language: account.language,
      throttleResend: true,
    });
  });
  return { request_key: requestKey };
}
