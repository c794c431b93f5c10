import { sql } from 'drizzle-orm';
import { postTransaction } from '../apps/server/src/modules/ledger/index.ts';
import { randomToken, sha256 } from '../apps/server/src/platform/auth/secrets.ts';
import { type Db, inTransaction } from '../apps/server/src/platform/db/client.ts';
import { type LoadRow, percentile } from './ledger.ts';

/**
 * `slotsPerTutor` free 30-minute slots for every approved tutor of the dataset, spread over the coming weeks
 * (one statement), and a bio word per tutor to search by.
 */
export async function generateSlots(
  db: Db,
  slotsPerTutor: number,
): Promise<{ tutors: number; slots: number }> {
  await db.execute(sql`
    UPDATE users SET description = 'Patient tutor number ' || id || ' for algebra, physics and exam practice'
    WHERE role = 'teacher'`);
  await db.execute(sql`
    INSERT INTO availabilities (tutor_id, starting_at, ending_at)
    SELECT u.id, s.start, s.start + interval '30 minutes'
    FROM users u
    CROSS JOIN LATERAL (
      SELECT date_trunc('day', now()) + interval '2 days' + (k / 8) * interval '1 day'
             + ((u.id % 12) + 7) * interval '1 hour' + (k % 8) * interval '30 minutes' AS start
      FROM generate_series(0, ${slotsPerTutor - 1}) AS k
    ) s
    WHERE u.role = 'teacher' AND u.approval_status = 'approved'`);
  await db.execute(sql`ANALYZE`);
  const [counts] = (
    await db.execute<{ tutors: string; slots: string }>(sql`
      SELECT (SELECT count(*) FROM users WHERE role = 'teacher') AS tutors, (SELECT count(*) FROM availabilities) AS slots`)
  ).rows;
  return { tutors: Number(counts?.tutors), slots: Number(counts?.slots) };
}

export interface BookingFixture {
  /** A student's token with a funded wallet, and the first hour of one tutor's slots with a subject it teaches. */
  bookings: Array<{ token: string; availabilityIds: number[]; subjectId: number }>;
  /** For the calendar call: a tutor and a range holding its slots. */
  calendar: { tutorId: number; from: string; till: string };
}

/** `count` students with £1,000 each (ledger top-ups) and, for each, the first free hour of a different tutor. */
export async function prepareBookings(db: Db, count: number): Promise<BookingFixture> {
  const students = (
    await db.execute<{ id: number }>(sql`
      SELECT id FROM users WHERE role = 'student' ORDER BY id LIMIT ${count}`)
  ).rows.map((row) => Number(row.id));
  const hours = (
    await db.execute<{ tutor_id: number; ids: number[]; subject_id: number }>(sql`
      SELECT a.tutor_id, array_agg(a.id ORDER BY a.starting_at) AS ids,
             (SELECT min(subject_id) FROM user_subject_prices p WHERE p.user_id = a.tutor_id) AS subject_id
      FROM (
        SELECT tutor_id, id, starting_at, row_number() OVER (PARTITION BY tutor_id ORDER BY starting_at) AS n
        FROM availabilities
        WHERE tutor_id IN (SELECT id FROM users WHERE role = 'teacher' ORDER BY id LIMIT ${count})
      ) a
      WHERE a.n <= 2
      GROUP BY a.tutor_id
      ORDER BY a.tutor_id`)
  ).rows;
  const bookings: BookingFixture['bookings'] = [];
  for (const [i, studentId] of students.entries()) {
    const hour = hours[i];
    if (!hour) break;
    const token = randomToken();
    await db.execute(
      sql`INSERT INTO auth_sessions (user_id, token_hash) VALUES (${studentId}, ${sha256(token)})`,
    );
    await inTransaction(db, (tx) =>
      postTransaction(
        tx,
        {
          idempotencyKey: `bench-fund-student:${studentId}`,
          kind: 'top_up',
          userId: studentId,
          entries: [
            { account: { kind: 'provider' }, amountPence: -100_000 },
            { account: { kind: 'wallet', userId: studentId }, amountPence: 100_000 },
          ],
        },
        new Date(),
      ),
    );
    bookings.push({ token, availabilityIds: hour.ids.map(Number), subjectId: Number(hour.subject_id) });
  }
  const first = hours[0]!;
  const from = new Date();
  const till = new Date(from.getTime() + 28 * 24 * 3600 * 1000);
  return {
    bookings,
    calendar: { tutorId: Number(first.tutor_id), from: from.toISOString(), till: till.toISOString() },
  };
}

/** Books every prepared hour through the HTTP API with `concurrency` clients; each booking is a new hour. */
export async function measureBookings(
  appUrl: string,
  fixture: BookingFixture,
  concurrency: number,
): Promise<LoadRow> {
  const queue = [...fixture.bookings];
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const at = performance.now();
      const res = await fetch(`${appUrl}/api/v1/tutoring/book`, {
        method: 'POST',
        headers: { authorization: `Bearer ${next.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ availability_ids: next.availabilityIds, subject_id: next.subjectId }),
      });
      await res.arrayBuffer();
      if (res.status === 200) latencies.push(performance.now() - at);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: 'POST /tutoring/book',
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}

/** Slots that ended up in more than one session: 0 unless a booking race was lost. */
export async function countDoubleBookings(db: Db): Promise<number> {
  const [doubles] = (
    await db.execute<{ count: string }>(sql`
      SELECT count(*) AS count FROM (
        SELECT availability_id FROM session_slots GROUP BY availability_id HAVING count(*) > 1) d`)
  ).rows;
  return Number(doubles?.count ?? 0);
}
