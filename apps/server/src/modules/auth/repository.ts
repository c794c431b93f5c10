import { and, count, desc, eq, gt, isNull, lt, min, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  authSessions,
  outboxEmails,
  passwordResets,
  users,
  verificationCodes,
} from '../../platform/db/schema/index.ts';

// Accounts ------------------------------------------------------------------------------------------------

const accountColumns = {
  id: users.id,
  subdomainId: users.subdomainId,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  language: users.language,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
};
export type Account = {
  [K in keyof typeof accountColumns]: (typeof users.$inferSelect)[K];
};

/** E-mail addresses are unique per tenant (null: the main marketplace) and compared case-insensitively. */
function sameAddress(email: string, subdomainId: number | null) {
  return and(
    eq(sql`lower(${users.email})`, email.toLowerCase()),
    subdomainId === null ? isNull(users.subdomainId) : eq(users.subdomainId, subdomainId),
  );
}

export async function findAccountByEmail(
  q: Queryable,
  email: string,
  subdomainId: number | null,
): Promise<Account | undefined> {
  const [row] = await q.select(accountColumns).from(users).where(sameAddress(email, subdomainId)).limit(1);
  return row;
}

export async function findAccountById(q: Queryable, id: number): Promise<Account | undefined> {
  const [row] = await q.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Another verified account of the tenant already uses the address. */
export async function emailTakenByOther(
  q: Queryable,
  email: string,
  subdomainId: number | null,
  userId: number,
): Promise<boolean> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(
      and(sameAddress(email, subdomainId), ne(users.id, userId), sql`${users.emailVerifiedAt} IS NOT NULL`),
    )
    .limit(1);
  return rows.length > 0;
}

/** Removes a sign-up that never proved it owns the address, so that a verified owner can take it. */
export async function deleteUnverifiedAccount(
  q: Queryable,
  email: string,
  subdomainId: number | null,
  keepUserId: number,
): Promise<void> {
  await q
    .delete(users)
    .where(and(sameAddress(email, subdomainId), ne(users.id, keepUserId), isNull(users.emailVerifiedAt)));
}

export async function insertAccount(q: Queryable, values: typeof users.$inferInsert): Promise<Account> {
  const [row] = await q.insert(users).values(values).returning(accountColumns);
  return row!;
}

type AccountChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'email' | 'passwordHash' | 'role' | 'language' | 'timeZone' | 'termsAcceptedAt' | 'emailVerifiedAt'
  >
>;

export async function updateAccount(
  q: Queryable,
  id: number,
  changes: AccountChanges,
  at: Date,
): Promise<Account> {
  const [row] = await q
    .update(users)
    .set({ ...changes, updatedAt: at })
    .where(eq(users.id, id))
    .returning(accountColumns);
  return row!;
}

/**
 * Serializes work on one address until the transaction ends (sign-up, e-mail change, code issuing), so two
 * concurrent requests cannot both pass a uniqueness or quota check.
 */
export async function lockAddress(q: Queryable, email: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`address:${email.toLowerCase()}`}))`);
}

// Sessions ------------------------------------------------------------------------------------------------

export async function insertSession(
  q: Queryable,
  values: { userId: number; tokenHash: string; userAgent: string | null; ip: string | null },
): Promise<void> {
  await q.insert(authSessions).values(values);
}

export async function revokeSession(
  q: Queryable,
  sessionId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await q
    .update(authSessions)
    .set({ revokedAt: at })
    .where(
      and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
    );
}

/** Revokes every live session of the user, except `keepSessionId` when given. */
export async function revokeSessions(
  q: Queryable,
  userId: number,
  at: Date,
  keepSessionId?: number,
): Promise<void> {
  await q
    .update(authSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
      ),
    );
}

// Verification codes --------------------------------------------------------------------------------------

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(q: Queryable, values: typeof verificationCodes.$inferInsert): Promise<void> {
  await q.insert(verificationCodes).values(values);
}

export async function findCode(
  q: Queryable,
  requestKeyHash: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await q
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.requestKeyHash, requestKeyHash), eq(verificationCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** When the newest code of this purpose went to this user at this address. */
export async function lastCodeSentAt(
  q: Queryable,
  userId: number,
  purpose: CodePurpose,
  email: string,
): Promise<Date | undefined> {
  const [row] = await q
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        eq(sql`lower(${verificationCodes.email})`, email.toLowerCase()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** How many codes went to the address since `since` (any purpose), and when the oldest of them went. */
export async function codesSentSince(
  q: Queryable,
  email: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await q
    .select({ count: count(), oldest: min(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(
      and(
        eq(sql`lower(${verificationCodes.email})`, email.toLowerCase()),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** A new code replaces the open ones of the same user and purpose. */
export async function voidOpenCodes(
  q: Queryable,
  userId: number,
  purpose: CodePurpose,
  at: Date,
): Promise<void> {
  await q
    .update(verificationCodes)
    .set({ voidedAt: at })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        isNull(verificationCodes.voidedAt),
      ),
    );
}

/**
 * Counts one guess before the code is compared, in a single statement, so concurrent guesses cannot exceed
 * the limit. Answers the attempts so far, or undefined when the code can no longer be tried.
 */
export async function claimCodeAttempt(
  q: Queryable,
  id: number,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await q
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        lt(verificationCodes.attempts, maxAttempts),
        isNull(verificationCodes.usedAt),
        isNull(verificationCodes.voidedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(q: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await q
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(
      and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt), isNull(verificationCodes.voidedAt)),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

// Password resets -----------------------------------------------------------------------------------------

export async function insertReset(q: Queryable, values: typeof passwordResets.$inferInsert): Promise<void> {
  await q.insert(passwordResets).values(values);
}

export async function findOpenReset(q: Queryable, userId: number, tokenHash: string, now: Date) {
  const [row] = await q
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks one reset link used; false when another request used it first. */
export async function consumeReset(q: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await q
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Ends every open reset link of the user (after a reset, or when the address they went to is replaced). */
export async function retireResets(q: Queryable, userId: number, at: Date): Promise<void> {
  await q
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Whether an e-mail of `template` was written to `email` in the last `minutes` (by the database's time, as its rows). */
export async function mailedWithin(
  q: Queryable,
  email: string,
  template: string,
  minutes: number,
): Promise<boolean> {
  const [row] = await q
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(sql`lower(${outboxEmails.toAddress})`, email.toLowerCase()),
        eq(outboxEmails.template, template),
        gt(outboxEmails.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
