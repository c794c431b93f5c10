import { mergeIntoBlocks } from '@kru/contract';
import type { Slot } from './api.ts';
import { dayKey } from './time-format.ts';

export interface FreeBlock {
  startingAt: string;
  endingAt: string;
}

export interface FreeDay {
  key: string;
  blocks: FreeBlock[];
}

/**
 * Free slots merged into back-to-back blocks, grouped by the day each block starts in the viewer's zone, in
 * order. The slots arrive camelCased, so they are mapped to the contract's wire names to merge.
 */
export function freeDays(slots: readonly Slot[], timeZone: string): FreeDay[] {
  const blocks = mergeIntoBlocks(
    slots
      .filter((slot) => !slot.isBooked)
      .map((slot) => ({ starting_at: slot.startingAt, ending_at: slot.endingAt })),
  );
  const days: FreeDay[] = [];
  for (const block of blocks) {
    const key = dayKey(block.starting_at, timeZone);
    const free = { startingAt: block.starting_at, endingAt: block.ending_at };
    const last = days.at(-1);
    if (last?.key === key) last.blocks.push(free);
    else days.push({ key, blocks: [free] });
  }
  return days;
}
