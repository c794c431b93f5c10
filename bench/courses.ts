import { sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../apps/server/src/platform/auth/secrets.ts';
import type { Db } from '../apps/server/src/platform/db/client.ts';

export interface CourseReading {
  /** A subscribed learner's session token. */
  token: string;
  courseId: number;
  /** The course's last section: past the free trial's first 30%, so only a live subscription opens it. */
  sectionId: number;
}

/**
 * What issue 11's reader calls are measured with: a bench student (`user1@bench.test`) given an active
 * subscription and a session token, and the approved, paid course with the most sections (the demo seed's,
 * written when Kru started), with its last section.
 */
export async function prepareCourseReading(db: Db): Promise<CourseReading> {
  const email = 'user1@bench.test';
  const token = randomToken();
  await db.execute(sql`
    INSERT INTO auth_sessions (user_id, token_hash) SELECT id, ${sha256(token)} FROM users WHERE email = ${email}`);
  await db.execute(sql`
    INSERT INTO subscriptions (user_id, plan_id, billing, status, price_pence, provider, starting_at, ending_at)
    SELECT u.id, p.id, 'monthly', 'active', p.monthly_price_pence, 'sandbox', now(), now() + interval '30 days'
    FROM users u, (SELECT id, monthly_price_pence FROM subscription_plans ORDER BY sort_order, id LIMIT 1) p
    WHERE u.email = ${email}`);
  const [row] = (
    await db.execute<{ course_id: number; section_id: number }>(sql`
      SELECT c.id AS course_id, (
        SELECT s.id FROM course_sections s JOIN course_chapters ch ON ch.id = s.chapter_id
        WHERE ch.course_id = c.id ORDER BY ch.sort_order DESC, s.sort_order DESC LIMIT 1) AS section_id
      FROM courses c
      WHERE c.approval_state = 'approved' AND NOT c.is_free
      ORDER BY (SELECT count(*) FROM course_sections s JOIN course_chapters ch ON ch.id = s.chapter_id
                WHERE ch.course_id = c.id) DESC, c.id
      LIMIT 1`)
  ).rows;
  if (!row?.section_id) throw new Error('the bench found no approved paid course with sections to read');
  return { token, courseId: Number(row.course_id), sectionId: Number(row.section_id) };
}
