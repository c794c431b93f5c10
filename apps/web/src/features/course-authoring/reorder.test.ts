import { describe, expect, it } from 'vitest';
import { canMove, inReadingOrder, moveChanges } from './reorder.ts';

const chapters = [
  { id: 3, sortOrder: 2 },
  { id: 1, sortOrder: 1 },
  { id: 7, sortOrder: 5 },
];

describe('inReadingOrder', () => {
  it('sorts by order, then by id, without touching the input', () => {
    const tied = [
      { id: 9, sortOrder: 1 },
      { id: 4, sortOrder: 1 },
      { id: 2, sortOrder: 3 },
    ];
    expect(inReadingOrder(tied).map((item) => item.id)).toEqual([4, 9, 2]);
    expect(tied[0]!.id).toBe(9);
  });
});

describe('moveChanges', () => {
  it('swaps the orders of two neighbours with different orders', () => {
    expect(moveChanges(chapters, 7, -1)).toEqual([
      { id: 7, sortOrder: 2 },
      { id: 3, sortOrder: 5 },
    ]);
    expect(moveChanges(chapters, 1, 1)).toEqual([
      { id: 1, sortOrder: 2 },
      { id: 3, sortOrder: 1 },
    ]);
  });

  it('numbers everything again from 1 when the neighbours share an order, returning only what changes', () => {
    const tied = [
      { id: 1, sortOrder: 1 },
      { id: 2, sortOrder: 4 },
      { id: 3, sortOrder: 4 },
    ];
    expect(moveChanges(tied, 3, -1)).toEqual([
      { id: 3, sortOrder: 2 },
      { id: 2, sortOrder: 3 },
    ]);
  });

  it('changes nothing past either end or for an unknown id', () => {
    expect(moveChanges(chapters, 1, -1)).toEqual([]);
    expect(moveChanges(chapters, 7, 1)).toEqual([]);
    expect(moveChanges(chapters, 42, 1)).toEqual([]);
  });
});

describe('canMove', () => {
  it('knows the first and the last item', () => {
    expect(canMove(chapters, 1, -1)).toBe(false);
    expect(canMove(chapters, 1, 1)).toBe(true);
    expect(canMove(chapters, 7, 1)).toBe(false);
    expect(canMove(chapters, 3, -1)).toBe(true);
    expect(canMove(chapters, 42, -1)).toBe(false);
  });
});
