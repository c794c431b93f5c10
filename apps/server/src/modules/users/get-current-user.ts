import type { Language, User } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadUserProfile } from './load-user-profile.ts';

export function getCurrentUser(ctx: AppContext, actor: Actor, language: Language): Promise<User> {
  return loadUserProfile(ctx, actor.userId, language);
}
