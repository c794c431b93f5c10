import { useEffect, useRef } from 'react';

/**
 * A `<video>` playing an HLS stream: with hls.js (loaded on first use, its own chunk) where the browser has Media
 * Source Extensions, which picks the rendition for the connection and the player's size; natively otherwise
 * (Safari on iPhone); the original file when there is no stream. The poster shows until play. Signed links
 * expire: on a fatal network error the stream reloads from `latestStream()` (renewed by the caller) at the same
 * place.
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
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [stream, fallback]);

  return (
    <video
      ref={(node) => {
        element.current = node;
        videoRef?.(node);
      }}
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
}
