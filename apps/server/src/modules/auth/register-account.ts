import { MSG, type RegisterBody } from '@kru/contract';
import { hashPassword } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { canonicalTimeZone } from '../../platform/time-zone.ts';
import { findAccountByEmail, insertAccount, lockAddress, updateAccount } from './repository.ts';
import type { RequestMeta } from './request-meta.ts';
import { sendCode } from './verification-codes.ts';

/**
 * `POST /register`: creates the account unverified and mails a code. An unverified account with the address
 * is re-used (password and role replaced), since nobody has proved owning it yet; the code also carries this
 * registration's password and role, which verification applies.
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
    if (existing?.emailVerifiedAt) throw AppError.invalid('email', MSG.emailTaken);
    const details = { passwordHash, role: input.user_type, language, timeZone, termsAcceptedAt: now };
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
