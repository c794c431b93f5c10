import { emailSchema, LIMITS } from '@kru/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../platform/auth/secrets.ts';
import type { AppContext } from '../platform/context.ts';
import { authSessions, users } from '../platform/db/schema/index.ts';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: creates that admin (verified) on the main marketplace, or makes the existing
 * account a verified, active admin with that password. A changed password signs its other sessions out.
 */
export async function ensureAdmin(ctx: AppContext): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return;
  const parsed = emailSchema.safeParse(adminEmail);
  if (!parsed.success) throw new Error(`ADMIN_EMAIL is not a valid e-mail address: ${adminEmail}`);
  if (adminPassword.length < LIMITS.passwordMin)
    throw new Error(`ADMIN_PASSWORD must be at least ${LIMITS.passwordMin} characters`);
  const email = parsed.data;
  const now = ctx.clock.now();

  const [existing] = await ctx.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(and(isNull(users.subdomainId), eq(sql`lower(${users.email})`, email)))
    .limit(1);

  if (!existing) {
    await ctx.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(adminPassword),
        role: 'admin',
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        firstName: 'Kru',
        lastName: 'Admin',
      })
      .onConflictDoNothing();
    return;
  }

  const samePassword = await verifyPassword(existing.passwordHash, adminPassword);
  if (samePassword && existing.role === 'admin' && existing.emailVerifiedAt && !existing.suspendedAt) return;
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(adminPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        passwordHash,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        suspendedAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id));
    if (!samePassword) {
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.userId, existing.id), isNull(authSessions.revokedAt)));
    }
  });
}
