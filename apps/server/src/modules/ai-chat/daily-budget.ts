import { type AiChatQuota, MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { addDailyTokens, type DailyUsage, findDailyUsage, takeDailyMessage } from './usage-repository.ts';

/**
 * The daily budgets of the language-model tutor (AI_MESSAGES_PER_DAY, AI_TOKENS_PER_DAY): a UTC day, so one
 * reset time for everyone. The built-in tutor costs nothing and has none.
 */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export const budgetsApply = (ctx: AppContext) => ctx.aiTutor.name !== 'builtin';

/** The caller's quota as the wire carries it; a day whose tokens are spent leaves no message either. */
export function presentQuota(ctx: AppContext, usage: DailyUsage | null): AiChatQuota {
  const resetsAt = nextUtcMidnight(ctx.clock.now()).toISOString();
  if (!usage) {
    const none = { messages_per_day: null, messages_left: null, tokens_per_day: null, tokens_left: null };
    return { model: false, ...none, resets_at: resetsAt };
  }
  const { messagesPerDay, tokensPerDay } = ctx.config.ai;
  const tokensLeft = Math.max(0, tokensPerDay - usage.tokens);
  return {
    model: true,
    messages_per_day: messagesPerDay,
    messages_left: tokensLeft === 0 ? 0 : Math.max(0, messagesPerDay - usage.messages),
    tokens_per_day: tokensPerDay,
    tokens_left: tokensLeft,
    resets_at: resetsAt,
  };
}

/** Today's usage, or null where no budget applies. */
export async function todaysUsage(ctx: AppContext, userId: number): Promise<DailyUsage | null> {
  return budgetsApply(ctx) ? findDailyUsage(ctx.db, userId, utcDay(ctx.clock.now())) : null;
}

/**
 * Counts a question against today's budget: a 429 until midnight UTC (with the quota as `details`) when the
 * messages or the tokens of the day are spent.
 */
export async function spendDailyMessage(ctx: AppContext, userId: number): Promise<void> {
  if (!budgetsApply(ctx)) return;
  const now = ctx.clock.now();
  const { messagesPerDay, tokensPerDay } = ctx.config.ai;
  const taken = await takeDailyMessage(ctx.db, userId, utcDay(now), {
    messages: messagesPerDay,
    tokens: tokensPerDay,
  });
  if (taken) return;
  const usage = await findDailyUsage(ctx.db, userId, utcDay(now));
  const byMessages = usage.messages >= messagesPerDay;
  const retryAfter = Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000);
  throw new AppError(
    'RATE_LIMITED',
    byMessages ? MSG.aiTutorDailyMessages : MSG.aiTutorDailyTokens,
    {},
    { count: messagesPerDay },
    { 'retry-after': String(Math.max(1, retryAfter)) },
  ).withDetails({ quota: presentQuota(ctx, usage) });
}

/** Adds an answer's tokens to today's count; answers the quota left. */
export async function spendDailyTokens(
  ctx: AppContext,
  userId: number,
  tokens: number,
): Promise<AiChatQuota> {
  if (!budgetsApply(ctx)) return presentQuota(ctx, null);
  return presentQuota(ctx, await addDailyTokens(ctx.db, userId, utcDay(ctx.clock.now()), tokens));
}
