import type { VideoProgress } from '@kru/contract';
import type { VideoPlace } from './progress-policy.ts';

export function presentVideoPlace(place: VideoPlace): VideoProgress {
  return { position_seconds: place.positionSeconds, watched_seconds: place.watchedSeconds };
}
