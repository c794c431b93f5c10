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
