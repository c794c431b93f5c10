import { VIDEO_WATCHED_SHARE } from '@kru/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveVideoProgress, useRefreshCourses, useVideoProgress } from '../../courses/api.ts';

/** How often the place is saved while the video plays (and at every pause, at the end, and on leaving). */
const SAVE_EVERY_MS = 10_000;
/** A jump between two time updates longer than this is a seek, not play (time updates come ~4 times a second). */
const PLAYED_STEP_MAX_SECONDS = 3;

/**
 * Follows a student in a video section: resumes at the second where they left it (on any device: the place is
 * kept by the server), counts the seconds actually played (seeking does not count) and reports both every 10 s,
 * on pause, at the end and when the page is left (`keepalive`). The server takes the section at 90% played.
 * Answers the ref callback to put on the `<video>`.
 */
export function useVideoTracking(sectionId: number, enabled: boolean) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const stored = useVideoProgress(sectionId, enabled);
  const refresh = useRefreshCourses();
  const played = useRef(0);
  const lastTime = useRef<number | null>(null);
  const lastSaved = useRef(0);
  const dirty = useRef(false);
  const done = useRef(false);
  const askedAtWatched = useRef(false);

  const report = useCallback(
    (keepalive: boolean) => {
      if (!video || !dirty.current || !Number.isFinite(video.duration) || video.duration <= 0) return;
      dirty.current = false;
      lastSaved.current = Date.now();
      const duration = video.duration;
      const body = {
        position_seconds: Math.min(video.currentTime, duration),
        watched_seconds: Math.min(played.current, duration),
        duration_seconds: duration,
      };
      saveVideoProgress(sectionId, body, keepalive)
        .then((saved) => {
          if (saved.isDone && !done.current) {
            done.current = true;
            void refresh();
          }
        })
        // A lost report is made good by the next one.
        .catch(() => undefined);
    },
    [video, sectionId, refresh],
  );

  // Resume once, when both the place and the video's length are known.
  const place = stored.data;
  const placeKnown = stored.isSuccess;
  useEffect(() => {
    if (!video || !placeKnown) return;
    played.current = Math.max(played.current, place?.watchedSeconds ?? 0);
    const position = place?.positionSeconds ?? 0;
    const seek = () => {
      // At the very end there is nothing left to resume: start again from the beginning.
      if (position > 0 && position < video.duration - 1) video.currentTime = position;
      lastTime.current = null;
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
    else video.addEventListener('loadedmetadata', seek, { once: true });
    return () => video.removeEventListener('loadedmetadata', seek);
  }, [video, placeKnown, place]);

  useEffect(() => {
    if (!video || !enabled) return;
    const onTime = () => {
      const now = video.currentTime;
      const previous = lastTime.current;
      lastTime.current = now;
      if (previous === null || video.seeking) return;
      const step = now - previous;
      if (step > 0 && step <= PLAYED_STEP_MAX_SECONDS) {
        played.current += step;
        dirty.current = true;
      }
      const watched = played.current >= video.duration * VIDEO_WATCHED_SHARE;
      if (watched && !askedAtWatched.current) {
        askedAtWatched.current = true;
        report(false);
      } else if (Date.now() - lastSaved.current >= SAVE_EVERY_MS) report(false);
    };
    const onSeeking = () => {
      lastTime.current = null;
    };
    const onSeeked = () => {
      lastTime.current = video.currentTime;
      dirty.current = true;
    };
    const onStop = () => report(false);
    const onLeave = () => report(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the section inside the app (another section, another page).
      report(true);
    };
  }, [video, enabled, report]);

  return enabled ? setVideo : undefined;
}
