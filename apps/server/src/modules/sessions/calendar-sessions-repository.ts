import { type SQL, sql } from 'drizzle-orm';
import type { tutoringSessions } from '../../platform/db/schema/index.ts';

type Person = { firstName: string | null; lastName: string | null; email: string };

/** A calendar's session as `calendarSessionsJson` hands it over: its instants as milliseconds since the epoch. */
export interface CalendarSessionRow {
  id: number;
  startingAtMs: number;
  endingAtMs: number;
  status: (typeof tutoringSessions.$inferSelect)['status'];
  isTrial: boolean;
  subject: { titleEn: string; titleTh: string };
  student: Person;
  tutor: Person;
}

/** Milliseconds since the epoch, cut (not rounded) as a JavaScript Date cuts PostgreSQL's microseconds. */
const epochMs = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::bigint`;

/**
 * The sessions of `tutorId`'s calendar overlapping [from, till), earliest first, as one JSON array: all of them
 * when `viewerId` is the tutor, else only the viewer's own with that tutor. A fragment of the calendar's one
 * statement (modules/availability), so that a calendar view is one round trip.
 */
export function calendarSessionsJson(
  tutorId: SQL,
  viewerId: SQL,
  from: SQL,
  till: SQL,
): SQL<CalendarSessionRow[]> {
  return sql<CalendarSessionRow[]>`coalesce((
    SELECT json_agg(json_build_object(
             'id', ts.id,
             'startingAtMs', ${epochMs(sql`ts.starting_at`)},
             'endingAtMs', ${epochMs(sql`ts.ending_at`)},
             'status', ts.status,
             'isTrial', ts.is_trial,
             'subject', json_build_object('titleEn', s.title_en, 'titleTh', s.title_th),
             'student', json_build_object('firstName', st.first_name, 'lastName', st.last_name, 'email', st.email),
             'tutor', json_build_object('firstName', tu.first_name, 'lastName', tu.last_name, 'email', tu.email)
           ) ORDER BY ts.starting_at, ts.id)
    FROM tutoring_sessions ts
    JOIN subjects s ON s.id = ts.subject_id
    JOIN users st ON st.id = ts.student_id
    JOIN users tu ON tu.id = ts.tutor_id
    WHERE ts.tutor_id = ${tutorId}
      AND (ts.tutor_id = ${viewerId} OR ts.student_id = ${viewerId})
      AND ts.starting_at < ${till}
      AND ts.ending_at > ${from}), '[]')`;
}
