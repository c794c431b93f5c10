import { describe, expect, it } from 'vitest';
import { SearchShapes, searchShapeKey } from './search-shapes.ts';
import type { TutorFilter } from './search-types.ts';

function shapesAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const shapes = new SearchShapes({ ...options, now: () => now });
  return { shapes, advance: (ms: number) => (now += ms) };
}

const CAP = 1001;

describe('SearchShapes', () => {
  it('keeps a count that reached the cap for ttlMs, then counts again', () => {
    const { shapes, advance } = shapesAt({ ttlMs: 10_000 });
    shapes.remember('a', { broad: true, total: CAP, countCap: CAP });
    advance(9_999);
    expect(shapes.get('a')).toBe('capped');
    advance(1);
    expect(shapes.get('a')).toBe('unknown');
  });

  it('never stands in for a count under the cap: one short of it is counted every time', () => {
    const { shapes } = shapesAt();
    shapes.remember('a', { broad: true, total: CAP - 1, countCap: CAP });
    expect(shapes.get('a')).toBe('unknown');
    // ... and a count that fell under the cap forgets what was kept.
    shapes.remember('b', { broad: true, total: CAP, countCap: CAP });
    shapes.remember('b', { broad: true, total: 3, countCap: CAP });
    expect(shapes.get('b')).toBe('unknown');
  });

  it('keeps a keyword the walk did not find often enough as narrow, whatever its count', () => {
    const { shapes } = shapesAt();
    shapes.remember('few', { broad: false, total: 3, countCap: CAP });
    shapes.remember('sparse', { broad: false, total: CAP, countCap: CAP });
    expect(shapes.get('few')).toBe('narrow');
    expect(shapes.get('sparse')).toBe('narrow');
  });

  it('keeps nothing for a search without a key or without a keyword (no walk decided)', () => {
    const { shapes } = shapesAt();
    shapes.remember(null, { broad: false, total: 3, countCap: CAP });
    shapes.remember('none', { broad: null, total: CAP, countCap: CAP });
    expect(shapes.get(null)).toBe('unknown');
    expect(shapes.get('none')).toBe('unknown');
  });

  it('drops the oldest search past maxEntries', () => {
    const { shapes } = shapesAt({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) shapes.remember(key, { broad: false, total: 1, countCap: CAP });
    expect([shapes.get('a'), shapes.get('b'), shapes.get('c')]).toEqual(['unknown', 'narrow', 'narrow']);
  });
});

describe('searchShapeKey', () => {
  const filter: TutorFilter = { tenantId: null, keyword: 'Algebra' };

  it('tells searches apart by tenant, keyword, filters and cap, not by page or order', () => {
    const key = searchShapeKey(filter, CAP);
    expect(key).toBe(searchShapeKey({ ...filter }, CAP));
    expect(key).not.toBe(searchShapeKey({ ...filter, tenantId: 7 }, CAP));
    expect(key).not.toBe(searchShapeKey({ ...filter, keyword: 'algebra!' }, CAP));
    expect(key).not.toBe(searchShapeKey({ ...filter, subjectId: 2 }, CAP));
    expect(key).not.toBe(searchShapeKey({ ...filter, taughtStudentId: 5 }, CAP));
    expect(key).not.toBe(searchShapeKey(filter, 101));
  });

  it('keeps no search without a keyword or with a free-time filter (its clock may be the caller’s)', () => {
    expect(searchShapeKey({ tenantId: null }, CAP)).toBeNull();
    const freeTime = { weekdays: [1], hours: [9], timeZone: {} as never, till: new Date(0) };
    expect(searchShapeKey({ ...filter, freeTime }, CAP)).toBeNull();
  });
});
