import type { AppContext } from '../platform/context.ts';
import { ensureAdmin } from './admin.ts';
import { seedDemoAccounts } from './demo.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoAvailability } from './demo-tutoring.ts';
import { seedReferenceData } from './reference/index.ts';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Reference data always; demo accounts, their money history, the tutor's free time and courses when SEED_DEMO is on; the operator's admin from ADMIN_EMAIL/PASSWORD. */
export async function seedAll(ctx: AppContext): Promise<DemoAccount[]> {
  await seedReferenceData(ctx.db);
  const demoAccounts = ctx.config.seedDemo ? await seedDemoAccounts(ctx) : [];
  if (ctx.config.seedDemo) {
    await seedDemoMoney(ctx);
    await seedDemoAvailability(ctx);
    await seedDemoCourses(ctx);
  }
  await ensureAdmin(ctx);
  return demoAccounts;
}
