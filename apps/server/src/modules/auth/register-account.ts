import type { RegisterBody } from '@kru/contract';
import { hashPassword } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { registrationAttemptNotice } from '../../platform/mail/templates.ts';
import { canonicalTimeZone } from '../../platform/time-zone.ts';
import { findAccountByEmail, insertAccount, lockAddress, mailedWithin, updateAccount } from './repository.ts';
import type { RequestMeta } from './request-meta.ts';
import { sendCode, sendDecoyCode } from './verification-codes.ts';

const NOTICE_INTERVAL_MINUTES = 60;

/**
 * `POST /register`: creates the account unverified and mails a code. An unverified account with the address
 * is re-used (password and role replaced), since nobody has proved owning it yet; the code also carries this
 * registration's password and role, which verification applies.
 *
 * An address a verified account holds is answered exactly like a free one (a decoy code: same throttles, same
 * later answers to resend and verify, nothing mailed), so sign-up cannot tell who has an account; the owner is
 * told by e-mail instead, at most once an hour.
 */
export async function registerAccount(
  ctx: AppContext,
  input: RegisterBody,
  meta: RequestMeta,
): Promise<{ request_key: string }> {
  const language = input.language ?? meta.language;
  const timeZone = (input.time_zone && canonicalTimeZone(input.time_zone)) || 'UTC';
  const passwordHash = await hashPassword(input.password);
  const requestKey = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    await lockAddress(tx, input.email);
    const existing = await findAccountByEmail(tx, input.email, meta.subdomainId);
    if (existing?.emailVerifiedAt) {
      const template = 'registration_attempt';
      if (!(await mailedWithin(tx, existing.email, template, NOTICE_INTERVAL_MINUTES))) {
        const signInUrl = `${meta.siteUrl ?? ctx.config.appUrl}/auth/sign-in`;
        await ctx.mailer.enqueue(
          tx,
          registrationAttemptNotice({ to: existing.email, language: existing.language, signInUrl }),
        );
        afterCommit(() => ctx.mailer.wake());
      }
      return sendDecoyCode(ctx, tx, afterCommit, existing);
    }
    const termsAcceptedAt = input.terms_accepted ? now : null;
    const details = { passwordHash, role: input.user_type, language, timeZone, termsAcceptedAt };
    const account = existing
      ? await updateAccount(tx, existing.id, details, now)
      : await insertAccount(tx, { ...details, email: input.email, subdomainId: meta.subdomainId });
    return sendCode(ctx, tx, afterCommit, {
      purpose: 'register',
      userId: account.id,
      email: account.email,
      language,
      throttleResend: true,
      registration: { passwordHash, role: input.user_type },
    });
  });
  return { request_key: requestKey };
}
