import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { aiUsageDays } from '../../platform/db/schema/index.ts';

export interface DailyUsage {
  messages: number;
  tokens: number;
}

export async function findDailyUsage(q: Queryable, userId: number, day: string): Promise<DailyUsage> {
  const [row] = await q
    .select({ messages: aiUsageDays.messages, tokens: aiUsageDays.tokens })
    .from(aiUsageDays)
    .where(and(eq(aiUsageDays.userId, userId), eq(aiUsageDays.day, day)));
  return row ?? { messages: 0, tokens: 0 };
}

/**
 * Counts one more question of the day, only while both of the day's counts are under their limits, in one
 * statement (two questions at once cannot both take the last one). Answers the day's usage after it, or null
 * when the limit was reached.
 */
export async function takeDailyMessage(
  q: Queryable,
  userId: number,
  day: string,
  limits: { messages: number; tokens: number },
): Promise<DailyUsage | null> {
  const [row] = await q
    .insert(aiUsageDays)
    .values({ userId, day, messages: 1, tokens: 0 })
    .onConflictDoUpdate({
      target: [aiUsageDays.userId, aiUsageDays.day],
      set: { messages: sql`${aiUsageDays.messages} + 1` },
      setWhere: and(lt(aiUsageDays.messages, limits.messages), lt(aiUsageDays.tokens, limits.tokens)),
    })
    .returning({ messages: aiUsageDays.messages, tokens: aiUsageDays.tokens });
  return row ?? null;
}

export async function addDailyTokens(
  q: Queryable,
  userId: number,
  day: string,
  tokens: number,
): Promise<DailyUsage> {
  const [row] = await q
    .insert(aiUsageDays)
    .values({ userId, day, messages: 0, tokens })
    .onConflictDoUpdate({
      target: [aiUsageDays.userId, aiUsageDays.day],
      set: { tokens: sql`${aiUsageDays.tokens} + ${tokens}` },
    })
    .returning({ messages: aiUsageDays.messages, tokens: aiUsageDays.tokens });
  return row ?? { messages: 0, tokens };
}
