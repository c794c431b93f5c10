import { describe, expect, it } from 'vitest';
import { freeDays } from './free-blocks.ts';

const slot = (id: number, startingAt: string, endingAt: string, isBooked = false) => ({
  id,
  startingAt,
  endingAt,
  isBooked,
});

describe('freeDays', () => {
  it("merges free slots into blocks and groups them by the viewer's day", () => {
    const slots = [
      slot(1, '2026-03-27T16:00:00.000Z', '2026-03-27T16:30:00.000Z'),
      slot(2, '2026-03-27T16:30:00.000Z', '2026-03-27T17:00:00.000Z'),
      slot(3, '2026-03-27T17:00:00.000Z', '2026-03-27T17:30:00.000Z', true),
      slot(4, '2026-03-27T17:30:00.000Z', '2026-03-27T18:00:00.000Z'),
    ];
    // In London all of it is on the 27th; in Bangkok (UTC+7) it is past midnight, on the 28th.
    expect(freeDays(slots, 'Europe/London')).toEqual([
      {
        key: '2026-03-27',
        blocks: [
          {
            startingAt: '2026-03-27T16:00:00.000Z',
            endingAt: '2026-03-27T17:00:00.000Z',
            slots: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
          },
          {
            startingAt: '2026-03-27T17:30:00.000Z',
            endingAt: '2026-03-27T18:00:00.000Z',
            slots: [expect.objectContaining({ id: 4 })],
          },
        ],
      },
    ]);
    expect(freeDays(slots, 'Asia/Bangkok').map((day) => day.key)).toEqual(['2026-03-27', '2026-03-28']);
  });
});

/** Back-to-back half-hour slots from `firstIso`, ids from 1. */
function run(firstIso: string, count: number) {
  const start = Date.parse(firstIso);
  return Array.from({ length: count }, (_, i) =>
    slot(
      i + 1,
      new Date(start + i * 1_800_000).toISOString(),
      new Date(start + (i + 1) * 1_800_000).toISOString(),
    ),
  );
}

const shape = (days: ReturnType<typeof freeDays>) =>
  days.map((day) => ({
    key: day.key,
    blocks: day.blocks.map((block) => [block.startingAt, block.endingAt, block.slots.map((s) => s.id)]),
  }));

describe('freeDays across midnight and clock changes', () => {
  it("cuts a run at Bangkok's midnight: 00:00-02:00 local is the next day, never the UTC day before", () => {
    // 23:30-02:00 in Bangkok (UTC+7) on the night of 27 to 28 March 2026: 16:30-19:00 UTC on the 27th.
    expect(shape(freeDays(run('2026-03-27T16:30:00.000Z', 5), 'Asia/Bangkok'))).toEqual([
      { key: '2026-03-27', blocks: [['2026-03-27T16:30:00.000Z', '2026-03-27T17:00:00.000Z', [1]]] },
      { key: '2026-03-28', blocks: [['2026-03-27T17:00:00.000Z', '2026-03-27T19:00:00.000Z', [2, 3, 4, 5]]] },
    ]);
    // The same instants for a viewer in London are one block on the 27th (16:30-19:00 GMT).
    expect(shape(freeDays(run('2026-03-27T16:30:00.000Z', 5), 'Europe/London'))).toEqual([
      {
        key: '2026-03-27',
        blocks: [['2026-03-27T16:30:00.000Z', '2026-03-27T19:00:00.000Z', [1, 2, 3, 4, 5]]],
      },
    ]);
  });

  it("follows London's spring-forward night (29 March 2026): midnight is 00:00 GMT", () => {
    // 23:00 GMT on the 28th to 03:00 BST on the 29th (the clock skips 01:00-02:00).
    expect(shape(freeDays(run('2026-03-28T23:00:00.000Z', 6), 'Europe/London'))).toEqual([
      { key: '2026-03-28', blocks: [['2026-03-28T23:00:00.000Z', '2026-03-29T00:00:00.000Z', [1, 2]]] },
      { key: '2026-03-29', blocks: [['2026-03-29T00:00:00.000Z', '2026-03-29T02:00:00.000Z', [3, 4, 5, 6]]] },
    ]);
  });

  it("follows London's fall-back (25 October 2026): midnight is 23:00 UTC before it and 00:00 UTC after", () => {
    // 23:30 BST on the 24th is 22:30 UTC; the 25th starts at 23:00 UTC.
    expect(shape(freeDays(run('2026-10-24T22:30:00.000Z', 3), 'Europe/London'))).toEqual([
      { key: '2026-10-24', blocks: [['2026-10-24T22:30:00.000Z', '2026-10-24T23:00:00.000Z', [1]]] },
      { key: '2026-10-25', blocks: [['2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z', [2, 3]]] },
    ]);
    // After the change (GMT) the 26th starts at 00:00 UTC.
    expect(
      shape(freeDays(run('2026-10-25T23:30:00.000Z', 2), 'Europe/London')).map((day) => day.key),
    ).toEqual(['2026-10-25', '2026-10-26']);
  });
});
