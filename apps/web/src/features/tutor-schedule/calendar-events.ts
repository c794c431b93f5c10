import { mergeIntoBlocks, SESSION_STATUSES } from '@kru/contract';
import type { Slot, TutorCalendar } from '../tuition/api.ts';
import { toWallClock } from '../tuition/zoned-time.ts';

/** Free time in a soft green, apart from the spec's status colours that sessions and booked time use. */
export const FREE_COLOR = '#d9f2e6';
export const FREE_TEXT_COLOR = '#1b5e3b';

export type CalendarItem =
  | { kind: 'free'; slots: Slot[] }
  | { kind: 'booked' }
  | { kind: 'session'; status: TutorCalendar['events'][number]['status'] };

export interface WallEvent {
  id: string;
  /** The tutor's wall clock carried in UTC fields (the calendar runs in UTC: see zoned-time.ts). */
  start: Date;
  end: Date;
  title: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  extendedProps: CalendarItem;
}

const statusColor = (status: keyof typeof SESSION_STATUSES | 'completed') =>
  SESSION_STATUSES[status === 'completed' ? 'approved' : status].color;

/**
 * The calendar's events in the tutor's zone: back-to-back free slots merged into blocks (removable), booked slots
 * merged likewise in the "Booked" colour (not removable), and sessions in their status colours.
 */
export function calendarEvents(
  calendar: TutorCalendar,
  timeZone: string,
  labels: { free: string; booked: string; trial?: string },
): WallEvent[] {
  const wall = (iso: string) => toWallClock(iso, timeZone);
  const blocksOf = (slots: Slot[]) =>
    mergeIntoBlocks(
      slots.map((slot) => ({ ...slot, starting_at: slot.startingAt, ending_at: slot.endingAt })),
    );
  const free = blocksOf(calendar.availabilities.filter((slot) => !slot.isBooked)).map(
    (block): WallEvent => ({
      id: `free-${block.slots[0]!.id}`,
      start: wall(block.starting_at),
      end: wall(block.ending_at),
      title: labels.free,
      backgroundColor: FREE_COLOR,
      borderColor: FREE_TEXT_COLOR,
      textColor: FREE_TEXT_COLOR,
      extendedProps: {
        kind: 'free',
        slots: block.slots.map(({ starting_at: _s, ending_at: _e, ...slot }) => slot),
      },
    }),
  );
  const booked = blocksOf(calendar.availabilities.filter((slot) => slot.isBooked)).map(
    (block): WallEvent => ({
      id: `booked-${block.slots[0]!.id}`,
      start: wall(block.starting_at),
      end: wall(block.ending_at),
      title: labels.booked,
      backgroundColor: SESSION_STATUSES.approved.color,
      borderColor: SESSION_STATUSES.approved.color,
      textColor: '#ffffff',
      extendedProps: { kind: 'booked' },
    }),
  );
  const sessions = calendar.events.map(
    (event): WallEvent => ({
      id: `session-${event.id}`,
      start: wall(event.startingAt),
      end: wall(event.endingAt),
      // A trial lesson says so before its subject and person.
      title: event.isTrial && labels.trial ? `${labels.trial} · ${event.title}` : event.title,
      backgroundColor: statusColor(event.status),
      borderColor: statusColor(event.status),
      textColor: event.status === 'approved' || event.status === 'completed' ? '#ffffff' : '#1f1f1f',
      extendedProps: { kind: 'session', status: event.status },
    }),
  );
  return [...free, ...booked, ...sessions];
}
