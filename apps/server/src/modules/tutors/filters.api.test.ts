import { FILTERED_SEARCH_TOTAL_CAP, SEARCH_TOTAL_CAP, TUTORS_PAGE_SIZE } from '@kru/contract';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  availabilities,
  availabilitySchedules,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';
import { refreshNextFreeSlots } from './index.ts';

// 200 tutors whose prices, subjects, specialties, languages, reviews, lessons, free time and minimum notice follow
// their index; every filter and sort is checked against the same rules applied here, page after page. This
// file's database holds only its own tutors.
const NOW = new Date('2026-03-27T09:10:00Z'); // a Friday
const clock = movableClock(NOW);
const HOUR = 3_600_000;
let t: TestApp;
let c: ProfileCatalogue;
let student: CreatedUser;

interface Model {
  id: number;
  i: number;
  maths: number;
  physics: number | null;
  algebra: boolean;
  /** "Algebr" in the first name, in the bio: the relevance tiers of `keyword=algebr` with the specialty. */
  algebraName: boolean;
  algebraBio: boolean;
  mechanics: boolean;
  languages: string[];
  rateTotal: number;
  rateCount: number;
  lessons: number;
  noticeHours: number;
  slots: Date[];
}
let tutors: Model[] = [];

function modelOf(i: number): Omit<Model, 'id'> {
  const rateCount = i % 7;
  const first =
    i % 4 === 3 ? null : new Date(Date.parse('2026-03-27T10:00:00Z') + ((i * 11) % 120) * 30 * 60_000);
  return {
    i,
    maths: 1500 + ((i * 37) % 40) * 100,
    physics: i % 3 === 0 ? 2000 + ((i * 53) % 30) * 100 : null,
    algebra: i % 4 === 0,
    algebraName: i % 40 === 13 || i === 44,
    algebraBio: i % 10 === 1 || i === 13,
    mechanics: i % 6 === 0,
    languages: [['en', 'th'], ['th'], ['en'], ['ja', 'en'], []][i % 5]!,
    rateCount,
    rateTotal: rateCount === 0 ? 0 : rateCount * (1 + (i % 5)) - (i % 2),
    lessons: (i * 13) % 17,
    noticeHours: i % 10 === 5 ? 24 : 0,
    slots: first ? [first, new Date(first.getTime() + 30 * HOUR)] : [],
  };
}

const average = (m: Model) => (m.rateCount ? m.rateTotal / m.rateCount : null);
const shownRate = (m: Model) => (m.rateCount ? Math.round((m.rateTotal / m.rateCount) * 10) / 10 : 0);
/** The free slots a student may book: from now plus the tutor's notice. */
const bookable = (m: Model) =>
  m.slots.filter((slot) => slot.getTime() >= NOW.getTime() + m.noticeHours * HOUR);
const nextFree = (m: Model) => bookable(m)[0] ?? null;
const minPrice = (m: Model) => Math.min(m.maths, m.physics ?? Number.POSITIVE_INFINITY);

/** a before b: the key (nulls last in either direction), then the id. */
function by<K extends number | null>(key: (m: Model) => K, direction: 1 | -1) {
  return (a: Model, b: Model) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x - y) * direction;
    }
    return a.id - b.id;
  };
}
const soonest = by((m) => nextFree(m)?.getTime() ?? null, 1);

function expected(keep: (m: Model) => boolean, order: (a: Model, b: Model) => number = soonest) {
  return tutors
    .filter(keep)
    .sort(order)
    .map((m) => m.id);
}

/**
 * Every page of a search's ids (past the counted total too: a filtered search counts only to
 * FILTERED_SEARCH_TOTAL_CAP), and the first page's pagination.
 */
