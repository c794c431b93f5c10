import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { ActorCache } from './actor-cache.ts';

const actorOf = (userId: number, sessionId = userId): Actor => ({
  userId,
  sessionId,
  role: 'student',
  subdomainId: null,
  language: 'en',
});

function cacheAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const cache = new ActorCache({ ...options, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ActorCache', () => {
  it('answers a token for ttlMs after it was kept, then no more', () => {
    const { cache, advance } = cacheAt({ ttlMs: 5_000 });
    cache.set('a', actorOf(1), cache.ticket());
    advance(4_999);
    expect(cache.get('a')).toEqual(actorOf(1));
    advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every token of a user at once, and only theirs', () => {
    const { cache } = cacheAt();
    cache.set('phone', actorOf(1, 10), cache.ticket());
    cache.set('laptop', actorOf(1, 11), cache.ticket());
    cache.set('other', actorOf(2), cache.ticket());
    cache.forgetUser(1);
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')).toEqual(actorOf(2));
  });

  it('does not keep what a lookup read before a forget (it may predate the sign-out)', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.forgetUser(1);
    cache.set('a', actorOf(1), ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', actorOf(1), cache.ticket());
    expect(cache.get('a')).toEqual(actorOf(1));
  });

  it('drops the oldest token past maxEntries', () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    for (const [i, hash] of ['a', 'b', 'c'].entries()) cache.set(hash, actorOf(i + 1), cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(actorOf(2));
    expect(cache.get('c')).toEqual(actorOf(3));
  });

  it('keeps nothing with a ttl of 0', () => {
    const { cache } = cacheAt({ ttlMs: 0 });
    cache.set('a', actorOf(1), cache.ticket());
    expect(cache.get('a')).toBeUndefined();
  });
});
