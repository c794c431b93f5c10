/**
 * FullCalendar without a time zone plugin only knows the browser's zone and UTC. The tutor's calendar is drawn in
 * the tutor's zone by "UTC coercion": a real instant becomes a Date whose UTC fields are the tutor's wall clock
 * (the calendar runs with `timeZone: 'UTC'`), and a wall-clock selection turns back into real instants here.
 */

/** The offset of `timeZone` from UTC at `instantMs`, in ms (Bangkok: +7 h). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** A real instant as the wall clock of `timeZone`, carried in a Date's UTC fields. */
export function toWallClock(instant: Date | string, timeZone: string): Date {
  const ms = new Date(instant).getTime();
  return new Date(ms + zoneOffsetMs(ms, timeZone));
}

/**
 * The real instant of a wall-clock time in `timeZone` (the inverse of `toWallClock`). A wall time the clock
 * skips (the spring-forward hour) maps to the instant just after the gap, as clocks do.
 */
export function fromWallClock(wall: Date, timeZone: string): Date {
  const wallMs = wall.getTime();
  const first = wallMs - zoneOffsetMs(wallMs, timeZone);
  const second = wallMs - zoneOffsetMs(first, timeZone);
  if (first === second) return new Date(first);
  // In a gap neither guess reads back as `wall`: take the later instant (after the jump).
  return new Date(Math.max(first, second));
}
