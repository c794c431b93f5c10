import { sql } from 'drizzle-orm';
import { hashPassword, randomToken, sha256 } from '../apps/server/src/platform/auth/secrets.ts';
import type { Db } from '../apps/server/src/platform/db/client.ts';

const PASSWORD = 'bench-password-2026';

/**
 * `count` users in one statement (a third tutors with three priced subjects each), and one known account with a
 * session token to call as.
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
  await db.execute(sql`ANALYZE`);
  const email = 'user3@bench.test';
  const token = randomToken();
  await db.execute(sql`
    INSERT INTO auth_sessions (user_id, token_hash) SELECT id, ${sha256(token)} FROM users WHERE email = ${email}`);
  return { email, password: PASSWORD, token };
}
