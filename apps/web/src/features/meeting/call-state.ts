import type { MeetingCloseReason } from '@kru/contract';
import type { PeerState } from './use-peer-connection.ts';
import type { SocketStatus } from './use-signalling.ts';

/** What the room shows (the `data-state` of the connection state). */
export type CallState = 'connecting' | 'waiting' | 'connected' | 'reconnecting' | 'ended';

export interface CallFacts {
  socket: SocketStatus;
  closeReason: MeetingCloseReason | null;
  /** This person pressed Leave. */
  left: boolean;
  peerPresent: boolean;
  peer: PeerState;
  /** The other person's video is playing here. */
  remotePlaying: boolean;
  /** The call was connected before (a drop now is a reconnection, not a first connection). */
  wasConnected: boolean;
}

export function callState(facts: CallFacts): CallState {
  if (facts.left || facts.socket === 'closed') return 'ended';
  if (facts.socket === 'reconnecting') return 'reconnecting';
  if (facts.socket === 'connecting') return 'connecting';
  if (!facts.peerPresent) return 'waiting';
  if (facts.peer === 'connected' && facts.remotePlaying) return 'connected';
  if (
    facts.wasConnected &&
    (facts.peer === 'disconnected' || facts.peer === 'failed' || facts.peer === 'new')
  ) {
    return 'reconnecting';
  }
  return 'connecting';
}

/** Why the room ended, as an i18n key of `meeting.ended.*`. */
export function endedReasonKey(facts: Pick<CallFacts, 'left' | 'closeReason'>): string {
  if (facts.left) return 'left';
  switch (facts.closeReason) {
    case 'replaced':
      return 'replaced';
    case 'session_ended':
      return 'sessionEnded';
    case 'token_expired':
      return 'sessionEnded';
    default:
      return 'refused';
  }
}
