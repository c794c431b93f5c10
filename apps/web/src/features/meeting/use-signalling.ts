import { type ClientSignal, MEETING_CLOSE, type MeetingCloseReason, type ServerSignal } from '@kru/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `connecting` (first time), `open` (joined: `welcome` received), `reconnecting` (dropped; trying again on its own),
 * `closed` (the server refused or ended it: see `closeReason`; or we left).
 */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

const PING_MS = 20_000;
const RETRY_MS = [500, 1000, 2000, 4000, 8000];
const FINAL_CODES = new Set<number>(Object.values(MEETING_CLOSE).map((close) => close.code));

function socketUrl(wsPath: string, token: string): string {
  const url = new URL(wsPath, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The room's signalling socket: joins with the token, answers frames to `onSignal`, and rejoins on its own after a
 * drop (a new socket of the same person replaces the old one on the server). A refusal (bad or expired token,
 * ended session, replaced by another tab) is final. `active: false` leaves.
 */
export function useSignalling(options: {
  wsPath: string;
  token: string;
  active: boolean;
  /** Changing it joins again after a final close (e.g. "use this window" after another tab took over). */
  attempt: number;
  onSignal: (signal: ServerSignal) => void;
}) {
  const { wsPath, token, active, attempt: joinAttempt } = options;
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [closeReason, setCloseReason] = useState<MeetingCloseReason | null>(null);
  const [polite, setPolite] = useState(false);
  const [userId, setUserId] = useState<number | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const onSignalRef = useRef(options.onSignal);
  onSignalRef.current = options.onSignal;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new joinAttempt joins again on purpose
  useEffect(() => {
    if (!active) {
      setStatus('closed');
      return;
    }
    let stopped = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;

    const open = () => {
      const socket = new WebSocket(socketUrl(wsPath, token));
      socketRef.current = socket;
      socket.onmessage = (event) => {
        let signal: ServerSignal;
        try {
          signal = JSON.parse(String(event.data)) as ServerSignal;
        } catch {
          return;
        }
        if (signal.type === 'welcome') {
          attempt = 0;
          setPolite(signal.polite);
          setUserId(signal.user_id);
          setStatus('open');
        }
        onSignalRef.current(signal);
      };
      socket.onopen = () => {
        clearInterval(pingTimer);
        pingTimer = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), PING_MS);
      };
      socket.onclose = (event) => {
        clearInterval(pingTimer);
        if (socketRef.current === socket) socketRef.current = null;
        if (stopped) return;
        if (FINAL_CODES.has(event.code)) {
          setCloseReason(event.reason as MeetingCloseReason);
          setStatus('closed');
          return;
        }
        setStatus('reconnecting');
        retryTimer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    setStatus('connecting');
    setCloseReason(null);
    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socketRef.current?.close(1000, 'left');
      socketRef.current = null;
    };
  }, [wsPath, token, active, joinAttempt]);

  const send = useCallback((signal: ClientSignal) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(signal));
  }, []);

  return { status, closeReason, polite, userId, send };
}
