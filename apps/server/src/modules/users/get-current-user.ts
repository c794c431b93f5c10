import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadPresentedProfile } from './load-user-profile.ts';
import { readProfileStamp } from './profile-repository.ts';

/**
 * The `GET /user` answer's JSON text, `{ success: true, data: User }`: the hottest read. The presented answer is kept
 * per user and language (`ctx.profiles`) and served while the stamp PostgreSQL computes for the user is unchanged
 * (one primary-key lookup instead of building the profile); any committed change to what it shows moves the stamp
 * (migration 0048), on whichever instance it was made. Only the actor's own profile is ever read or kept.
 */
export async function getCurrentUserAnswer(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<string> {
  const key = `${actor.userId}:${language}`;
  const kept = ctx.profiles.get(key, ctx.clock.now().getTime());
  if (kept && (await readProfileStamp(ctx.db, actor.userId)) === kept.stamp) return kept.text;
  const { user, stamp, validUntil } = await loadPresentedProfile(ctx, actor.userId, language);
  const text = `{"success":true,"data":${JSON.stringify(user)}}`;
  ctx.profiles.set(key, { stamp, text, expiresAt: validUntil });
  return text;
}
