/** The heights every transcode aims at; a source is never scaled up to one of them. */
const LADDER = [360, 720] as const;

/**
 * The heights of the renditions made from a source `sourceHeight` pixels high: each ladder height it reaches,
 * plus its own height when it falls short of the top one (a 480p source gets 360p and 480p; a 240p one only 240p).
 * Heights are even, as H.264 in 4:2:0 needs.
 */
export function renditionHeights(sourceHeight: number): number[] {
  const own = sourceHeight - (sourceHeight % 2);
  const heights: number[] = LADDER.filter((height) => height <= own);
  if (own < LADDER[LADDER.length - 1]! && !heights.includes(own) && own > 0) heights.push(own);
  return heights;
}

/** The bit-rate ceiling of a rendition, in kbit/s: about what 360p and 720p streaming services use. */
export function maxKbps(height: number): number {
  return Math.round(Math.max(400, height * 4));
}

/** The most a transcode of a video this long may take before it is stopped as failed. */
export function transcodeTimeoutMs(durationSeconds: number): number {
  return (120 + durationSeconds * 10) * 1000;
}

/**
 * Around the transcode itself: fetching the source (up to 1 GB), probing it, the poster and storing the outputs.
 * It is also the whole bound while the duration is not known yet (before the probe).
 */
const AROUND_TRANSCODE_MS = 30 * 60 * 1000;

/**
 * How long a transcode's claim on a video holds: past it, the runner died (a deploy, a crash) and the video is
 * stranded. The transcode's own timeout for the duration probed, when it was, and the work around it.
 */
export function claimTimeoutMs(durationSeconds: number | null): number {
  return (durationSeconds === null ? 0 : transcodeTimeoutMs(durationSeconds)) + AROUND_TRANSCODE_MS;
}

/** The share of a transcode done, from ffmpeg's `out_time_us`/`out_time_ms` (both microseconds); 99 at most. */
export function progressPercent(outTimeMicros: number, durationSeconds: number): number {
  if (!(durationSeconds > 0) || !(outTimeMicros > 0)) return 0;
  return Math.min(99, Math.floor((outTimeMicros / 1e6 / durationSeconds) * 100));
}
