import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import {
  availabilities,
  userSubjectPriceSpecialties,
  userSubjectPrices,
} from '../../platform/db/schema/index.ts';

const clock = movableClock(new Date('2026-03-27T09:10:00Z'));
let t: TestApp;
let c: ProfileCatalogue;
let student: CreatedUser;

/** A word no other test's tutor carries, so each search sees only its own tutors. */
const uniqueWord = () => `zq${randomBytes(3).toString('hex')}`;

/** An approved tutor teaching `subjects` (Maths with Algebra and Geometry by default), at £25 an hour. */
async function tutorOf(
  overrides: Parameters<typeof createUser>[1] = {},
  subjects: Array<{ subjectId: number; specialtyIds: number[] }> = [
    { subjectId: c.maths.id, specialtyIds: [c.algebra.id, c.geometry.id] },
  ],
) {
  const created = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved', ...overrides });
  for (const { subjectId, specialtyIds } of subjects) {
    const [price] = await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: created.user.id, subjectId, pricePerHourPence: 2500 })
      .returning();
    if (specialtyIds.length) {
      await t.ctx.db
        .insert(userSubjectPriceSpecialties)
        .values(specialtyIds.map((specialtyId) => ({ subjectPriceId: price!.id, specialtyId })));
    }
  }
  return created;
}

async function addSlot(tutorId: number, start: string, isBooked = false) {
  const startingAt = new Date(start);
  await t.ctx.db
    .insert(availabilities)
    .values({ tutorId, startingAt, endingAt: new Date(startingAt.getTime() + 30 * 60_000), isBooked });
}

