import { mergeIntoBlocks } from '@kru/contract';
import type { Slot } from '../tuition/api.ts';
import { dayKey } from '../tuition/time-format.ts';

interface TimedSlot {
  startingAt: string;
  endingAt: string;
}

export interface SlotBlock<T extends TimedSlot> {
  startingAt: string;
  endingAt: string;
  /** The back-to-back slots the block is made of, in order. */
  slots: T[];
}

export interface SlotDay<T extends TimedSlot> {
  key: string;
  blocks: SlotBlock<T>[];
}

/**
 * Slots grouped by the day each starts on in the viewer's zone, then merged into back-to-back blocks within that
 * day, in order. A run across the viewer's midnight is cut there: its 00:00-02:00 slots belong to the next day
 * (a student in Bangkok must never find them under the day before). The slots arrive camelCased, so they are
 * given the contract's wire names to merge.
 */
export function blocksByDay<T extends TimedSlot>(slots: readonly T[], timeZone: string): SlotDay<T>[] {
  const byDay = new Map<string, T[]>();
  for (const slot of slots) {
    const key = dayKey(slot.startingAt, timeZone);
    const day = byDay.get(key);
    if (day) day.push(slot);
    else byDay.set(key, [slot]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, daySlots]) => ({
      key,
      blocks: mergeIntoBlocks(
        daySlots.map((slot) => ({ ...slot, starting_at: slot.startingAt, ending_at: slot.endingAt })),
      ).map((block) => ({ startingAt: block.starting_at, endingAt: block.ending_at, slots: block.slots })),
    }));
}

/** The free (not booked) slots as blocks by day. */
export function freeDays(slots: readonly Slot[], timeZone: string): SlotDay<Slot>[] {
  return blocksByDay(
    slots.filter((slot) => !slot.isBooked),
    timeZone,
  );
}
