import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { hashPassword, randomToken, sha256 } from '../src/platform/auth/secrets.ts';
import type { AppContext } from '../src/platform/context.ts';
import { authSessions, outboxEmails, schoolYears, users } from '../src/platform/db/schema/index.ts';

export const DEFAULT_PASSWORD = 'correct horse 42';
let passwordHashCache: Promise<string> | undefined;

type UserRow = typeof users.$inferSelect;

export interface CreatedUser {
  user: UserRow;
  token: string;
  password: string;
}

/**
 * A verified user with a session token. `complete: true` fills the profile (names, and a grade for students).
 * Any column can be overridden.
 */
export async function createUser(
  ctx: AppContext,
  options: { role?: UserRow['role']; complete?: boolean; password?: string } & Partial<
    typeof users.$inferInsert
  > = {},
): Promise<CreatedUser> {
  const { role = 'student', complete = true, password, ...overrides } = options;
  passwordHashCache ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await passwordHashCache;
  let gradeId: number | null = null;
  if (complete && role === 'student') {
    const [grade] = await ctx.db
      .select({ id: schoolYears.id })
      .from(schoolYears)
      .orderBy(schoolYears.id)
      .limit(1);
    gradeId = grade?.id ?? null;
  }
  const suffix = randomBytes(4).toString('hex');
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `${role}-${suffix}@example.com`,
      passwordHash,
      role,
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      ...(complete ? { firstName: 'Test', lastName: `User ${suffix}`, gradeId } : {}),
      ...overrides,
    })
    .returning();
  const token = await createSessionToken(ctx, user!.id);
  return { user: user!, token, password: password ?? DEFAULT_PASSWORD };
}

export async function createSessionToken(ctx: AppContext, userId: number): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(authSessions).values({ userId, tokenHash: sha256(token) });
  return token;
}

/** The newest e-mail written to the outbox for `address`. */
export async function lastEmailTo(ctx: AppContext, address: string) {
  const [email] = await ctx.db
    .select()
    .from(outboxEmails)
    .where(eq(sql`lower(${outboxEmails.toAddress})`, address.toLowerCase()))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return email;
}

export async function emailsTo(ctx: AppContext, address: string) {
  return ctx.db
    .select()
    .from(outboxEmails)
    .where(eq(sql`lower(${outboxEmails.toAddress})`, address.toLowerCase()))
    .orderBy(desc(outboxEmails.id));
}

/** The 5-digit code in a verification e-mail. */
export function codeIn(text: string): string {
  const match = /\b(\d{5})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}
