import type { CalendarEvent, Language } from '@kru/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { findCalendarSessions } from './calendar-sessions-repository.ts';

/**
 * The sessions on a tutor's calendar between two instants, in one query: the tutor sees all of theirs; anyone
 * else viewing it sees only their own sessions with that tutor. Each is titled with its subject and the other
 * person's name.
 */
export async function loadCalendarEvents(
  q: Queryable,
  tutorId: number,
  viewerId: number,
  range: { from: Date; till: Date },
  language: Language,
): Promise<CalendarEvent[]> {
  const ownCalendar = viewerId === tutorId;
  const rows = await findCalendarSessions(q, tutorId, range, ownCalendar ? undefined : viewerId);
  return rows.map((row) => ({
    id: row.id,
    starting_at: row.startingAt.toISOString(),
    ending_at: row.endingAt.toISOString(),
    status: row.status,
    is_trial: row.isTrial,
    title: `${localized(row.subject, language)} · ${fullName(ownCalendar ? row.student : row.tutor)}`,
  }));
}
