import { MEETING_LIMITS } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { parseClientSignal, signalForPeer } from './signal-messages.ts';

const at = new Date('2026-03-29T09:30:00Z');

describe('signal messages', () => {
  it('accepts the protocol frames', () => {
    const frames = [
      { type: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } },
      { type: 'description', description: { type: 'answer', sdp: 'v=0\r\n' } },
      {
        type: 'candidate',
        candidate: {
          candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
      },
      { type: 'candidate', candidate: null },
      { type: 'chat', text: 'สวัสดีครับ' },
      { type: 'media', media: { audio: false, video: true, screen: false } },
      { type: 'hang-up' },
      { type: 'ping' },
    ];
    for (const frame of frames) expect(parseClientSignal(JSON.stringify(frame))).toMatchObject(frame);
  });

  it('trims chat and keeps it to 2000 characters', () => {
    expect(parseClientSignal(JSON.stringify({ type: 'chat', text: '  hi  ' }))).toEqual({
      type: 'chat',
      text: 'hi',
    });
    const longest = 'ก'.repeat(MEETING_LIMITS.chatMaxLength);
    expect(parseClientSignal(JSON.stringify({ type: 'chat', text: longest }))).toEqual({
      type: 'chat',
      text: longest,
    });
    expect(parseClientSignal(JSON.stringify({ type: 'chat', text: `${longest}ก` }))).toBeNull();
    expect(parseClientSignal(JSON.stringify({ type: 'chat', text: '   ' }))).toBeNull();
  });

  it.each([
    'not json',
    '[]',
    'null',
    JSON.stringify({ type: 'welcome' }),
    JSON.stringify({ type: 'description', description: { type: 'pranswer', sdp: 'v=0' } }),
    JSON.stringify({
      type: 'description',
      description: { type: 'offer', sdp: 'x'.repeat(MEETING_LIMITS.sdpMaxLength + 1) },
    }),
    JSON.stringify({ type: 'candidate' }),
    JSON.stringify({ type: 'media', media: { audio: 'yes', video: true, screen: false } }),
    JSON.stringify({ type: 'chat', text: 42 }),
  ])('refuses %s', (raw) => {
    expect(parseClientSignal(raw)).toBeNull();
  });

  it('stamps chat for the other person, passes the rest as sent, and keeps pings to the server', () => {
    expect(signalForPeer({ type: 'chat', text: 'hello' }, 7, 'id-1', at)).toEqual({
      type: 'chat',
      id: 'id-1',
      from: 7,
      text: 'hello',
      at: at.toISOString(),
    });
    expect(signalForPeer({ type: 'hang-up' }, 7, 'id-2', at)).toEqual({ type: 'hang-up' });
    expect(signalForPeer({ type: 'ping' }, 7, 'id-3', at)).toBeNull();
  });
});
