import type { AvailabilitySlot } from '@kru/contract';
import type { SlotRow } from './repository.ts';

/** The field whitelist of an availability slot. */
export function presentSlot(row: SlotRow): AvailabilitySlot {
  return {
    id: row.id,
    starting_at: row.startingAt.toISOString(),
    ending_at: row.endingAt.toISOString(),
    is_booked: row.isBooked,
  };
}
