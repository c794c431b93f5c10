import { Stack } from '@mantine/core';
import type HlsPlayer from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_QUALITY, type Quality, QualityMenu } from './QualityMenu.tsx';

/**
 * A `<video>` playing an HLS stream: with hls.js (loaded on first use, its own chunk) where the browser has Media
 * Source Extensions, which picks the rendition for the connection and the player's size; natively otherwise
 * (Safari on iPhone); the original file when there is no stream. The poster shows until play. Signed links
 * expire: on a fatal network error the stream reloads from `latestStream()` (renewed by the caller) at the same
 * place. With hls.js and more than one rendition, a quality menu under the player lets the viewer pick one
 * (switched at once) or go back to the automatic choice.
 */
export function HlsVideo({
  stream,
  latestStream,
  fallback,
  poster,
  videoRef,
  testId,
}: {
  stream: string | null;
  latestStream: () => string | null;
  fallback: string | null;
  poster: string | null;
  videoRef?: (element: HTMLVideoElement | null) => void;
  testId: string;
}) {
  const element = useRef<HTMLVideoElement | null>(null);
  const latest = useRef(latestStream);
  latest.current = latestStream;
  const player = useRef<HlsPlayer | null>(null);
  const [quality, setQuality] = useState<Quality | null>(null);
  // Stable, so that the caller hears of the element once, not at each change of quality.
  const setElement = useCallback(
    (node: HTMLVideoElement | null) => {
      element.current = node;
      videoRef?.(node);
    },
    [videoRef],
  );

  useEffect(() => {
    const video = element.current;
    if (!video) return;
    if (!stream) {
      if (fallback) video.src = fallback;
      return;
    }
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        video.src = video.canPlayType('application/vnd.apple.mpegurl') ? stream : (fallback ?? '');
        return;
      }
      const hls = new Hls({ capLevelToPlayerSize: true });
      hls.on(Hls.Events.MANIFEST_PARSED, () => {
        video.dataset.levels = String(hls.levels.length);
        const levels = hls.levels.map((level, index) => ({ index, height: level.height }));
        levels.sort((a, b) => b.height - a.height);
        setQuality({ levels, selected: AUTO_QUALITY, playing: null });
      });
      hls.on(Hls.Events.LEVEL_SWITCHED, (_event, { level }) => {
        const height = hls.levels[level]?.height ?? null;
        if (height) video.dataset.level = String(height);
        setQuality((known) => known && { ...known, playing: height });
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
          const at = video.currentTime;
          hls.loadSource(latest.current() ?? stream);
          hls.startLoad(at);
        } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      });
      hls.loadSource(stream);
      hls.attachMedia(video);
      video.dataset.hls = 'on';
      player.current = hls;
      destroy = () => {
        hls.destroy();
        player.current = null;
        setQuality(null);
      };
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [stream, fallback]);

  const choose = (index: number) => {
    const hls = player.current;
    if (!hls) return;
    // A rendition picked is loaded at once (the buffer of the other dropped); Auto takes over from the next segment.
    if (index === AUTO_QUALITY) hls.nextLevel = AUTO_QUALITY;
    else hls.currentLevel = index;
    setQuality((known) => known && { ...known, selected: index });
  };

  const videoElement = (
    <video
      ref={setElement}
      poster={poster ?? undefined}
      controls
      preload="metadata"
      playsInline
      style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
      data-testid={testId}
    >
      {/* Tutors upload no caption file yet: an empty captions track keeps the element accessible. */}
      <track kind="captions" />
    </video>
  );
  return (
    // One tree whether or not the menu shows, so that the element hls.js plays in is never made anew.
    <Stack gap={4}>
      {videoElement}
      {quality && quality.levels.length > 1 && (
        <Stack align="flex-end">
          <QualityMenu quality={quality} onChoose={choose} />
        </Stack>
      )}
    </Stack>
  );
}
