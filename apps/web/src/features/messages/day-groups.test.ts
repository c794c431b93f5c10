import { describe, expect, it } from 'vitest';
import { groupByDay } from './day-groups.ts';

const at = (createdAt: string) => ({ createdAt });

describe('groupByDay', () => {
  it('cuts at the viewer’s midnight in Bangkok, not at UTC midnight', () => {
    // 16:30 UTC is 23:30 in Bangkok; 17:30 UTC is 00:30 the next day there, the same UTC day.
    const groups = groupByDay([at('2026-03-27T16:30:00Z'), at('2026-03-27T17:30:00Z')], 'Asia/Bangkok');
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([
      ['2026-03-27', 1],
      ['2026-03-28', 1],
    ]);
  });

  it('keeps one day when two UTC days are the same local day', () => {
    const groups = groupByDay([at('2026-03-27T23:30:00Z'), at('2026-03-28T00:30:00Z')], 'Asia/Bangkok');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items).toHaveLength(2);
  });

  it('follows London across the change to summer time', () => {
    // 23:30 UTC on the 28th is 23:30 in London (winter); 23:30 UTC on the 29th is 00:30 on the 30th (summer).
    const groups = groupByDay(
      [at('2026-03-28T23:30:00Z'), at('2026-03-29T22:30:00Z'), at('2026-03-29T23:30:00Z')],
      'Europe/London',
    );
    expect(groups.map((group) => group.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('gives nothing for no messages', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});
