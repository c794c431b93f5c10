import type { CalendarEvent, Language } from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import { isoInstant } from '../../platform/iso-instant.ts';
import { fullName } from '../../platform/person-name.ts';
import type { CalendarSessionRow } from './calendar-sessions-repository.ts';

/**
 * The events of a tutor's calendar (read by the calendar's statement with `calendarSessionsJson`): each titled
 * with its subject and the other person's name (the student's for the tutor, the tutor's for anyone else).
 */
export function presentCalendarEvents(
  rows: CalendarSessionRow[],
  ownCalendar: boolean,
  language: Language,
): CalendarEvent[] {
  return rows.map((row) => ({
    id: row.id,
    starting_at: isoInstant(row.startingAtMs),
    ending_at: isoInstant(row.endingAtMs),
    status: row.status,
    is_trial: row.isTrial,
    title: `${localized(row.subject, language)} · ${fullName(ownCalendar ? row.student : row.tutor)}`,
  }));
}
