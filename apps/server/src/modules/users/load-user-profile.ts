import type { Language, User } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { presentUser } from './presenter.ts';
import { findProfile } from './profile-repository.ts';

/**
 * How long a presented profile may be served from memory at most, whatever its stamp: its avatar URL is signed for
 * an hour at least (platform/storage), so a kept one is still valid for 50 minutes when served.
 */
const PRESENTED_PROFILE_MAX_AGE_MS = 10 * 60_000;

/** A presented profile with what `GET /user` needs to keep it: its stamp, and until when the clock leaves it true. */
export interface PresentedProfile {
  user: User;
  stamp: string;
  /** Epoch ms: the profile's age limit, or earlier the end of a canceled subscription's grace period. */
  validUntil: number;
}

/**
 * The full User of one account in one statement whatever the profile holds (user with its relations, wallet
 * balance, subscription, priced subjects and their specialties), with its stamp. Callers pass an id they have
 * already authorized: the actor's own, or the one that has just proved its password or code.
 */
export async function loadPresentedProfile(
  ctx: AppContext,
  userId: number,
  language: Language,
): Promise<PresentedProfile> {
  const profile = await findProfile(ctx.db, userId);
  if (!profile) throw AppError.notFound();
  const { prices, specialties, subscription } = profile;
  const avatarUrl = profile.avatarKey ? await ctx.storage.signDownload(profile.avatarKey) : null;
  const now = ctx.clock.now();
  const user = presentUser({ profile, prices, specialties, avatarUrl, now }, language);
  let validUntil = now.getTime() + PRESENTED_PROFILE_MAX_AGE_MS;
  // A canceled subscription's grace period ends at `ending_at`: the subscription is not shown from then on.
  if (subscription?.status === 'canceled' && subscription.endingAt.getTime() > now.getTime()) {
    validUntil = Math.min(validUntil, subscription.endingAt.getTime());
  }
  return { user, stamp: profile.stamp, validUntil };
}

/** The full User of one account (see loadPresentedProfile). */
export async function loadUserProfile(ctx: AppContext, userId: number, language: Language): Promise<User> {
  return (await loadPresentedProfile(ctx, userId, language)).user;
}
