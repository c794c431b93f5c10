import type { AiChatQuota } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { presentQuota, todaysUsage } from './daily-budget.ts';

/** `GET /user/ai/chat/quota`: whether a language model answers, and what the caller may still ask of it today. */
export async function getChatQuota(ctx: AppContext, actor: Actor): Promise<AiChatQuota> {
  return presentQuota(ctx, await todaysUsage(ctx, actor.userId));
}
