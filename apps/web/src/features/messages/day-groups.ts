import { dayKey } from '../tuition/time-format.ts';

export interface DayGroup<T> {
  /** The viewer's calendar day (`2026-03-27`). */
  day: string;
  /** An instant inside that day, to print its heading in the viewer's zone. */
  at: string;
  items: T[];
}

/**
 * Messages (oldest first) cut into the viewer's local days, so that a separator falls at the viewer's midnight,
 * not the server's: 23:30 and 00:30 in Bangkok are two days even when both are the same UTC day.
 */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  timeZone: string,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.createdAt, timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, at: item.createdAt, items: [item] });
  }
  return groups;
}
