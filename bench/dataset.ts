import { sql } from 'drizzle-orm';
import { hashPassword, randomToken, sha256 } from '../apps/server/src/platform/auth/secrets.ts';
import { type Db, migrateDb } from '../apps/server/src/platform/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference/index.ts';
import { type BookingFixture, generateSlots, prepareBookings } from './tutoring.ts';

const PASSWORD = 'bench-password-2026';

/**
 * `count` users in one statement (a third tutors with three priced subjects each, languages, reviews, lessons
 * and specialties), and one known account with a session token to call as.
 */
export async function generateDataset(
  db: Db,
  count: number,
): Promise<{ email: string; password: string; token: string }> {
  const passwordHash = await hashPassword(PASSWORD);
  await db.execute(sql`
    INSERT INTO users (email, password_hash, role, email_verified_at, first_name, last_name, grade_id, approval_status)
    SELECT 'user' || n || '@bench.test', ${passwordHash},
           CASE WHEN n % 3 = 0 THEN 'teacher' ELSE 'student' END, now(), 'First' || n, 'Last' || n,
           CASE WHEN n % 3 = 0 THEN NULL ELSE (SELECT min(id) FROM school_years) END,
           CASE WHEN n % 3 = 0 THEN 'approved' ELSE 'incomplete' END
    FROM generate_series(1, ${count}) AS n`);
  await db.execute(sql`
    INSERT INTO user_subject_prices (user_id, subject_id, price_per_hour_pence)
    SELECT u.id, s.id, 2000 + (u.id % 40) * 100
    FROM users u
    CROSS JOIN LATERAL (SELECT id FROM subjects ORDER BY (id + u.id) % 97 LIMIT 3) s
    WHERE u.role = 'teacher'`);
  // What the search's filters and sorts read (issue 15): languages, reviews, lessons and one specialty on half
  // of the prices, spread by id so that each filter keeps a share of the tutors.
  await db.execute(sql`
    UPDATE users SET
      spoken_languages = CASE id % 4 WHEN 0 THEN ARRAY['en', 'th'] WHEN 1 THEN ARRAY['th'] WHEN 2 THEN ARRAY['en']
        ELSE ARRAY['en', 'ja'] END,
      rate_count = id % 9, rate_total = (id % 9) * (1 + id % 5),
      lessons_count = id % 61
    WHERE role = 'teacher'`);
  await db.execute(sql`
    INSERT INTO user_subject_price_specialties (subject_price_id, specialty_id)
    SELECT p.id, sp.id FROM user_subject_prices p
    CROSS JOIN LATERAL (
      SELECT id FROM subject_specialties WHERE subject_id = p.subject_id ORDER BY (id + p.user_id) % 7 LIMIT 1
    ) sp
    WHERE p.id % 2 = 0`);
  await db.execute(sql`ANALYZE`);
  const email = 'user3@bench.test';
  const token = randomToken();
  await db.execute(sql`
    INSERT INTO auth_sessions (user_id, token_hash) SELECT id, ${sha256(token)} FROM users WHERE email = ${email}`);
  return { email, password: PASSWORD, token };
}

export interface BenchDataset {
  /** The account the reads are made as. */
  account: { email: string; password: string; token: string };
  tutors: number;
  slots: number;
  fixture: BookingFixture;
}

/**
 * The tables as a running site has them: vacuumed (visibility map and hint bits written) and checkpointed. After
 * the dataset's bulk writes, autovacuum and the checkpointer would otherwise do that work during the first loads (an
 * autovacuum worker was running ~20 s after the dataset was written on 29 Nov, as the servers started).
 */
async function settleTables(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
  try {
    await db.execute(sql`CHECKPOINT`);
  } catch (error) {
    // Only a superuser (or pg_checkpoint) may: a BENCH_DATABASE_URL without that right goes on without it.
    console.log(`dataset: no CHECKPOINT (${(error as Error).message})`);
  }
}

/**
 * The bench's database: migrated, the reference data, `users` users (a third tutors) with `slotsPerTutor` free
 * slots per tutor, and `bookings` funded students each with a tutor's free hour to book; then settled.
 */
export async function benchDataset(
  db: Db,
  options: { users: number; slotsPerTutor: number; bookings: number },
): Promise<BenchDataset> {
  await migrateDb(db);
  await seedReferenceData(db);
  const seededAt = Date.now();
  const account = await generateDataset(db, options.users);
  const generated = await generateSlots(db, options.slotsPerTutor);
  const fixture = await prepareBookings(db, options.bookings);
  await settleTables(db);
  console.log(
    `dataset: ${options.users} users (${generated.tutors} tutors), ${generated.slots} slots in ${((Date.now() - seededAt) / 1000).toFixed(0)} s`,
  );
  return { account, ...generated, fixture };
}
