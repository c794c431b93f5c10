import { type MessageKey, MSG } from './messages.ts';

/**
 * The pure rules of tutor availability, shared by the server (which enforces them) and the web app (which
 * checks a selection before sending it and draws blocks). Times are UTC instants; slots are 30 minutes aligned
 * to the tutor's LOCAL :00 and :30, so a tutor in Kathmandu (+5:45) or Chatham (+12:45) offers their own hours
 * (the database holds them to quarter hours, which every zone's offset is a multiple of today).
 */
export const SLOT_MINUTES = 30;
export const SLOT_MS = SLOT_MINUTES * 60_000;

export const AVAILABILITY_LIMITS = {
  /** Half-hour slots one update may add: two weeks of round-the-clock time. */
  maxAddedSlots: 14 * 48,
  maxDeleted: 14 * 48,
  /** The longest range `GET /calendar` answers (six weeks: a month view with its leading and trailing days). */
  calendarMaxDays: 42,
  /** How far ahead a tutor's profile previews free time. */
  previewDays: 14,
} as const;

export interface TimeRange {
  start: Date;
  end: Date;
}

/** The minute past the hour of an instant on the wall clock of `timeZone`. */
export function localMinute(at: Date, timeZone: string): number {
  const minute = new Intl.DateTimeFormat('en-GB', { timeZone, minute: 'numeric' })
    .formatToParts(at)
    .find((part) => part.type === 'minute')?.value;
  return Number(minute);
}

/** On :00 or :30 of the wall clock of `timeZone` (UTC when not given), to the second. */
export function isSlotAligned(at: Date, timeZone = 'UTC'): boolean {
  return at.getTime() % 60_000 === 0 && localMinute(at, timeZone) % SLOT_MINUTES === 0;
}

/**
 * Why a range of availability cannot be added (a message key), or null when it can: both ends on :00 or :30 of
 * the tutor's wall clock, the end after the start, and not starting before `now` (a slot under way is in the
 * past too).
 */
export function rangeProblem(range: TimeRange, now: Date, timeZone = 'UTC'): MessageKey | null {
  if (Number.isNaN(range.start.getTime()) || Number.isNaN(range.end.getTime())) return MSG.dateTimeInvalid;
  if (!isSlotAligned(range.start, timeZone) || !isSlotAligned(range.end, timeZone)) {
    return MSG.availabilityNotAligned;
  }
  if (range.end.getTime() <= range.start.getTime()) return MSG.availabilityEndBeforeStart;
  if (range.start.getTime() < now.getTime()) return MSG.availabilityInPast;
  return null;
}

/** A valid range cut into its 30-minute slots, in order. */
export function splitIntoSlots(range: TimeRange): TimeRange[] {
  const slots: TimeRange[] = [];
  for (let at = range.start.getTime(); at + SLOT_MS <= range.end.getTime(); at += SLOT_MS) {
    slots.push({ start: new Date(at), end: new Date(at + SLOT_MS) });
  }
  return slots;
}

/** How many 30-minute slots valid ranges hold, counted without cutting them (a range may span centuries). */
export function slotCount(ranges: readonly TimeRange[]): number {
  return ranges.reduce(
    (n, range) => n + Math.floor((range.end.getTime() - range.start.getTime()) / SLOT_MS),
    0,
  );
}

/** The slots of several ranges, sorted; false when two of them cover the same time. */
export function slotsOfRanges(ranges: readonly TimeRange[]): TimeRange[] | false {
  const slots = ranges.flatMap(splitIntoSlots).sort((a, b) => a.start.getTime() - b.start.getTime());
  for (let i = 1; i < slots.length; i += 1) {
    if (slots[i]!.start.getTime() === slots[i - 1]!.start.getTime()) return false;
  }
  return slots;
}

export interface SlotLike {
  starting_at: string;
  ending_at: string;
}

export interface Block<T extends SlotLike> {
  starting_at: string;
  ending_at: string;
  slots: T[];
}

/**
 * Slots merged into blocks of back-to-back time (spec: "adjacent slots are merged into blocks for display"):
 * a block ends where the next slot does not start at its end. Callers pass the slots of one kind (free ones).
 */
export function mergeIntoBlocks<T extends SlotLike>(slots: readonly T[]): Block<T>[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.starting_at) - Date.parse(b.starting_at));
  const blocks: Block<T>[] = [];
  for (const slot of sorted) {
    const last = blocks.at(-1);
    if (last && Date.parse(last.ending_at) === Date.parse(slot.starting_at)) {
      last.ending_at = slot.ending_at;
      last.slots.push(slot);
    } else {
      blocks.push({ starting_at: slot.starting_at, ending_at: slot.ending_at, slots: [slot] });
    }
  }
  return blocks;
}

/** Why a calendar range cannot be read (a message key), or null: the end after the start, at most 42 days. */
export function calendarRangeProblem(range: TimeRange): MessageKey | null {
  const span = range.end.getTime() - range.start.getTime();
  if (span <= 0) return MSG.calendarRangeInvalid;
  if (span > AVAILABILITY_LIMITS.calendarMaxDays * 24 * 3_600_000) return MSG.calendarRangeTooLong;
  return null;
}
