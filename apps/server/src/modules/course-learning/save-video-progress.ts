import { MSG, type SavedVideoProgress, type SaveVideoProgressBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { openedSectionVideo } from '../course-media/index.ts';
import { mayLearn, openSection, progressPercent } from '../courses/index.ts';
import { ensureEnrolment } from './enrol.ts';
import {
  countTaken,
  findVideoPlace,
  isSectionTaken,
  saveVideoPlace,
  updateEnrolment,
} from './learning-repository.ts';
import { isVideoWatched, nextVideoPlace } from './progress-policy.ts';
import { presentVideoPlace } from './progress-presenter.ts';
import { recordSectionTaken } from './take-section.ts';

/**
 * `PUT /sections/{id}/video-progress`: the player reports where the learner is and how much they have played;
 * the place is kept for every device, the section becomes the latest viewed, and once 90% of the video has been
 * played the section is taken (progress, completion and the creator reward as for any take). Idempotent: the
 * same report twice keeps the same place and takes the section once. Students only (403); not a video section,
 * or a video not ready to play, 409; beyond the trial 403 `SECTION_LOCKED`; a course not visible 404.
 */
export async function saveVideoProgress(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
  body: SaveVideoProgressBody,
): Promise<SavedVideoProgress> {
  if (!mayLearn(actor)) throw AppError.forbidden();
  const tenantId = tenant?.id ?? null;
  const opened = await openSection(ctx, actor, tenantId, sectionId);
  if (opened.section.type !== 'video') throw AppError.conflict(MSG.sectionNotVideo);
  const video = await openedSectionVideo(ctx.db, opened);
  if (video?.uploadStatus !== 'ready') throw AppError.conflict(MSG.videoProcessing);
  return inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const enrolment = await ensureEnrolment(tx, opened.course, actor, tenantId, at);
    const stored = await findVideoPlace(tx, enrolment.id, sectionId);
    const place = nextVideoPlace(stored, body, video.durationSeconds);
    await saveVideoPlace(tx, enrolment.id, sectionId, place, at);
    const alreadyTaken = await isSectionTaken(tx, enrolment.id, sectionId);
    const watched = isVideoWatched(place.watchedSeconds, place.durationSeconds);
    if (watched && !alreadyTaken) {
      const progress = await recordSectionTaken(tx, opened, actor, tenantId, at);
      return { ...progress, ...presentVideoPlace(place), is_done: true };
    }
    await updateEnrolment(tx, enrolment.id, { latestViewedSectionId: sectionId }, at);
    const taken = await countTaken(tx, enrolment.id);
    return {
      status_value: enrolment.status,
      progress_percent: progressPercent(taken, opened.order.length),
      started_at: enrolment.startedAt.toISOString(),
      ...presentVideoPlace(place),
      is_done: alreadyTaken,
    };
  });
}
