import { describe, expect, it } from 'vitest';
import { type CallFacts, callState, endedReasonKey } from './call-state.ts';

const joined: CallFacts = {
  socket: 'open',
  closeReason: null,
  left: false,
  peerPresent: true,
  peer: 'connected',
  remotePlaying: true,
  wasConnected: true,
};

describe('the call state', () => {
  it('is connected only once the other video plays', () => {
    expect(callState(joined)).toBe('connected');
    expect(callState({ ...joined, remotePlaying: false, wasConnected: false })).toBe('connecting');
    expect(callState({ ...joined, peer: 'connecting', wasConnected: false })).toBe('connecting');
  });

  it('waits while the other person is away', () => {
    expect(callState({ ...joined, peerPresent: false })).toBe('waiting');
  });

  it('reconnects after a drop of the socket or of the connection', () => {
    expect(callState({ ...joined, socket: 'reconnecting' })).toBe('reconnecting');
    expect(callState({ ...joined, peer: 'disconnected' })).toBe('reconnecting');
    expect(callState({ ...joined, peer: 'failed' })).toBe('reconnecting');
    expect(callState({ ...joined, peer: 'disconnected', wasConnected: false })).toBe('connecting');
  });

  it('has ended when left, refused or over', () => {
    expect(callState({ ...joined, left: true })).toBe('ended');
    expect(callState({ ...joined, socket: 'closed', closeReason: 'session_ended' })).toBe('ended');
    expect(callState({ ...joined, socket: 'connecting' })).toBe('connecting');
  });

  it('names why it ended', () => {
    expect(endedReasonKey({ left: true, closeReason: null })).toBe('left');
    expect(endedReasonKey({ left: false, closeReason: 'replaced' })).toBe('replaced');
    expect(endedReasonKey({ left: false, closeReason: 'session_ended' })).toBe('sessionEnded');
    expect(endedReasonKey({ left: false, closeReason: 'token_expired' })).toBe('sessionEnded');
    expect(endedReasonKey({ left: false, closeReason: 'not_a_participant' })).toBe('refused');
  });
});
