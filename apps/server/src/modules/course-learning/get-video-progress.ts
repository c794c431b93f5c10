import { MSG, type VideoProgress } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { mayLearn, openSection } from '../courses/index.ts';
import { findVideoPlace } from './learning-repository.ts';
import { presentVideoPlace } from './progress-presenter.ts';

/**
 * `GET /sections/{id}/video-progress`: the caller's place in a video section (null before they first play it),
 * the same on every device. Students only (403); not a video section 409; beyond the trial 403 `SECTION_LOCKED`;
 * a section of a course the caller may not see 404.
 */
export async function getVideoProgress(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
): Promise<VideoProgress | null> {
  if (!mayLearn(actor)) throw AppError.forbidden();
  const opened = await openSection(ctx, actor, tenant?.id ?? null, sectionId);
  if (opened.section.type !== 'video') throw AppError.conflict(MSG.sectionNotVideo);
  if (!opened.enrolment) return null;
  const place = await findVideoPlace(ctx.db, opened.enrolment.id, sectionId);
  return place ? presentVideoPlace(place) : null;
}