async function search(query: string, token = student.token) {
  const ids: number[] = [];
  let pagination: { total: number; total_capped?: boolean } | undefined;
  for (let page = 1; ; page += 1) {
    const res = await t.call('GET', `/api/v1/tutors?${query}&page=${page}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pagination ??= res.body.pagination;
    ids.push(...res.body.data.map((card: { id: number }) => card.id));
    if (res.body.data.length < TUTORS_PAGE_SIZE) return { ids, pagination: pagination! };
  }
}

/** The search gives exactly `ids`, in order, and counts them (up to its cap, then "cap+"). */
async function expectSearch(query: string, ids: number[]) {
  const found = await search(query);
  expect(found.ids, query).toEqual(ids);
  const filtered = /(^|&)(price_min|price_max|specialty_id|days|times|rating_min|language)=/.test(query);
  const cap = filtered ? FILTERED_SEARCH_TOTAL_CAP : SEARCH_TOTAL_CAP;
  expect(found.pagination.total).toBe(Math.min(ids.length, cap));
  expect(found.pagination.total_capped ?? false).toBe(ids.length > cap);
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  c = await createProfileCatalogue(t.ctx);
  student = await createUser(t.ctx, { timeZone: 'Asia/Bangkok' });
  await refreshNextFreeSlots(t.ctx);
  const models = Array.from({ length: 200 }, (_, i) => modelOf(i));
  const rows = await t.ctx.db
    .insert(users)
    .values(
      models.map((m) => ({
        email: `filter-${m.i}@example.test`,
        passwordHash: 'x',
        role: 'teacher' as const,
        approvalStatus: 'approved' as const,
        firstName: m.algebraName ? 'Algebrina' : 'Filter',
        lastName: `Tutor ${m.i}`,
        description:
          m.i % 25 === 0 ? 'zqcommon zqrare' : m.algebraBio ? 'zqcommon, loves algebra' : 'zqcommon',
        spokenLanguages: m.languages,
        rateTotal: m.rateTotal,
        rateCount: m.rateCount,
        lessonsCount: m.lessons,
      })),
    )
    .returning({ id: users.id });
  tutors = models.map((m, index) => ({ ...m, id: rows[index]!.id }));
  const prices = await t.ctx.db
    .insert(userSubjectPrices)
    .values(
      tutors.flatMap((m) => [
        { userId: m.id, subjectId: c.maths.id, pricePerHourPence: m.maths },
        ...(m.physics === null
          ? []
          : [{ userId: m.id, subjectId: c.physics.id, pricePerHourPence: m.physics }]),
      ]),
    )
    .returning();
  const priceOf = (userId: number, subjectId: number) =>
    prices.find((p) => p.userId === userId && p.subjectId === subjectId)!.id;
  await t.ctx.db
    .insert(userSubjectPriceSpecialties)
    .values([
      ...tutors
        .filter((m) => m.algebra)
        .map((m) => ({ subjectPriceId: priceOf(m.id, c.maths.id), specialtyId: c.algebra.id })),
      ...tutors
        .filter((m) => m.mechanics)
        .map((m) => ({ subjectPriceId: priceOf(m.id, c.physics.id), specialtyId: c.mechanics.id })),
    ]);
  await t.ctx.db.insert(availabilitySchedules).values(
    tutors
      .filter((m) => m.noticeHours)
      .map((m) => ({
        tutorId: m.id,
        weeklyHours: [],
        dateOverrides: [],
        bufferMinutes: 0,
        minNoticeHours: m.noticeHours,
        bookingHorizonDays: 60,
      })),
  );
  await t.ctx.db.insert(availabilities).values(
    tutors.flatMap((m) =>
      m.slots.map((startingAt) => ({
        tutorId: m.id,
        startingAt,
        endingAt: new Date(startingAt.getTime() + 30 * 60_000),
      })),
    ),
  );
});

describe('GET /tutors filters (200 tutors)', () => {
  it('lists everyone soonest free first (relevance, next_free and no sort alike), notice respected', async () => {
    const all = expected(() => true);
    await expectSearch('', all);
    await expectSearch('sort=relevance', all);
    await expectSearch('sort=next_free', all);
    // A tutor with 24 hours' notice shows the first slot past it, not the one tomorrow morning.
    const noticed = tutors.find((m) => m.noticeHours && m.slots[0]! < new Date(NOW.getTime() + 24 * HOUR))!;
    const res = await t.call('GET', `/api/v1/tutors?keyword=${encodeURIComponent(`Tutor ${noticed.i}`)}`, {
      token: student.token,
    });
    const card = res.body.data.find((row: { id: number }) => row.id === noticed.id);
    expect(card.next_free_at).toBe(noticed.slots[1]!.toISOString());
  });

  it("filters by price (the tutor's lowest, or the chosen subject's) in pence", async () => {
    await expectSearch(
      'price_min=2000&price_max=2500',
      expected((m) => minPrice(m) >= 2000 && minPrice(m) <= 2500),
    );
    await expectSearch(
      `subject_id=${c.physics.id}&price_max=2600`,
      expected((m) => m.physics !== null && m.physics <= 2600),
    );
    await expectSearch(
      'price_min=5000',
      expected((m) => minPrice(m) >= 5000),
    );
    await expectSearch(
      `subject_id=${c.maths.id}&price_min=5000&sort=price_asc`,
      expected(
        (m) => m.maths >= 5000,
        by((m) => m.maths, 1),
      ),
    );
  });

  it('filters by specialty, minimum rating and spoken language', async () => {
    await expectSearch(
      `specialty_id=${c.algebra.id}`,
      expected((m) => m.algebra),
    );
    await expectSearch(
      `specialty_id=${c.mechanics.id}`,
      expected((m) => m.mechanics),
    );
    await expectSearch(`specialty_id=${c.mechanics.id}&subject_id=${c.maths.id}`, []);
    await expectSearch(
      'rating_min=4',
      expected((m) => m.rateCount > 0 && shownRate(m) >= 4),
    );
    await expectSearch(
      'rating_min=3.5',
      expected((m) => m.rateCount > 0 && shownRate(m) >= 3.5),
    );
    await expectSearch(
      'language=ja',
      expected((m) => m.languages.includes('ja')),
    );
    await expectSearch(
      'language=th',
      expected((m) => m.languages.includes('th')),
    );
  });

  it("filters by free time on the student's clock (their zone by default, or tz), across midnight", async () => {
    const freeAt = (zone: string, days: number[], hours: (h: number) => boolean) => (m: Model) =>
      bookable(m).some((slot) => {
        const local = DateTime.fromJSDate(slot, { zone });
        return days.includes(local.weekday) && hours(local.hour);
      });
    const night = (h: number) => h >= 21 || h < 6;
    // Saturday night in Bangkok includes 17:00-23:00 UTC on Friday... and the small hours of Sunday.
    const bangkok = expected(freeAt('Asia/Bangkok', [6], night));
    expect(bangkok.length).toBeGreaterThan(0);
    await expectSearch('days=6&times=night', bangkok);
    await expectSearch('days=6&times=night&tz=Asia/Bangkok', bangkok);
    const london = expected(freeAt('Europe/London', [6], night));
    expect(london).not.toEqual(bangkok);
    await expectSearch('days=6&times=night&tz=Europe/London', london);
    await expectSearch(
      'times=morning,evening',
      expected(
        freeAt('Asia/Bangkok', [1, 2, 3, 4, 5, 6, 7], (h) => (h >= 6 && h < 12) || (h >= 17 && h < 21)),
      ),
    );
    await expectSearch('days=7,1', expected(freeAt('Asia/Bangkok', [7, 1], () => true)));
  });

  it('sorts by price either way, of the chosen subject too, by rating and by lessons', async () => {
    await expectSearch(
      'sort=price_asc',
      expected(() => true, by(minPrice, 1)),
    );
    await expectSearch(
      'sort=price_desc',
      expected(() => true, by(minPrice, -1)),
    );
    const physics = (m: Model) => m.physics !== null;
    await expectSearch(
      `subject_id=${c.physics.id}&sort=price_asc`,
      expected(
        physics,
        by((m) => m.physics, 1),
      ),
    );
    await expectSearch(
      `subject_id=${c.physics.id}&sort=price_desc`,
      expected(
        physics,
        by((m) => m.physics, -1),
      ),
    );
    await expectSearch(
      'sort=rating',
      expected(() => true, by(average, -1)),
    );
    await expectSearch(
      'sort=lessons',
      expected(
        () => true,
        by((m) => m.lessons, -1),
      ),
    );
  });

  it('combines every filter with a sort and a keyword (broad and narrow)', async () => {
    const keep = (m: Model) =>
      m.maths >= 1800 &&
      m.maths <= 4500 &&
      m.algebra &&
      m.languages.includes('en') &&
      m.rateCount > 0 &&
      shownRate(m) >= 2 &&
      bookable(m).some((slot) => DateTime.fromJSDate(slot, { zone: 'Asia/Bangkok' }).weekday !== 3);
    const query = `subject_id=${c.maths.id}&price_min=1800&price_max=4500&specialty_id=${c.algebra.id}&language=en&rating_min=2&days=1,2,4,5,6,7`;
    const ids = expected(
      keep,
      by((m) => m.maths, 1),
    );
    expect(ids.length).toBeGreaterThan(1);
    await expectSearch(`${query}&sort=price_asc`, ids);
    await expectSearch(`${query}&sort=price_asc&keyword=zqcommon`, ids);
    await expectSearch(
      `${query}&sort=price_asc&keyword=zqrare`,
      expected(
        (m) => keep(m) && m.i % 25 === 0,
        by((m) => m.maths, 1),
      ),
    );
    await expectSearch(
      'keyword=zqrare&sort=lessons',
      expected(
        (m) => m.i % 25 === 0,
        by((m) => m.lessons, -1),
      ),
    );
  });

  it('ranks a keyword by relevance: name, then subject or specialty, then bio, each soonest free first', async () => {
    const tierOf = (m: Model) => (m.algebraName ? 0 : m.algebra ? 1 : m.algebraBio ? 2 : null);
    const relevant = (a: Model, b: Model) => tierOf(a)! - tierOf(b)! || soonest(a, b);
    const ranked = expected((m) => tierOf(m) !== null, relevant);
    // Every tier is there, and more than a page: page after page, no tutor twice or missing.
    expect(new Set(tutors.map(tierOf))).toEqual(new Set([0, 1, 2, null]));
    expect(ranked.length).toBeGreaterThan(TUTORS_PAGE_SIZE * 2);
    await expectSearch('keyword=algebr', ranked);
    await expectSearch('keyword=ALGEBR&sort=relevance', ranked);
    // With a filter that looks into each tutor, and a sort other than relevance: no tiers.
    await expectSearch(
      'keyword=algebr&language=en',
      expected((m) => tierOf(m) !== null && m.languages.includes('en'), relevant),
    );
    await expectSearch(
      'keyword=algebr&sort=next_free',
      expected((m) => tierOf(m) !== null),
    );
    // A name only: its tier alone (the names' index), then the tutors whose bio holds the whole name.
    await expectSearch(
      'keyword=algebrina',
      expected((m) => m.algebraName),
    );
  });

  it('finds a tutor by the languages they set on their profile', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: tutor.user.id, subjectId: c.maths.id, pricePerHourPence: 2000 });
    const set = (languages: unknown) =>
      t.call('POST', '/api/v1/user', { token: tutor.token, body: { spoken_languages: languages } });
    const saved = await set(['ko', 'th']);
    expect(saved.status).toBe(200);
    expect(saved.body.data.spoken_languages).toEqual(['ko', 'th']);
    // Not a vetted field: the profile stays approved and listed.
    expect(saved.body.data.approval_status).toBe('approved');
    const found = await search('language=ko');
    expect(found.ids).toEqual([tutor.user.id]);
    const card = await t.call('GET', `/api/v1/tutors/profile/${tutor.user.id}`, { token: student.token });
    expect(card.body.data.spoken_languages).toEqual(['ko', 'th']);
    for (const bad of [['xx'], ['th', 'th'], 'th']) expect((await set(bad)).status).toBe(422);
    await set([]);
    expect((await search('language=ko')).ids).toEqual([]);
  });

  it('answers a bad filter with a 422 naming the field', async () => {
    for (const [query, field] of [
      ['price_min=3000&price_max=2000', 'price_max'],
      ['price_min=-1', 'price_min'],
      ['days=8', 'days'],
      ['days=1,1', 'days'],
      ['times=noon', 'times'],
      ['rating_min=6', 'rating_min'],
      ['language=xx', 'language'],
      ['sort=cheapest', 'sort'],
      ['days=1&tz=Mars/Olympus', 'tz'],
    ] as const) {
      const res = await t.call('GET', `/api/v1/tutors?${query}`, { token: student.token });
      expect(res.status, query).toBe(422);
      expect(JSON.stringify(res.body), query).toContain(field);
    }
  });
});
