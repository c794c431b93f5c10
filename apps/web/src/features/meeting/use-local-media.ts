import { useCallback, useEffect, useMemo, useState } from 'react';

export interface LocalMedia {
  /** The camera and microphone (null until granted, or when unavailable). */
  stream: MediaStream | null;
  /** What the local preview shows: the camera, or the shared screen. */
  preview: MediaStream | null;
  screenTrack: MediaStreamTrack | null;
  unavailable: boolean;
  micOn: boolean;
  cameraOn: boolean;
  toggleMic(): void;
  toggleCamera(): void;
  /** Asks for a screen (getDisplayMedia); answers its video track, or null when refused. */
  startScreen(): Promise<MediaStreamTrack | null>;
  stopScreen(): void;
}

/** The camera and microphone for the call, with mute, camera off and a screen to share instead of the camera. */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [screenTrack, setScreenTrack] = useState<MediaStreamTrack | null>(null);

  useEffect(() => {
    let cancelled = false;
    let acquired: MediaStream | null = null;
    navigator.mediaDevices
      ?.getUserMedia({ audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } })
      .then((media) => {
        acquired = media;
        if (!cancelled) setStream(media);
        else for (const track of media.getTracks()) track.stop();
      })
      .catch(() => !cancelled && setUnavailable(true));
    if (!navigator.mediaDevices) setUnavailable(true);
    return () => {
      cancelled = true;
      for (const track of acquired?.getTracks() ?? []) track.stop();
    };
  }, []);

  const toggleMic = useCallback(() => {
    setMicOn((on) => {
      for (const track of stream?.getAudioTracks() ?? []) track.enabled = !on;
      return !on;
    });
  }, [stream]);

  const toggleCamera = useCallback(() => {
    setCameraOn((on) => {
      for (const track of stream?.getVideoTracks() ?? []) track.enabled = !on;
      return !on;
    });
  }, [stream]);

  const stopScreen = useCallback(() => {
    setScreenTrack((track) => {
      track?.stop();
      return null;
    });
  }, []);

  const startScreen = useCallback(async () => {
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const [track] = display.getVideoTracks();
      if (!track) return null;
      // The browser's own "Stop sharing" button ends the track.
      track.addEventListener('ended', () => {
        setScreenTrack((current) => (current === track ? null : current));
      });
      setScreenTrack(track);
      return track;
    } catch {
      return null;
    }
  }, []);

  useEffect(() => () => screenTrack?.stop(), [screenTrack]);

  const preview = useMemo(
    () => (screenTrack ? new MediaStream([screenTrack]) : stream),
    [screenTrack, stream],
  );
  return {
    stream,
    preview,
    screenTrack,
    unavailable,
    micOn,
    cameraOn,
    toggleMic,
    toggleCamera,
    startScreen,
    stopScreen,
  };
}
