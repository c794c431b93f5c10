import { describe, expect, it } from 'vitest';
import { canMove, dropChanges, inReadingOrder, moveChanges } from './reorder.ts';

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

describe('dropChanges', () => {
  const items = [
    { id: 10, sortOrder: 1 },
    { id: 11, sortOrder: 2 },
    { id: 12, sortOrder: 3 },
  ];

  it('gives the dropped item the place of the one it was dropped on', () => {
    expect(dropChanges(items, 12, 10)).toEqual([{ id: 12, sortOrder: 1 }]);
    expect(dropChanges(items, 10, 12)).toEqual([{ id: 10, sortOrder: 3 }]);
    expect(dropChanges(items, 10, 11)).toEqual([{ id: 10, sortOrder: 2 }]);
  });

  it('places by reading order, also when orders repeat', () => {
    const repeated = [
      { id: 3, sortOrder: 1 },
      { id: 1, sortOrder: 1 },
      { id: 2, sortOrder: 5 },
    ];
    expect(dropChanges(repeated, 2, 3)).toEqual([{ id: 2, sortOrder: 2 }]);
  });

  it('changes nothing when dropped in place or on something not in the list', () => {
    expect(dropChanges(items, 11, 11)).toEqual([]);
    expect(dropChanges(items, 11, 99)).toEqual([]);
    expect(dropChanges(items, 99, 11)).toEqual([]);
  });
});