const search = (query: string, token = student.token, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/tutors?${query}`, { token, headers });
const idsOf = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((card) => card.id);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  c = await createProfileCatalogue(t.ctx);
  student = await createUser(t.ctx);
});

describe('GET /tutors?keyword=', () => {
  it('refuses fewer than 3 characters with the spec message', async () => {
    const res = await search('keyword=ab');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Search text must be at least 3 characters');
    expect(res.body.errors.keyword).toEqual(['Search text must be at least 3 characters']);
    const thai = await search(`keyword=${encodeURIComponent('ทดสอบ')}&page=0`, student.token, {
      'accept-language': 'th',
    });
    expect(thai.status).toBe(422);
  });

  it('matches the name, the bio, subjects and specialties, in English and Thai', async () => {
    const word = uniqueWord();
    const byName = await tutorOf({ firstName: 'Somchai', lastName: `Rak${word}` });
    const byBio = await tutorOf({ description: `Patient teacher, loves ${word} puzzles.` });
    const hidden = await tutorOf({ lastName: word, approvalStatus: 'pending' });
    const suspended = await tutorOf({ lastName: word, suspendedAt: new Date() });
    await createUser(t.ctx, { lastName: word });
    const found = await search(`keyword=${word}`);
    expect(found.status).toBe(200);
    expect(idsOf(found).sort()).toEqual([byName.user.id, byBio.user.id].sort());
    expect(idsOf(found)).not.toContain(hidden.user.id);
    expect(idsOf(found)).not.toContain(suspended.user.id);
    expect((await search(`keyword=somchai%20rak${word}`)).body.data.map((x: { id: number }) => x.id)).toEqual(
      [byName.user.id],
    );

    // Subjects and specialties: a physics tutor with Mechanics, found by English and Thai titles.
    const physicist = await tutorOf({}, [{ subjectId: c.physics.id, specialtyIds: [c.mechanics.id] }]);
    for (const keyword of ['physics', 'ฟิสิกส์', 'mechan', 'กลศาสตร์']) {
      const res = await search(`keyword=${encodeURIComponent(keyword)}`);
      expect(idsOf(res), keyword).toContain(physicist.user.id);
    }
    const thaiName = await tutorOf({ firstName: 'มาลี', lastName: `สุขใจ${word}` });
    expect(idsOf(await search(`keyword=${encodeURIComponent('สุขใจ')}`))).toContain(thaiName.user.id);
  });

  it('ranks Thai names, bios and titles by relevance tier (their lengths counted in characters)', async () => {
    const keyword = 'กลศาสตร์';
    const bySpecialty = await tutorOf({ firstName: 'มาลี', lastName: 'สุขใจ', description: 'ครูใจดี สอนฟิสิกส์' }, [
      { subjectId: c.physics.id, specialtyIds: [c.mechanics.id] },
    ]);
    const byBio = await tutorOf({ firstName: 'สมชาย', lastName: 'ใจดี', description: `ชอบสอน${keyword}` });
    const byName = await tutorOf({ firstName: 'วิชัย', lastName: `นัก${keyword}`, description: 'ครู' });
    const mine = new Set([bySpecialty.user.id, byBio.user.id, byName.user.id]);
    const res = await search(`keyword=${encodeURIComponent(keyword)}`);
    expect(idsOf(res).filter((id) => mine.has(id))).toEqual([
      byName.user.id,
      bySpecialty.user.id,
      byBio.user.id,
    ]);
  });

  it('takes %, _ and \\ literally', async () => {
    const word = uniqueWord();
    const percent = await tutorOf({ description: `100%${word}` });
    await tutorOf({ description: `100x${word}` });
    expect(idsOf(await search(`keyword=${encodeURIComponent(`0%${word}`)}`))).toEqual([percent.user.id]);
    expect(idsOf(await search(`keyword=${encodeURIComponent('___')}`))).toEqual([]);
  });
});

describe('GET /tutors', () => {
  it('answers cards with subjects, specialties, prices and the next free time, soonest first', async () => {
    const word = uniqueWord();
    const later = await tutorOf({ description: word });
    const sooner = await tutorOf({ description: word, timeZone: 'Asia/Bangkok' });
    const none = await tutorOf({ description: word });
    await addSlot(later.user.id, '2026-03-28T10:00:00Z');
    await addSlot(sooner.user.id, '2026-03-26T10:00:00Z'); // past: not "next"
    await addSlot(sooner.user.id, '2026-03-27T10:00:00Z', true); // booked: not free
    await addSlot(sooner.user.id, '2026-03-27T12:30:00Z');
    await addSlot(sooner.user.id, '2026-03-27T13:00:00Z');
    const res = await search(`keyword=${word}`);
    expect(idsOf(res)).toEqual([sooner.user.id, later.user.id, none.user.id]);
    expect(res.body.data[0]).toEqual({
      id: sooner.user.id,
      full_name: `Test ${sooner.user.lastName}`,
      avatar: null,
      description: word,
      subject_prices: [
        {
          subject_id: c.maths.id,
          subject: { id: c.maths.id, title: 'Maths', school_year: { id: c.year10.id, title: 'Year 10' } },
          price_per_hour: 25,
          specialties: [
            { id: c.algebra.id, title: 'Algebra' },
            { id: c.geometry.id, title: 'Geometry' },
          ],
        },
      ],
      rate: 0,
      rate_count: 0,
      students_count: 0,
      lessons_count: 0,
      spoken_languages: [],
      next_free_at: '2026-03-27T12:30:00.000Z',
      time_zone: 'Asia/Bangkok',
      trial_price: null,
    });
    expect(res.body.data[2].next_free_at).toBeNull();
    const thai = await search(`keyword=${word}`, student.token, { 'accept-language': 'th' });
    expect(thai.body.data[0].subject_prices[0].subject.title).toBe('คณิตศาสตร์');
    expect(thai.body.data[0].subject_prices[0].specialties[0].title).toBe('พีชคณิต');
  });

  it('filters by subject_id, also as GET /tutors/{subject}', async () => {
    const word = uniqueWord();
    const maths = await tutorOf({ description: word });
    const physics = await tutorOf({ description: word }, [{ subjectId: c.physics.id, specialtyIds: [] }]);
    expect(idsOf(await search(`keyword=${word}&subject_id=${c.physics.id}`))).toEqual([physics.user.id]);
    expect(idsOf(await search(`keyword=${word}&subject_id=${c.maths.id}`))).toEqual([maths.user.id]);
    const bySubject = await t.call('GET', `/api/v1/tutors/${c.physics.id}`, { token: student.token });
    expect(bySubject.status).toBe(200);
    expect(idsOf(bySubject)).toContain(physics.user.id);
    expect(idsOf(bySubject)).not.toContain(maths.user.id);
    expect((await t.call('GET', '/api/v1/tutors/abc', { token: student.token })).status).toBe(422);
  });

  it('pages 12 at a time from page 1, with the pagination block', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 13; i += 1) await tutorOf({ description: word });
    const first = await search(`keyword=${word}`);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.pagination).toEqual({
      total: 13,
      count: 12,
      per_page: 12,
      current_page: 1,
      total_pages: 2,
    });
    const second = await search(`keyword=${word}&page=2`);
    expect(second.body.data).toHaveLength(1);
    expect(idsOf(first)).not.toContain(second.body.data[0].id);
    const past = await search(`keyword=${word}&page=3`);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toMatchObject({ total: 13, count: 0, current_page: 3 });
    expect((await search('page=0')).status).toBe(422);
  });

  it('answers mine=1 with no tutors while nobody has had a session', async () => {
    await tutorOf();
    const res = await search('mine=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination.total).toBe(0);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/v1/tutors')).status).toBe(401);
  });
});

describe('GET /tutors/profile/{id}', () => {
  it('answers the card with the free slots of the next two weeks', async () => {
    const tutor = await tutorOf({ description: 'I teach algebra.' });
    await addSlot(tutor.user.id, '2026-03-27T09:00:00Z'); // under way: past
    await addSlot(tutor.user.id, '2026-03-27T10:00:00Z');
    await addSlot(tutor.user.id, '2026-03-27T10:30:00Z', true);
    await addSlot(tutor.user.id, '2026-04-09T10:00:00Z');
    await addSlot(tutor.user.id, '2026-04-11T10:00:00Z'); // beyond two weeks
    const res = await t.call('GET', `/api/v1/tutors/profile/${tutor.user.id}`, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: tutor.user.id,
      description: 'I teach algebra.',
      next_free_at: '2026-03-27T10:00:00.000Z',
      preview_till: '2026-04-10T09:10:00.000Z',
    });
    expect(res.body.data.availabilities.map((s: { starting_at: string }) => s.starting_at)).toEqual([
      '2026-03-27T10:00:00.000Z',
      '2026-04-09T10:00:00.000Z',
    ]);
  });

  it('is not found for a tutor students may not see, a student, or an unknown id', async () => {
    const pending = await tutorOf({ approvalStatus: 'pending' });
    const unnamed = await tutorOf({ firstName: null, lastName: null });
    for (const id of [pending.user.id, unnamed.user.id, student.user.id, 999_999]) {
      const res = await t.call('GET', `/api/v1/tutors/profile/${id}`, { token: student.token });
      expect(res.status, String(id)).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    // Not even to the tutor: this is the page students see.
    const own = await t.call('GET', `/api/v1/tutors/profile/${pending.user.id}`, { token: pending.token });
    expect(own.status).toBe(404);
  });
});

describe('tenants', () => {
  it("lists each tenant's tutors only there, and another tenant's profile answers 404", async () => {
    const word = uniqueWord();
    const tenantA = await createTenant(t.ctx);
    const tenantB = await createTenant(t.ctx);
    const tutorA = await tutorOf({ subdomainId: tenantA.id, description: word });
    const tutorMain = await tutorOf({ description: word });
    const studentA = await createUser(t.ctx, { subdomainId: tenantA.id });
    const studentB = await createUser(t.ctx, { subdomainId: tenantB.id });
    expect(idsOf(await search(`keyword=${word}`, studentA.token, onTenant(tenantA)))).toEqual([
      tutorA.user.id,
    ]);
    expect(idsOf(await search(`keyword=${word}`, studentB.token, onTenant(tenantB)))).toEqual([]);
    expect(idsOf(await search(`keyword=${word}`))).toEqual([tutorMain.user.id]);
    const bySubject = await t.call('GET', `/api/v1/tutors/${c.maths.id}`, {
      token: studentB.token,
      headers: onTenant(tenantB),
    });
    expect(idsOf(bySubject)).toEqual([]);

    const profile = (id: number, token: string, headers: Record<string, string>) =>
      t.call('GET', `/api/v1/tutors/profile/${id}`, { token, headers });
    expect((await profile(tutorA.user.id, studentA.token, onTenant(tenantA))).status).toBe(200);
    expect((await profile(tutorA.user.id, studentB.token, onTenant(tenantB))).status).toBe(404);
    expect((await profile(tutorA.user.id, student.token, {})).status).toBe(404);
    expect((await profile(tutorMain.user.id, studentA.token, onTenant(tenantA))).status).toBe(404);
  });
});

describe('GET /public/subjects/{id}/specialties', () => {
  it("answers a subject's specialties for the subject filter", async () => {
    const res = await t.call('GET', `/api/v1/public/subjects/${c.physics.id}/specialties`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual([c.mechanics.id]);
  });
});

describe('the search indexes', () => {
  /** The plan of the tutor search's two lookups on this small table, with the scans ruled out (rolled back). */
  async function planOf(query: string, without: string[] = []) {
    let plan = '';
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.execute('SET LOCAL enable_seqscan = off');
        for (const index of ['users_tutor_review_queue_idx', ...without])
          await tx.execute(`DROP INDEX ${index}`);
        plan = JSON.stringify((await tx.execute(`EXPLAIN ${query}`)).rows);
        tx.rollback();
      })
      .catch(() => {});
    return plan;
  }
  /** The indexes of the search's orders (each over every visible tutor). */
  const ORDER_INDEXES = [
    'tutor_search_rows_next_free_idx',
    'users_tutor_price_idx',
    'users_tutor_price_desc_idx',
    'users_tutor_rating_idx',
    'users_tutor_lessons_idx',
  ];
  const visible = `n.role = 'teacher' AND n.approval_status = 'approved' AND n.suspended_at IS NULL
    AND coalesce(trim(n.first_name), '') <> '' AND coalesce(trim(n.last_name), '') <> ''`;

  it('serves a narrow keyword from the trigram index over users.search_text', async () => {
    const query = `SELECT n.id FROM users n WHERE ${visible} AND n.search_text LIKE '%somchai%'`;
    expect(await planOf(query, ORDER_INDEXES)).toContain('users_tutor_search_trgm_idx');
  });

  it('walks the listed tutors in the search order along tutor_search_rows_next_free_idx', async () => {
    expect(
      await planOf(`SELECT s.tutor_id FROM tutor_search_rows s WHERE s.listed_in = 0
        ORDER BY s.next_free_at ASC NULLS LAST, s.tutor_id ASC LIMIT 10`),
    ).toContain('tutor_search_rows_next_free_idx');
  });

  it('walks them by price, rating or lessons along an index of each order', async () => {
    const walk = (order: string) =>
      planOf(`SELECT n.id FROM users n WHERE ${visible} AND coalesce(n.subdomain_id, 0) = 0
        ORDER BY ${order}, n.id ASC LIMIT 10`);
    expect(await walk('n.min_price_pence ASC NULLS LAST')).toContain('users_tutor_price_idx');
    expect(await walk('n.min_price_pence DESC NULLS LAST')).toContain('users_tutor_price_desc_idx');
    expect(await walk('(n.rate_total::float8 / nullif(n.rate_count, 0)) DESC NULLS LAST')).toContain(
      'users_tutor_rating_idx',
    );
    expect(await walk('n.lessons_count DESC')).toContain('users_tutor_lessons_idx');
    expect(
      await planOf(`SELECT p.user_id FROM user_subject_prices p WHERE p.subject_id = 1
        ORDER BY p.price_per_hour_pence, p.user_id LIMIT 10`),
    ).toContain('user_subject_prices_subject_price_idx');
  });
});
