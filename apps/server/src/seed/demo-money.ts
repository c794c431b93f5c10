import { and, eq, isNull, sql } from 'drizzle-orm';
import { postTransaction } from '../modules/ledger/index.ts';
import type { AppContext } from '../platform/context.ts';
import { inTransaction } from '../platform/db/client.ts';
import { payments, users } from '../platform/db/schema/index.ts';

/** Fixed, so a restart finds the demo top-up instead of adding another. */
const DEMO_TOP_UP_ID = '00000000-0000-4000-8000-00000000de01';
const TOP_UP_PENCE = 9_500;
const LESSONS_PENCE = 7_000;

async function userIdOf(ctx: AppContext, email: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.subdomainId), eq(sql`lower(${users.email})`, email)));
  return row?.id;
}

/**
 * A history to look at on the fees pages: the demo student topped up £95.00 through the sandbox and paid £70.00
 * for two past lessons with the demo tutor, whose earnings they became. The same movements as the real paths, each
 * under a fixed idempotency key, so seeding again changes nothing.
 */
export async function seedDemoMoney(ctx: AppContext): Promise<void> {
  const studentId = await userIdOf(ctx, 'student@kru.test');
  const tutorId = await userIdOf(ctx, 'tutor@kru.test');
  if (!studentId || !tutorId) return;
  const now = ctx.clock.now();
  const lessonsAt = new Date(now.getTime() - 3 * 24 * 3600 * 1000);
  await inTransaction(ctx.db, async (tx) => {
    await tx
      .insert(payments)
      .values({
        id: DEMO_TOP_UP_ID,
        userId: studentId,
        purpose: 'top_up',
        provider: 'sandbox',
        providerRef: `sbx_cs_${DEMO_TOP_UP_ID}`,
        providerChargeRef: `sbx_ch_${DEMO_TOP_UP_ID}`,
        status: 'succeeded',
        amountPence: TOP_UP_PENCE,
        createdAt: new Date(lessonsAt.getTime() - 3600 * 1000),
        completedAt: new Date(lessonsAt.getTime() - 3600 * 1000),
      })
      .onConflictDoNothing();
    await postTransaction(
      tx,
      {
        idempotencyKey: `top_up:${DEMO_TOP_UP_ID}`,
        kind: 'top_up',
        userId: studentId,
        reference: { payment_id: DEMO_TOP_UP_ID },
        entries: [
          { account: { kind: 'provider' }, amountPence: -TOP_UP_PENCE },
          { account: { kind: 'wallet', userId: studentId }, amountPence: TOP_UP_PENCE },
        ],
      },
      new Date(lessonsAt.getTime() - 3600 * 1000),
    );
    await postTransaction(
      tx,
      {
        idempotencyKey: 'demo:booking_hold',
        kind: 'booking_hold',
        userId: studentId,
        memo: 'Two maths lessons with Dr James Whitfield',
        entries: [
          { account: { kind: 'wallet', userId: studentId }, amountPence: -LESSONS_PENCE },
          { account: { kind: 'held', userId: studentId }, amountPence: LESSONS_PENCE },
        ],
      },
      lessonsAt,
    );
    await postTransaction(
      tx,
      {
        idempotencyKey: 'demo:tutor_earning',
        kind: 'tutor_earning',
        userId: tutorId,
        memo: 'Two maths lessons with Emily Carter',
        entries: [
          { account: { kind: 'held', userId: studentId }, amountPence: -LESSONS_PENCE },
          { account: { kind: 'earnings', userId: tutorId }, amountPence: LESSONS_PENCE },
        ],
      },
      new Date(lessonsAt.getTime() + 2 * 3600 * 1000),
    );
  });
}
