import { SESSION_RULES } from '@kru/contract';
import { fromWallClock, toWallClock } from '../tuition/zoned-time.ts';

/** A free slot as the booking page offers it. */
export interface BookableSlot {
  id: number;
  startingAt: string;
  endingAt: string;
}

/** A run of consecutive slots: where it starts and how many half hours it takes. */
export interface SlotSelection {
  startId: number;
  count: number;
}

/** The free slots still bookable at `now` (not booked, not started), in order. */
export function bookableSlots(
  slots: readonly (BookableSlot & { isBooked: boolean })[],
  now: Date,
): BookableSlot[] {
  return slots
    .filter((slot) => !slot.isBooked && Date.parse(slot.startingAt) > now.getTime())
    .map(({ id, startingAt, endingAt }) => ({ id, startingAt, endingAt }))
    .sort((a, b) => Date.parse(a.startingAt) - Date.parse(b.startingAt));
}

/** The back-to-back slots from `startId` on (each starting where the one before ends), at most a booking's worth. */
export function chainFrom(slots: readonly BookableSlot[], startId: number): BookableSlot[] {
  const index = slots.findIndex((slot) => slot.id === startId);
  if (index < 0) return [];
  const chain = [slots[index]!];
  for (let i = index + 1; i < slots.length && chain.length < SESSION_RULES.maxSlotsPerBooking; i += 1) {
    if (Date.parse(slots[i]!.startingAt) !== Date.parse(chain.at(-1)!.endingAt)) break;
    chain.push(slots[i]!);
  }
  return chain;
}

/** The slots of a selection (empty when its start is no longer free); a count past the run is cut to the run. */
export function selectedSlots(
  slots: readonly BookableSlot[],
  selection: SlotSelection | null,
): BookableSlot[] {
  if (!selection) return [];
  return chainFrom(slots, selection.startId).slice(0, Math.max(0, selection.count));
}

/**
 * Click-to-extend: a first click starts a selection; a click on the slot right after it (or right before it)
 * extends it; a click inside it ends it there (on its only slot, clears it); any other slot starts anew.
 */
export function clickSlot(
  slots: readonly BookableSlot[],
  selection: SlotSelection | null,
  clickedId: number,
): SlotSelection | null {
  const chosen = selectedSlots(slots, selection);
  if (!selection || chosen.length === 0) return { startId: clickedId, count: 1 };
  const position = chosen.findIndex((slot) => slot.id === clickedId);
  if (position >= 0) {
    if (chosen.length === 1) return null;
    return { startId: selection.startId, count: position === chosen.length - 1 ? position : position + 1 };
  }
  const chain = chainFrom(slots, selection.startId);
  if (chain[chosen.length]?.id === clickedId) return { startId: selection.startId, count: chosen.length + 1 };
  const before = chainFrom(slots, clickedId);
  if (before[1]?.id === selection.startId && chosen.length < SESSION_RULES.maxSlotsPerBooking) {
    return { startId: clickedId, count: chosen.length + 1 };
  }
  return { startId: clickedId, count: 1 };
}

/** Price per hour times hours, to the penny (the pounds the wire carries). */
export function bookingPrice(pricePerHour: number, slotCount: number): number {
  return Math.round((pricePerHour * 100 * slotCount * SESSION_RULES.slotMinutes) / 60) / 100;
}

/** What a short wallet must add: the difference, but never under the minimum top-up (0.30). */
export function topUpAmount(shortBy: number, minimum: number): number {
  return Math.max(minimum, Math.ceil(shortBy * 100 - 1e-6) / 100);
}

const DAY_MS = 86_400_000;

/**
 * The week shown: from midnight of today in `timeZone`, `offset` weeks on, for seven days (each end at a
 * midnight of that zone, so a daylight-saving change in between is a 23- or 25-hour day).
 */
export function bookingWeek(now: Date, timeZone: string, offset: number): { from: string; till: string } {
  const wall = toWallClock(now, timeZone);
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const start = midnight + offset * 7 * DAY_MS;
  return {
    from: fromWallClock(new Date(start), timeZone).toISOString(),
    till: fromWallClock(new Date(start + 7 * DAY_MS), timeZone).toISOString(),
  };
}

/** The week (offset from this one, see `bookingWeek`) holding `at`: a link to book an hour opens on its week. */
export function weekHolding(now: Date, timeZone: string, at: string | null): number {
  const moment = at ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(moment)) return 0;
  const from = Date.parse(bookingWeek(now, timeZone, 0).from);
  return Math.max(0, Math.floor((moment - from) / (7 * DAY_MS)));
}

/** A trial is one slot: a click picks that half hour, a click on the chosen one clears it. */
export function clickTrialSlot(selection: SlotSelection | null, clickedId: number): SlotSelection | null {
  return selection?.startId === clickedId ? null : { startId: clickedId, count: 1 };
}
