/** One event of a calendar (RFC 5545 VEVENT); times are instants, written in UTC. */
export interface CalendarEvent {
  /** Stable across fetches, so calendar apps update the event instead of adding a copy. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  /** When the event last changed (LAST-MODIFIED). */
  updatedAt?: Date;
  /** The event's revision (SEQUENCE): higher after each change of its time, so calendars apply the move. */
  sequence?: number;
}

export interface Calendar {
  name: string;
  events: CalendarEvent[];
  /** DTSTAMP: when this copy of the calendar was written. */
  stamp: Date;
}

const MAX_LINE_OCTETS = 75;

/** 20260329T090000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space, and a UTF-8
 * character (Thai is three octets) is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines spend one octet on the leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole calendar as text/calendar: CRLF line ends, folded lines. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kru//Tutoring sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(calendar.stamp)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.updatedAt) lines.push(`LAST-MODIFIED:${utcStamp(event.updatedAt)}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
