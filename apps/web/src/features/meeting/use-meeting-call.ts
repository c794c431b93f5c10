import type { MediaState, ServerSignal } from '@kru/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MeetingAccess } from './api.ts';
import { callState, endedReasonKey } from './call-state.ts';
import { useLocalMedia } from './use-local-media.ts';
import { usePeerConnection } from './use-peer-connection.ts';
import { useSignalling } from './use-signalling.ts';

export interface ChatLine {
  id: string;
  from: number;
  text: string;
  at: string;
}

const PEER_MEDIA_DEFAULT: MediaState = { audio: true, video: true, screen: false };

/** Everything the room shows: local media, the socket, the peer connection and the chat, as one state. */
export function useMeetingCall(access: MeetingAccess) {
  const [left, setLeft] = useState(false);
  const [joinAttempt, setJoinAttempt] = useState(0);
  const [peerPresent, setPeerPresent] = useState(false);
  const [peerHungUp, setPeerHungUp] = useState(false);
  const [peerMedia, setPeerMedia] = useState<MediaState>(PEER_MEDIA_DEFAULT);
  const [messages, setMessages] = useState<ChatLine[]>([]);
  const [remotePlaying, setRemotePlaying] = useState(false);
  const [wasConnected, setWasConnected] = useState(false);
  const handlerRef = useRef<(signal: ServerSignal) => void>(() => {});

  const media = useLocalMedia();
  // The socket joins once the camera and microphone are settled, so the first offer already carries them.
  const mediaSettled = media.stream !== null || media.unavailable;
  const signalling = useSignalling({
    wsPath: access.wsPath,
    token: access.token,
    active: mediaSettled && !left,
    attempt: joinAttempt,
    onSignal: (signal) => handlerRef.current(signal),
  });
  const peer = usePeerConnection({
    iceServers: access.iceServers as RTCIceServer[],
    polite: signalling.polite,
    send: signalling.send,
    localStream: media.stream,
    screenTrack: media.screenTrack,
  });
  const mediaState: MediaState = {
    audio: media.micOn && Boolean(media.stream),
    video: (media.cameraOn && Boolean(media.stream)) || media.screenTrack !== null,
    screen: media.screenTrack !== null,
  };
  const mediaStateRef = useRef(mediaState);
  mediaStateRef.current = mediaState;

  handlerRef.current = (signal) => {
    if (signal.type === 'peer-joined') {
      setPeerPresent(true);
      setPeerHungUp(false);
      signalling.send({ type: 'media', media: mediaStateRef.current });
    } else if (signal.type === 'peer-left' || signal.type === 'hang-up') {
      setPeerPresent(false);
      setPeerMedia(PEER_MEDIA_DEFAULT);
      if (signal.type === 'hang-up') setPeerHungUp(true);
    } else if (signal.type === 'chat') {
      const line = { id: signal.id, from: signal.from, text: signal.text, at: signal.at };
      setMessages((lines) => (lines.some((known) => known.id === line.id) ? lines : [...lines, line]));
    } else if (signal.type === 'media') {
      setPeerMedia(signal.media);
    }
    void peer.handleSignal(signal);
  };

  const { audio, video, screen } = mediaState;
  useEffect(() => {
    signalling.send({ type: 'media', media: { audio, video, screen } });
  }, [audio, video, screen, signalling.send]);

  // A new remote stream has not played yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new stream
  useEffect(() => setRemotePlaying(false), [peer.remoteStream]);

  const facts = {
    socket: signalling.status,
    closeReason: signalling.closeReason,
    left,
    peerPresent,
    peer: peer.state,
    remotePlaying,
    wasConnected,
  };
  const state = callState(facts);
  useEffect(() => {
    if (state === 'connected') setWasConnected(true);
  }, [state]);

  const leave = useCallback(() => {
    signalling.send({ type: 'hang-up' });
    peer.close();
    media.stopScreen();
    setPeerPresent(false);
    setLeft(true);
  }, [signalling.send, peer.close, media.stopScreen]);

  const rejoin = useCallback(() => {
    setLeft(false);
    setWasConnected(false);
    setJoinAttempt((n) => n + 1);
  }, []);

  const toggleScreen = useCallback(() => {
    if (media.screenTrack) media.stopScreen();
    else void media.startScreen();
  }, [media.screenTrack, media.stopScreen, media.startScreen]);

  return {
    state,
    endedReason: endedReasonKey(facts),
    userId: signalling.userId,
    media,
    toggleScreen,
    remoteStream: peer.remoteStream,
    onRemotePlaying: () => setRemotePlaying(true),
    peerPresent,
    peerHungUp,
    peerMedia,
    messages,
    sendChat: (text: string) => signalling.send({ type: 'chat', text }),
    leave,
    rejoin,
  };
}
export type MeetingCall = ReturnType<typeof useMeetingCall>;
