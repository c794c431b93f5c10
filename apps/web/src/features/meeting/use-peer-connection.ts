import type { ClientSignal, ServerSignal } from '@kru/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type PeerState = RTCPeerConnectionState | 'idle';

interface Options {
  iceServers: RTCIceServer[];
  polite: boolean;
  send: (signal: ClientSignal) => void;
  /** The camera and microphone (null: receive only). */
  localStream: MediaStream | null;
  /** Sent instead of the camera while sharing the screen. */
  screenTrack: MediaStreamTrack | null;
}

/**
 * One RTCPeerConnection to the other participant, negotiated with the "perfect negotiation" pattern: either side
 * may offer at any time, and when both do, the polite one yields. A new connection starts each time the other person
 * (re)joins; a failed one restarts ICE.
 */
export function usePeerConnection({ iceServers, polite, send, localStream, screenTrack }: Options) {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [state, setState] = useState<PeerState>('idle');
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const makingOffer = useRef(false);
  const ignoreOffer = useRef(false);
  const latest = useRef({ polite, send, localStream, screenTrack, iceServers });
  latest.current = { polite, send, localStream, screenTrack, iceServers };

  const close = useCallback(() => {
    pcRef.current?.close();
    pcRef.current = null;
    setRemoteStream(null);
    setState('idle');
  }, []);

  const start = useCallback(() => {
    close();
    const { localStream: stream, screenTrack: screen, iceServers: servers } = latest.current;
    const pc = new RTCPeerConnection({ iceServers: servers });
    pcRef.current = pc;
    const current = () => pcRef.current === pc;
    pc.ontrack = ({ track, streams }) => {
      if (current()) setRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && current())
        latest.current.send({ type: 'candidate', candidate: candidate.toJSON() as never });
    };
    pc.onnegotiationneeded = async () => {
      try {
        makingOffer.current = true;
        await pc.setLocalDescription();
        const description = pc.localDescription;
        if (description && current()) {
          latest.current.send({
            type: 'description',
            description: { type: description.type as 'offer', sdp: description.sdp },
          });
        }
      } catch (err) {
        console.warn('[meeting] could not make an offer', err);
      } finally {
        makingOffer.current = false;
      }
    };
    pc.onconnectionstatechange = () => {
      if (!current()) return;
      setState(pc.connectionState);
      if (pc.connectionState === 'failed') pc.restartIce();
    };
    if (stream) {
      for (const track of stream.getTracks()) {
        pc.addTrack(track.kind === 'video' && screen ? screen : track, stream);
      }
    } else {
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    setState('new');
    return pc;
  }, [close]);

  /** The frames of the socket that concern the connection. */
  const handleSignal = useCallback(
    async (signal: ServerSignal) => {
      if (signal.type === 'peer-joined') start();
      else if (signal.type === 'peer-left' || signal.type === 'hang-up') close();
      else if (signal.type === 'description') {
        const pc = pcRef.current ?? start();
        const { description } = signal;
        const collision =
          description.type === 'offer' && (makingOffer.current || pc.signalingState !== 'stable');
        ignoreOffer.current = !latest.current.polite && collision;
        if (ignoreOffer.current) return;
        try {
          await pc.setRemoteDescription(description);
          if (description.type !== 'offer') return;
          await pc.setLocalDescription();
          const answer = pc.localDescription;
          if (answer && pcRef.current === pc) {
            latest.current.send({ type: 'description', description: { type: 'answer', sdp: answer.sdp } });
          }
        } catch (err) {
          console.warn('[meeting] could not apply a description', err);
        }
      } else if (signal.type === 'candidate' && signal.candidate) {
        try {
          await pcRef.current?.addIceCandidate(signal.candidate as RTCIceCandidateInit);
        } catch (err) {
          if (!ignoreOffer.current) console.warn('[meeting] could not add a candidate', err);
        }
      }
    },
    [start, close],
  );

  // Sharing the screen swaps the video the other person receives, without a new negotiation.
  useEffect(() => {
    const pc = pcRef.current;
    const camera = localStream?.getVideoTracks()[0] ?? null;
    const sender = pc?.getSenders().find((candidate) => candidate.track?.kind === 'video');
    if (sender) void sender.replaceTrack(screenTrack ?? camera).catch(() => {});
  }, [screenTrack, localStream]);

  useEffect(() => close, [close]);

  return { remoteStream, state, handleSignal, close };
}
