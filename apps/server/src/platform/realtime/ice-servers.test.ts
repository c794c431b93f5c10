import { describe, expect, it } from 'vitest';
import { parseIceServers } from './ice-servers.ts';

describe('ICE_SERVERS', () => {
  it('is empty when unset: loopback and one-network calls need no STUN', () => {
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers('  ')).toEqual([]);
    expect(parseIceServers('[]')).toEqual([]);
  });

  it('reads STUN and TURN servers with credentials', () => {
    const value = JSON.stringify([
      { urls: 'stun:stun.example.org:3478' },
      {
        urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
        username: 'u',
        credential: 'p',
      },
    ]);
    expect(parseIceServers(value)).toEqual(JSON.parse(value));
  });

  it.each([
    ['not JSON', 'stun:stun.example.org'],
    ['not an array', '{"urls":"stun:x"}'],
    ['an http URL', '[{"urls":"https://example.org"}]'],
    ['no urls', '[{"username":"u"}]'],
    ['an empty list of urls', '[{"urls":[]}]'],
    ['a numeric credential', '[{"urls":"turn:x","credential":5}]'],
  ])('stops the start on %s', (_, value) => {
    expect(() => parseIceServers(value)).toThrow(/ICE_SERVERS/);
  });
});
