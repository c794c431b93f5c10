import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { payments, subscriptionPlans, subscriptions, users } from '../../platform/db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInsert = typeof subscriptions.$inferInsert;
export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A plan on sale, by its product id. */
export async function findActivePlan(q: Queryable, productId: string) {
  const [row] = await q
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.productId, productId), eq(subscriptionPlans.isActive, true)))
    .limit(1);
  return row;
}

export async function findPlan(q: Queryable, planId: number) {
  const [row] = await q.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
  return row;
}

/** Who a subscription e-mail goes to. */
export async function findSubscriber(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Serializes the activations of one person's subscriptions (two checkouts paid at once). */
export async function lockSubscriber(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Built and planned once: a paid course's reader checks it on every call. */
const currentSubscriptionStatement = preparedQuery((q) =>
  q
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), ne(subscriptions.status, 'expired')))
    .limit(1)
    .prepare('subscriptions_current'),
);

/** The user's subscription that is not expired (at most one: a unique index), with its plan. */
export async function findCurrentSubscription(q: Queryable, userId: number) {
  const [row] = await currentSubscriptionStatement(q).execute({ userId });
  return row;
}

/** The same row locked for the transaction (a cancellation). */
export async function lockCurrentSubscription(tx: Tx, userId: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'expired')))
    .for('update');
  return row;
}

export async function lockSubscriptionByProviderRef(tx: Tx, providerRef: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerRef, providerRef))
    .for('update');
  return row;
}

export async function findSubscriptionByFirstPayment(q: Queryable, paymentId: string) {
  const [row] = await q
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.firstPaymentId, paymentId))
    .limit(1);
  return row;
}

export async function insertSubscription(tx: Tx, values: SubscriptionInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

export type SubscriptionChange = Partial<
  Pick<SubscriptionInsert, 'status' | 'endingAt' | 'canceledAt' | 'latestInvoice'>
>;

export async function updateSubscription(
  q: Queryable,
  id: number,
  change: SubscriptionChange,
  at: Date,
): Promise<SubscriptionRow> {
  const [row] = await q
    .update(subscriptions)
    .set({ ...change, updatedAt: at })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/** Sandbox subscriptions due for renewal, each with the test card of the payment that started it. */
export async function findDueSandboxSubscriptions(
  q: Queryable,
  now: Date,
): Promise<Array<SubscriptionRow & { sandboxCard: string | null }>> {
  const rows = await q
    .select({ subscription: subscriptions, sandboxCard: payments.sandboxCard })
    .from(subscriptions)
    .leftJoin(payments, eq(payments.id, subscriptions.firstPaymentId))
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.endingAt, now),
      ),
    );
  return rows.map((row) => ({ ...row.subscription, sandboxCard: row.sandboxCard }));
}

/** Canceled subscriptions whose last period has ended become expired; answers how many. */
export async function expireEndedCanceled(q: Queryable, now: Date): Promise<number> {
  const rows = await q
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(subscriptions.status, 'canceled'), lte(subscriptions.endingAt, now)))
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** Active Stripe subscriptions whose period ended before `cutoff` without a renewal become expired. */
export async function expireUnrenewedStripe(q: Queryable, cutoff: Date, now: Date): Promise<number> {
  const rows = await q
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(subscriptions.provider, 'stripe'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.endingAt, cutoff),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}
