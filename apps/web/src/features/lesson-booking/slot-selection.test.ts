import { describe, expect, it } from 'vitest';
import {
  type BookableSlot,
  bookableSlots,
  bookingPrice,
  bookingWeek,
  clickSlot,
  clickTrialSlot,
  selectedSlots,
  topUpAmount,
  weekHolding,
} from './slot-selection.ts';

/** Half-hour slots from `startIso`, ids from `firstId`. */
function run(startIso: string, count: number, firstId: number): BookableSlot[] {
  return Array.from({ length: count }, (_, i) => {
    const start = Date.parse(startIso) + i * 1_800_000;
    return {
      id: firstId + i,
      startingAt: new Date(start).toISOString(),
      endingAt: new Date(start + 1_800_000).toISOString(),
    };
  });
}

// 10:00-12:00 (ids 1-4), a gap, then 14:00-15:00 (ids 10-11).
const slots = [...run('2026-04-08T10:00:00.000Z', 4, 1), ...run('2026-04-08T14:00:00.000Z', 2, 10)];
const ids = (selection: ReturnType<typeof clickSlot>) => selectedSlots(slots, selection).map((s) => s.id);

describe('choosing consecutive slots', () => {
  it('starts with one slot and extends with the next ones', () => {
    let selection = clickSlot(slots, null, 2);
    expect(ids(selection)).toEqual([2]);
    selection = clickSlot(slots, selection, 3);
    selection = clickSlot(slots, selection, 4);
    expect(ids(selection)).toEqual([2, 3, 4]);
  });

  it('extends backwards with the slot just before the start', () => {
    expect(ids(clickSlot(slots, { startId: 2, count: 2 }, 1))).toEqual([1, 2, 3]);
  });

  it('never runs across a gap: a slot after it starts anew', () => {
    expect(ids(clickSlot(slots, { startId: 3, count: 2 }, 10))).toEqual([10]);
    expect(ids({ startId: 3, count: 5 })).toEqual([3, 4]);
  });

  it('ends the selection at a slot clicked inside it, and clears a single one', () => {
    expect(ids(clickSlot(slots, { startId: 1, count: 4 }, 2))).toEqual([1, 2]);
    expect(ids(clickSlot(slots, { startId: 1, count: 4 }, 4))).toEqual([1, 2, 3]);
    expect(clickSlot(slots, { startId: 1, count: 1 }, 1)).toBeNull();
  });

  it('starts anew when the chosen start is no longer free', () => {
    expect(ids(clickSlot(slots, { startId: 99, count: 2 }, 10))).toEqual([10]);
  });

  it('stops at 16 slots (8 hours)', () => {
    const day = run('2026-04-09T00:00:00.000Z', 20, 100);
    expect(selectedSlots(day, { startId: 100, count: 20 })).toHaveLength(16);
    expect(clickSlot(day, { startId: 100, count: 16 }, 116)).toEqual({ startId: 116, count: 1 });
  });

  it('offers only free slots that have not started, in order', () => {
    const now = new Date('2026-04-08T10:15:00Z');
    const wire = [
      { ...slots[2]!, isBooked: true },
      { ...slots[1]!, isBooked: false },
      { ...slots[0]!, isBooked: false },
      { ...slots[3]!, isBooked: false },
    ];
    expect(bookableSlots(wire, now).map((s) => s.id)).toEqual([2, 4]);
  });
});

describe('price and top-up', () => {
  it('is the price per hour times the hours, to the penny', () => {
    expect(bookingPrice(25, 2)).toBe(25);
    expect(bookingPrice(35, 3)).toBe(52.5);
    expect(bookingPrice(25.25, 1)).toBe(12.63);
  });

  it('tops up the shortfall, at least the minimum', () => {
    expect(topUpAmount(12.5, 0.3)).toBe(12.5);
    expect(topUpAmount(0.1, 0.3)).toBe(0.3);
    expect(topUpAmount(10.004, 0.3)).toBe(10.01);
  });
});

describe('the week shown', () => {
  it('runs from midnight in the viewer zone for seven days', () => {
    expect(bookingWeek(new Date('2026-04-08T20:00:00Z'), 'Asia/Bangkok', 0)).toEqual({
      from: '2026-04-08T17:00:00.000Z',
      till: '2026-04-15T17:00:00.000Z',
    });
    expect(bookingWeek(new Date('2026-04-08T20:00:00Z'), 'Asia/Bangkok', 1).from).toBe(
      '2026-04-15T17:00:00.000Z',
    );
  });

  it('keeps local midnights across a daylight-saving change (Europe/London)', () => {
    expect(bookingWeek(new Date('2026-03-25T12:00:00Z'), 'Europe/London', 0)).toEqual({
      from: '2026-03-25T00:00:00.000Z',
      till: '2026-03-31T23:00:00.000Z',
    });
  });
});

describe('weekHolding', () => {
  it('is the week offset of an hour to book, this week for none or a bad one', () => {
    const now = new Date('2026-03-27T09:10:00Z');
    expect(weekHolding(now, 'Asia/Bangkok', '2026-03-27T14:00:00Z')).toBe(0);
    expect(weekHolding(now, 'Asia/Bangkok', '2026-04-02T16:59:00Z')).toBe(0);
    expect(weekHolding(now, 'Asia/Bangkok', '2026-04-02T17:00:00Z')).toBe(1);
    expect(weekHolding(now, 'Asia/Bangkok', '2026-04-20T10:00:00Z')).toBe(3);
    expect(weekHolding(now, 'Asia/Bangkok', null)).toBe(0);
    expect(weekHolding(now, 'Asia/Bangkok', 'soon')).toBe(0);
  });
});

describe('clickTrialSlot', () => {
  it('keeps a trial to the one half hour clicked, and clears it on a second click', () => {
    expect(clickTrialSlot(null, 4)).toEqual({ startId: 4, count: 1 });
    expect(clickTrialSlot({ startId: 4, count: 1 }, 5)).toEqual({ startId: 5, count: 1 });
    expect(clickTrialSlot({ startId: 4, count: 3 }, 4)).toBeNull();
  });
});
