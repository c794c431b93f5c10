import { type Language, LIMITS, MSG, type Role } from '@kru/contract';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../platform/auth/secrets.ts';
import { minutesFrom } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { emailChangeCodeEmail, registrationCodeEmail } from '../../platform/mail/templates.ts';
import {
  codeHash,
  codeProblem,
  quotaWaitSeconds,
  quotaWindowStart,
  resendWaitSeconds,
  wrongCodeMessage,
} from './policy.ts';
import { enforceLimits, limitKeys } from './rate-limits.ts';
import {
  type CodePurpose,
  type CodeRow,
  claimCodeAttempt,
  codesSentSince,
  consumeCode,
  findCode,
  insertCode,
  lastCodeSentAt,
  lockAddress,
  voidOpenCodes,
} from './repository.ts';

const TEMPLATES = { register: registrationCodeEmail, email_change: emailChangeCodeEmail };

export interface CodeRequest {
  purpose: CodePurpose;
  userId: number;
  /** Where the code goes: the account's address at sign-up, the new address for an e-mail change. */
  email: string;
  language: Language;
  /** A person asking again within a minute is refused; a sign-in that proved the password is not. */
  throttleResend: boolean;
  /** Sign-up codes: the password and role that verification will give the account. */
  registration?: { passwordHash: string; role: Role };
  /**
   * A sign-up of an address a verified account holds: throttled, counted and stored like a real code, so that
   * answers (including 429s and later resends) cannot tell the two apart, but nothing is mailed and the stored
   * hash can match no code.
   */
  decoy?: boolean;
}

/**
 * Issues a 5-digit code (replacing the open one), writes its e-mail in the caller's transaction and delivers it
 * after commit. Answers the request key that identifies the code; neither is stored in clear.
 */
export async function sendCode(ctx: AppContext, tx: Tx, afterCommit: AfterCommit, input: CodeRequest) {
  const now = ctx.clock.now();
  await lockAddress(tx, input.email);
  if (input.throttleResend) {
    const wait = resendWaitSeconds(await lastCodeSentAt(tx, input.userId, input.purpose, input.email), now);
    if (wait > 0) throw AppError.rateLimited(wait, MSG.resendTooSoon);
  }
  const quotaWait = quotaWaitSeconds(await codesSentSince(tx, input.email, quotaWindowStart(now)), now);
  if (quotaWait > 0) throw AppError.rateLimited(quotaWait, MSG.tooManyCodes);

  await voidOpenCodes(tx, input.userId, input.purpose, now);
  const requestKey = randomToken();
  const code = randomDigits(LIMITS.verificationCodeLength);
  await insertCode(tx, {
    purpose: input.purpose,
    userId: input.userId,
    email: input.email,
    requestKeyHash: sha256(requestKey),
    codeHash: input.decoy ? `decoy:${randomToken()}` : codeHash(requestKey, code),
    passwordHash: input.registration?.passwordHash ?? null,
    role: input.registration?.role ?? null,
    expiresAt: minutesFrom(now, LIMITS.verificationCodeTtlMinutes),
    createdAt: now,
  });
  if (input.decoy) return requestKey;
  const email = TEMPLATES[input.purpose]({
    to: input.email,
    language: input.language,
    code,
    minutes: LIMITS.verificationCodeTtlMinutes,
  });
  await ctx.mailer.enqueue(tx, email);
  afterCommit(() => ctx.mailer.wake());
  return requestKey;
}

/** The answer to a sign-up of an address a verified account holds (see `CodeRequest.decoy`). */
export function sendDecoyCode(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  account: { id: number; email: string; language: Language },
) {
  return sendCode(ctx, tx, afterCommit, {
    purpose: 'register',
    userId: account.id,
    email: account.email,
    language: account.language,
    throttleResend: true,
    decoy: true,
  });
}

export interface CodeCheck {
  purpose: CodePurpose;
  requestKey: string;
  code: string;
  ip: string;
  /** For signed-in flows: the code must belong to this user. */
  userId?: number;
}

/**
 * Checks a typed code. The guess is counted before the comparison and outside any transaction, so it stays
 * counted when the request then fails. Answers the code's row when right; the caller uses it with `useCode`.
 */
export async function checkCode(ctx: AppContext, input: CodeCheck): Promise<CodeRow> {
  await enforceLimits(ctx, [[limitKeys.codeCheckIp(input.ip), ctx.config.rateLimits.codeChecksPerWindow]]);
  const now = ctx.clock.now();
  const requestKeyHash = sha256(input.requestKey);
  const row = await findCode(ctx.db, requestKeyHash, input.purpose);
  // Another user's request key answers exactly like an unknown one.
  if (!row || (input.userId !== undefined && row.userId !== input.userId)) {
    throw AppError.invalid('token', MSG.codeInvalid);
  }
  const problem = codeProblem(row, now);
  if (problem) throw AppError.invalid('token', problem);

  const attempts = await claimCodeAttempt(ctx.db, row.id, LIMITS.verificationCodeMaxAttempts, now);
  if (attempts === undefined) {
    // A concurrent request used, replaced or locked the code between the read and the claim.
    const fresh = await findCode(ctx.db, requestKeyHash, input.purpose);
    throw AppError.invalid('token', (fresh && codeProblem(fresh, now)) ?? MSG.codeInvalid);
  }
  if (!safeEqual(codeHash(input.requestKey, input.code), row.codeHash)) {
    throw AppError.invalid('token', wrongCodeMessage(attempts));
  }
  return row;
}

/** Marks a checked code used inside the caller's transaction; a code works once. */
export async function useCode(tx: Tx, code: CodeRow, now: Date): Promise<void> {
  if (!(await consumeCode(tx, code.id, now))) throw AppError.invalid('token', MSG.codeInvalid);
}
