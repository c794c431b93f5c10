import type { Language, Subscription } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { presentLiveSubscription } from './presenter.ts';
import { findCurrentSubscription } from './repository.ts';

/** `GET /user/subscription`: the caller's live subscription, or null when there is none. */
export async function getSubscription(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<Subscription | null> {
  const current = await findCurrentSubscription(ctx.db, actor.userId);
  return presentLiveSubscription(current?.subscription, current?.plan, ctx.clock.now(), language);
}
