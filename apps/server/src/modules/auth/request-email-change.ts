import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { confirmActorPassword } from './confirm-actor-password.ts';
import { emailTakenByOther, lockAddress } from './repository.ts';
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
  const account = await confirmActorPassword(ctx, actor, input.password, 'password');
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
