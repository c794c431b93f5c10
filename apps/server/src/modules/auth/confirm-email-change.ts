import { MSG, type User, type VerifyCodeBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { emailChangedNotice } from '../../platform/mail/templates.ts';
import { loadUserProfile } from '../users/index.ts';
import {
  deleteUnverifiedAccount,
  emailTakenByOther,
  findAccountById,
  lockAddress,
  retireResets,
  updateAccount,
} from './repository.ts';
import type { RequestMeta } from './request-meta.ts';
import { checkCode, useCode } from './verification-codes.ts';

/**
 * `POST /update/email-verify`, step two: the code of the caller's own request switches the address. The old
 * address gets a notice, and reset links sent to it stop working.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  actor: Actor,
  input: VerifyCodeBody,
  meta: RequestMeta,
): Promise<User> {
  const code = await checkCode(ctx, {
    purpose: 'email_change',
    requestKey: input.request_key,
    code: input.token,
    ip: meta.ip,
    userId: actor.userId,
  });
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    await lockAddress(tx, code.email);
    await useCode(tx, code, now);
    const account = await findAccountById(tx, actor.userId);
    if (!account) throw AppError.unauthenticated();
    if (await emailTakenByOther(tx, code.email, account.subdomainId, account.id)) {
      throw AppError.conflict(MSG.emailTaken);
    }
    // An unverified sign-up with the address never proved owning it; this person just did.
    await deleteUnverifiedAccount(tx, code.email, account.subdomainId, account.id);
    await updateAccount(tx, account.id, { email: code.email, emailVerifiedAt: now }, now);
    await retireResets(tx, account.id, now);
    await ctx.mailer.enqueue(
      tx,
      emailChangedNotice({ to: account.email, language: account.language, newEmail: code.email }),
    );
    afterCommit(() => ctx.mailer.wake());
  });
  return loadUserProfile(ctx, actor.userId, meta.language);
}
