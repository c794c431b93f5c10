import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';

/**
 * Moves the horizon to `now` and `next_free_at` past slots that have started (the triggers keep it on writes;
 * time passing is no write). Only tutors whose stored slot is already behind `now` are touched.
 */
export async function refreshPassedNextFree(q: Queryable, now: Date): Promise<number> {
  const at = now.toISOString();
  // The tutor's minimum notice moves their next free time by as much: a slot that close can no longer be booked.
  const notice = sql`make_interval(hours => coalesce(
    (SELECT s.min_notice_hours FROM availability_schedules s WHERE s.tutor_id = r.tutor_id), 0))`;
  const result = await q.execute(sql`
    WITH horizon AS (UPDATE next_free_horizon SET free_from = ${at} WHERE id = 1)
    UPDATE tutor_search_rows r SET next_free_at = (
      SELECT min(a.starting_at) FROM availabilities a
      WHERE a.tutor_id = r.tutor_id AND NOT a.is_booked AND a.starting_at >= ${at}::timestamptz + ${notice})
    WHERE r.next_free_at < ${at}::timestamptz + ${notice}`);
  return result.rowCount ?? 0;
}
