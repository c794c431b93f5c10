import type { AppContext } from '../platform/context.ts';
import { ensureAdmin } from './admin.ts';
import { seedDemoAccounts } from './demo.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedReferenceData } from './reference/index.ts';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Reference data always; demo accounts and their money history when SEED_DEMO is on; the operator's admin from ADMIN_EMAIL/PASSWORD. */
export async function seedAll(ctx: AppContext): Promise<DemoAccount[]> {
  await seedReferenceData(ctx.db);
  const demoAccounts = ctx.config.seedDemo ? await seedDemoAccounts(ctx) : [];
  if (ctx.config.seedDemo) await seedDemoMoney(ctx);
  await ensureAdmin(ctx);
  return demoAccounts;
}
