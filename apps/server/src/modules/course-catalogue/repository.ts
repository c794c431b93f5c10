import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { subscriptionPlans } from '../../platform/db/schema/index.ts';

/** The cheapest plan on sale (the one the subscribe prompt names), with its prices in pence. */
export async function findCheapestPlan(q: Queryable) {
  const [row] = await q
    .select({
      nameEn: subscriptionPlans.nameEn,
      nameTh: subscriptionPlans.nameTh,
      monthlyPricePence: subscriptionPlans.monthlyPricePence,
      yearlyPricePence: subscriptionPlans.yearlyPricePence,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(
      asc(subscriptionPlans.monthlyPricePence),
      asc(subscriptionPlans.sortOrder),
      asc(subscriptionPlans.id),
    )
    .limit(1);
  return row;
}
export type CheapestPlanRow = NonNullable<Awaited<ReturnType<typeof findCheapestPlan>>>;
