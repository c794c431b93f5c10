import type { Load } from './autocannon.ts';
import type { CourseReading } from './courses.ts';
import type { TutorSearch } from './tutor-searches.ts';
import type { BookingFixture } from './tutoring.ts';

/** One call of the bench's table: `key` names it on the command line of bench/route.ts. */
export interface BenchCall extends Load {
  key: string;
  name: string;
}

/** The API calls of issue 10's table (and issue 11's reader), as Kru at `api` is loaded with them. */
export function benchCalls(
  api: string,
  token: string,
  calendar: BookingFixture['calendar'],
  reading: CourseReading,
  searches: TutorSearch[],
): BenchCall[] {
  const auth = { authorization: `Bearer ${token}` };
  const learner = { authorization: `Bearer ${reading.token}` };
  const { tutorId, from, till } = calendar;
  return [
    {
      key: 'user',
      name: '`GET /user`',
      url: `${api}/user`,
      headers: auth,
      goal: { share: 0.5, percentile: 'p99', ms: 25 },
    },
    // In every tutor's bio: 10,000 matches. The p95 bound is read at p97.5 (autocannon has no p95).
    {
      key: 'tutors-broad',
      name: '`GET /tutors?keyword=algebra` (every tutor matches)',
      url: `${api}/tutors?keyword=algebra&page=3`,
      headers: auth,
      goal: { share: 0.25, percentile: 'p97_5', ms: 50 },
    },
    {
      key: 'tutors-name',
      name: '`GET /tutors?keyword=Last1234` (a name: a few matches)',
      url: `${api}/tutors?keyword=Last1234`,
      headers: auth,
      goal: { share: 0.25, percentile: 'p99', ms: 50 },
    },
    // The same two searches with no two requests in flight alike: an identical search already running answers
    // the rows above (shared-searches.ts); here every request runs its own statement.
    {
      key: 'tutors-broad-each',
      name: '`GET /tutors?keyword=algebra`, each request its own search (128 spellings: every tutor matches)',
      url: `${api}/tutors?keyword=algebra&page=3`,
      more: spellingsOf('algebra')
        .slice(1)
        .map((keyword) => `${api}/tutors?keyword=${keyword}&page=3`),
      headers: auth,
      goal: { share: 0.25, percentile: 'p97_5', ms: 50 },
    },
    {
      key: 'tutors-name-each',
      name: '`GET /tutors?keyword=Last1200` to `Last1299`, each request its own search (a few matches each)',
      url: `${api}/tutors?keyword=Last1200`,
      more: Array.from({ length: 99 }, (_, i) => `${api}/tutors?keyword=Last${1201 + i}`),
      headers: auth,
      goal: { share: 0.25, percentile: 'p99', ms: 50 },
    },
    // Issue 15: the search's filters and sorts, every one at once and a few alone.
    ...searches.map(({ key, name, query }) => ({ key, name, url: `${api}/tutors?${query}`, headers: auth })),
    {
      key: 'calendar',
      name: "`GET /calendar` (a tutor's 4 weeks)",
      url: `${api}/calendar?from=${encodeURIComponent(from)}&till=${encodeURIComponent(till)}&teacher_id=${tutorId}`,
      headers: auth,
      goal: { share: 0.25, percentile: 'p99', ms: 50 },
    },
    {
      key: 'courses',
      name: '`GET /courses?keyword=algebra`',
      url: `${api}/courses?keyword=algebra`,
      headers: auth,
      goal: { share: 0.25, percentile: 'p99', ms: 50 },
    },
    {
      key: 'course',
      name: '`GET /courses/{id}` (a subscribed learner, the course with its outline)',
      url: `${api}/courses/${reading.courseId}`,
      headers: learner,
    },
    {
      key: 'section',
      name: '`GET /sections/{id}` (a subscribed learner, a section past the trial)',
      url: `${api}/sections/${reading.sectionId}`,
      headers: learner,
    },
  ];
}

/** Every spelling of a word in upper and lower case letters (2^length), the word as given first. */
function spellingsOf(word: string): string[] {
  return Array.from({ length: 2 ** word.length }, (_, mask) =>
    [...word].map((letter, at) => (mask & (1 << at) ? letter.toUpperCase() : letter)).join(''),
  );
}
