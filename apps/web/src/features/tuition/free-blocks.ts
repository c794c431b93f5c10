import { mergeIntoBlocks } from '@kru/contract';
import type { Slot } from './api.ts';
import { dayKey } from './time-format.ts';

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
 * Slots merged into back-to-back blocks, grouped by the day each block starts in the viewer's zone, in order.
 * The slots arrive camelCased, so they are given the contract's wire names to merge.
 */
export function blocksByDay<T extends TimedSlot>(slots: readonly T[], timeZone: string): SlotDay<T>[] {
  const blocks = mergeIntoBlocks(
    slots.map((slot) => ({ ...slot, starting_at: slot.startingAt, ending_at: slot.endingAt })),
  );
  const days: SlotDay<T>[] = [];
  for (const block of blocks) {
    const key = dayKey(block.starting_at, timeZone);
    const entry = { startingAt: block.starting_at, endingAt: block.ending_at, slots: block.slots };
    const last = days.at(-1);
    if (last?.key === key) last.blocks.push(entry);
    else days.push({ key, blocks: [entry] });
  }
  return days;
}

/** The free (not booked) slots as blocks by day. */
export function freeDays(slots: readonly Slot[], timeZone: string): SlotDay<Slot>[] {
  return blocksByDay(
    slots.filter((slot) => !slot.isBooked),
    timeZone,
  );
}
