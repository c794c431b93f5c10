import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_LIMITS,
  calendarRangeProblem,
  isSlotAligned,
  mergeIntoBlocks,
  rangeProblem,
  slotCount,
  slotsOfRanges,
  splitIntoSlots,
} from './availability.ts';
import { MSG } from './messages.ts';

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string) => ({ start: at(start), end: at(end) });
const NOW = at('2026-03-28T10:10:00Z');

describe('isSlotAligned', () => {
  it('accepts :00 and :30 UTC, also written with a half-hour offset, and nothing else', () => {
    expect(isSlotAligned(at('2026-03-28T10:00:00Z'))).toBe(true);
    expect(isSlotAligned(at('2026-03-28T10:30:00Z'))).toBe(true);
    expect(isSlotAligned(at('2026-03-28T16:00:00+05:30'))).toBe(true);
    expect(isSlotAligned(at('2026-03-28T10:15:00Z'))).toBe(false);
    expect(isSlotAligned(at('2026-03-28T10:00:01Z'))).toBe(false);
  });

  it("follows the tutor's own half hours: :15 and :45 UTC in Kathmandu (+5:45), not :00", () => {
    expect(isSlotAligned(at('2026-03-28T10:15:00Z'), 'Asia/Kathmandu')).toBe(true);
    expect(isSlotAligned(at('2026-03-28T10:45:00Z'), 'Asia/Kathmandu')).toBe(true);
    expect(isSlotAligned(at('2026-03-28T10:00:00Z'), 'Asia/Kathmandu')).toBe(false);
    expect(isSlotAligned(at('2026-03-28T09:15:00Z'), 'Pacific/Chatham')).toBe(true);
  });
});

describe('rangeProblem', () => {
  it('accepts an aligned future range', () => {
    expect(rangeProblem(range('2026-03-28T11:00:00Z', '2026-03-28T12:30:00Z'), NOW)).toBeNull();
  });
  it('refuses misaligned ends, an end not after the start, and the past (a slot under way included)', () => {
    expect(rangeProblem(range('2026-03-28T11:15:00Z', '2026-03-28T12:00:00Z'), NOW)).toBe(
      MSG.availabilityNotAligned,
    );
    expect(rangeProblem(range('2026-03-28T11:00:00Z', '2026-03-28T11:45:00Z'), NOW)).toBe(
      MSG.availabilityNotAligned,
    );
    expect(rangeProblem(range('2026-03-28T12:00:00Z', '2026-03-28T12:00:00Z'), NOW)).toBe(
      MSG.availabilityEndBeforeStart,
    );
    expect(rangeProblem(range('2026-03-28T12:00:00Z', '2026-03-28T11:00:00Z'), NOW)).toBe(
      MSG.availabilityEndBeforeStart,
    );
    expect(rangeProblem(range('2026-03-28T10:00:00Z', '2026-03-28T11:00:00Z'), NOW)).toBe(
      MSG.availabilityInPast,
    );
    expect(rangeProblem(range('nonsense', '2026-03-28T11:00:00Z'), NOW)).toBe(MSG.dateTimeInvalid);
  });
});

describe('splitIntoSlots', () => {
  it('cuts a range into 30-minute slots in order', () => {
    const slots = splitIntoSlots(range('2026-03-28T11:00:00Z', '2026-03-28T12:30:00Z'));
    expect(slots.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-03-28T11:00:00.000Z', '2026-03-28T11:30:00.000Z'],
      ['2026-03-28T11:30:00.000Z', '2026-03-28T12:00:00.000Z'],
      ['2026-03-28T12:00:00.000Z', '2026-03-28T12:30:00.000Z'],
    ]);
  });
  it('crosses the Europe/London clock change by real time: 00:00 to 03:00 local on 29 March is two hours', () => {
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 BST, so 00:00 GMT to 03:00 BST (02:00 UTC) is 4 slots.
    const slots = splitIntoSlots(range('2026-03-29T00:00:00+00:00', '2026-03-29T03:00:00+01:00'));
    expect(slots).toHaveLength(4);
  });
});

describe('slotsOfRanges', () => {
  it('sorts the slots of several ranges and refuses ranges that cover the same time', () => {
    const slots = slotsOfRanges([
      range('2026-03-28T14:00:00Z', '2026-03-28T15:00:00Z'),
      range('2026-03-28T11:00:00Z', '2026-03-28T11:30:00Z'),
    ]);
    expect(slots === false ? slots : slots.map((s) => s.start.toISOString())).toEqual([
      '2026-03-28T11:00:00.000Z',
      '2026-03-28T14:00:00.000Z',
      '2026-03-28T14:30:00.000Z',
    ]);
    expect(
      slotsOfRanges([
        range('2026-03-28T11:00:00Z', '2026-03-28T12:00:00Z'),
        range('2026-03-28T11:30:00Z', '2026-03-28T13:00:00Z'),
      ]),
    ).toBe(false);
  });
});

describe('slotCount', () => {
  it('counts the half-hour slots of ranges without cutting them, even over centuries', () => {
    expect(
      slotCount([
        range('2026-03-28T11:00:00Z', '2026-03-28T12:30:00Z'),
        range('2026-03-28T14:00:00Z', '2026-03-28T14:30:00Z'),
      ]),
    ).toBe(4);
    expect(slotCount([range('2026-01-01T00:00:00Z', '2526-01-01T00:00:00Z')])).toBe(182_621 * 48);
  });
});

describe('mergeIntoBlocks', () => {
  const slot = (id: number, start: string, end: string) => ({ id, starting_at: start, ending_at: end });
  it('merges back-to-back slots (in any order and any offset notation) and keeps gaps apart', () => {
    const blocks = mergeIntoBlocks([
      slot(3, '2026-03-28T12:00:00Z', '2026-03-28T12:30:00Z'),
      slot(1, '2026-03-28T11:00:00Z', '2026-03-28T11:30:00Z'),
      slot(2, '2026-03-28T18:30:00+07:00', '2026-03-28T12:00:00Z'),
      slot(4, '2026-03-28T14:00:00Z', '2026-03-28T14:30:00Z'),
    ]);
    expect(blocks.map((b) => [b.starting_at, b.ending_at, b.slots.map((s) => s.id)])).toEqual([
      ['2026-03-28T11:00:00Z', '2026-03-28T12:30:00Z', [1, 2, 3]],
      ['2026-03-28T14:00:00Z', '2026-03-28T14:30:00Z', [4]],
    ]);
  });
  it('answers no blocks for no slots', () => {
    expect(mergeIntoBlocks([])).toEqual([]);
  });
});

describe('calendarRangeProblem', () => {
  it('needs the end after the start and at most 42 days', () => {
    expect(calendarRangeProblem(range('2026-03-01T00:00:00Z', '2026-04-12T00:00:00Z'))).toBeNull();
    expect(calendarRangeProblem(range('2026-03-01T00:00:00Z', '2026-04-12T00:30:00Z'))).toBe(
      MSG.calendarRangeTooLong,
    );
    expect(calendarRangeProblem(range('2026-03-02T00:00:00Z', '2026-03-01T00:00:00Z'))).toBe(
      MSG.calendarRangeInvalid,
    );
    expect(AVAILABILITY_LIMITS.calendarMaxDays).toBe(42);
  });
});
