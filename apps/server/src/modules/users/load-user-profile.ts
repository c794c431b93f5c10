import type { Language, User } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { presentUser } from './presenter.ts';
import { findProfile } from './profile-repository.ts';

/**
 * The full User of one account in one statement whatever the profile holds (user with its relations, wallet
 * balance, subscription, priced subjects and their specialties). Callers pass an id they have already authorized: the actor's own, or the one
 * that has just proved its password or code.
 */
export async function loadUserProfile(ctx: AppContext, userId: number, language: Language): Promise<User> {
  const profile = await findProfile(ctx.db, userId);
  if (!profile) throw AppError.notFound();
  const { prices, specialties } = profile;
  const avatarUrl = profile.avatarKey ? await ctx.storage.signDownload(profile.avatarKey) : null;
  return presentUser({ profile, prices, specialties, avatarUrl, now: ctx.clock.now() }, language);
}
