import { AVAILABILITY_LIMITS, type Language, type TutorProfile } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { loadFreeSlots } from '../availability/index.ts';
import { hasTakenTrial } from '../sessions/index.ts';
import { presentCards } from './list-tutors.ts';
import { findTutorPage } from './repository.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * `GET /tutors/profile/{id}`: a visible tutor of the request's tenant as a card, with the free slots of the next
 * two weeks, and whether the caller's one trial with them is taken. Anyone else (not a tutor, not approved, suspended, another tenant's) is "not found".
 */
export async function getTutorProfile(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  tutorId: number,
  language: Language,
): Promise<TutorProfile> {
  const now = ctx.clock.now();
  const {
    rows: [row],
  } = await findTutorPage(
    ctx.db,
    { tenantId: tenant?.id ?? null, tutorId },
    { limit: 1, offset: 0, countCap: 1 },
    now,
  );
  if (!row) throw AppError.notFound();
  const till = new Date(now.getTime() + AVAILABILITY_LIMITS.previewDays * DAY_MS);
  const [[card], availabilities, trialTaken] = await Promise.all([
    presentCards(ctx, [row], language),
    loadFreeSlots(ctx, tutorId, { from: now, till }),
    hasTakenTrial(ctx.db, actor.userId, tutorId),
  ]);
  return { ...card!, availabilities, preview_till: till.toISOString(), trial_taken: trialTaken };
}
