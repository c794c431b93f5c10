import { MSG, type SaveVideoProgressBody, VIDEO_WATCHED_SHARE } from '@kru/contract';
import { AppError } from '../../platform/errors.ts';

export interface VideoPlace {
  positionSeconds: number;
  watchedSeconds: number;
}

/**
 * The place to keep after the player reports one: whole seconds, the position within the video's length (a 422
 * beyond it, one second of rounding allowed), and the seconds played never going down (another device may report
 * less than was played in all) nor beyond the length. `knownDuration` is the server's length of the video; the
 * player's is used only when the server has none.
 */
export function nextVideoPlace(
  stored: VideoPlace | null,
  body: SaveVideoProgressBody,
  knownDuration: number | null,
): VideoPlace & { durationSeconds: number } {
  const durationSeconds = knownDuration && knownDuration > 0 ? knownDuration : body.duration_seconds;
  const positionSeconds = Math.floor(body.position_seconds);
  if (positionSeconds > Math.ceil(durationSeconds)) {
    throw AppError.invalid('position_seconds', MSG.videoPositionBeyondEnd, {
      duration: Math.ceil(durationSeconds),
    });
  }
  const played = Math.max(stored?.watchedSeconds ?? 0, Math.floor(body.watched_seconds));
  return {
    positionSeconds,
    watchedSeconds: Math.min(played, Math.ceil(durationSeconds)),
    durationSeconds,
  };
}

/** A video section counts as taken once 90% of the video has been played (seeking to the end does not count). */
export function isVideoWatched(watchedSeconds: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && watchedSeconds >= durationSeconds * VIDEO_WATCHED_SHARE;
}
