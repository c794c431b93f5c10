import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client.ts';

/** A search of `GET /tutors` the bench measures: its key (bench/route.ts), name in the report and query string. */
export interface TutorSearch {
  key: string;
  name: string;
  query: string;
}

/**
 * Issue 15's searches on the bench's 10,000 tutors: every filter at once, and a few filters alone (with the
 * sorts they are used with). The subject and specialty are ones the dataset's tutors teach.
 */
export async function tutorSearches(db: Db): Promise<TutorSearch[]> {
  const [pick] = (
    await db.execute<{ subject_id: number; specialty_id: number }>(sql`
      SELECT p.subject_id, ps.specialty_id FROM user_subject_price_specialties ps
      JOIN user_subject_prices p ON p.id = ps.subject_price_id
      GROUP BY p.subject_id, ps.specialty_id ORDER BY count(*) DESC LIMIT 1`)
  ).rows;
  const every =
    `subject_id=${pick?.subject_id}&specialty_id=${pick?.specialty_id}&price_min=2000&price_max=4000` +
    '&days=1,2,3,4,5&times=morning,afternoon&tz=Asia/Bangkok&rating_min=3&language=th&sort=price_asc';
  return [
    { key: 'tutors-every', name: '`GET /tutors` with every filter, by price', query: every },
    {
      key: 'tutors-price',
      name: '`GET /tutors?price_min=&price_max=&sort=price_asc`',
      query: 'price_min=2500&price_max=3000&sort=price_asc',
    },
    {
      key: 'tutors-free-time',
      name: '`GET /tutors?days=6&times=evening` (free time)',
      query: 'days=6&times=evening&tz=Asia/Bangkok',
    },
    {
      key: 'tutors-rating',
      name: '`GET /tutors?rating_min=4.5&sort=rating`',
      query: 'rating_min=4.5&sort=rating',
    },
    {
      key: 'tutors-language',
      name: '`GET /tutors?language=ja&sort=lessons`',
      query: 'language=ja&sort=lessons',
    },
  ];
}
