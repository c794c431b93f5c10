import { randomBytes } from 'node:crypto';
import { SEARCH_TOTAL_CAP, TUTORS_PAGE_SIZE } from '@kru/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  availabilities,
  schoolYears,
  subjectSpecialties,
  subjects,
  tutorSearchRows,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';

// The search answers a broad keyword along the order index and a narrow one from the trigram index: both must
// give the same pages, order and totals, at the boundary between them too (a keyword found as often as the page
// needs). This file's database holds only its own tutors, so which tutors the walk meets first is known.
const clock = movableClock(new Date('2026-03-27T09:10:00Z'));
let t: TestApp;
let c: ProfileCatalogue;
let student: CreatedUser;

const uniqueWord = () => `zq${randomBytes(3).toString('hex')}`;

async function tutorOf(description: string) {
  const created = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved', description });
  await t.ctx.db
    .insert(userSubjectPrices)
    .values({ userId: created.user.id, subjectId: c.maths.id, pricePerHourPence: 2500 });
  return created.user.id;
}

/** A free slot `hours` after 10:00 on the clock's day: the tutor's next free time. */
async function freeIn(tutorId: number, hours: number) {
  const startingAt = new Date(Date.parse('2026-03-27T10:00:00Z') + hours * 3_600_000);
  await t.ctx.db
    .insert(availabilities)
    .values({ tutorId, startingAt, endingAt: new Date(startingAt.getTime() + 30 * 60_000) });
}

/** How long a search's shape is kept (search-shapes.ts's default). */
const SHAPE_SECONDS = 10;

/** Tutors `from`..`till` with `word` as their bio, without free time; their ids in order. */
async function insertTutorsWith(word: string, from: number, till: number) {
  const inserted = await t.ctx.db.execute<{ id: number }>(sql`
    INSERT INTO users (email, password_hash, role, email_verified_at, first_name, last_name, description,
      approval_status)
    SELECT ${word} || n || '@example.test', 'x', 'teacher', now(), 'First', 'Last' || n, ${word}, 'approved'
    FROM generate_series(${from}::int, ${till}::int) AS n
    RETURNING id`);
  return inserted.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

const search = (query: string) => t.call('GET', `/api/v1/tutors?${query}`, { token: student.token });
const idsOf = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((card) => card.id);

/** The tutors in the search's order: free time soonest (none last), then id. */
async function inSearchOrder(ids: number[]) {
  const rows = await t.ctx.db
    .select({ id: tutorSearchRows.tutorId })
    .from(tutorSearchRows)
    .where(inArray(tutorSearchRows.tutorId, ids))
    .orderBy(sql`${tutorSearchRows.nextFreeAt} ASC NULLS LAST`, tutorSearchRows.tutorId);
  return rows.map((row) => row.id);
}

/** Every page of a search, in order. */
async function allPages(keyword: string) {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await search(`keyword=${keyword}&page=${page}`);
    expect(res.status).toBe(200);
    ids.push(...idsOf(res));
    if (page >= res.body.pagination.total_pages) return { ids, pagination: res.body.pagination };
  }
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  c = await createProfileCatalogue(t.ctx);
  student = await createUser(t.ctx);
});

describe('GET /tutors?keyword= along either path', () => {
  it('gives every page of a broad keyword (every tutor) and of a narrow one in the same order', async () => {
    const broad = uniqueWord();
    const narrow = uniqueWord();
    const ids: number[] = [];
    for (let i = 0; i < 2 * TUTORS_PAGE_SIZE + 5; i += 1) {
      const id = await tutorOf(i % 9 === 0 ? `${broad} ${narrow}` : broad);
      // Equal times (ordered by id), distinct ones out of id order, and tutors without free time (last).
      if (i % 4 !== 3) await freeIn(id, 30 - (i % 7));
      ids.push(id);
    }
    const everyone = await allPages(broad);
    expect(everyone.ids).toEqual(await inSearchOrder(ids));
    expect(everyone.pagination).toMatchObject({ total: ids.length, total_pages: 3 });
    expect(everyone.pagination.total_capped).toBeUndefined();

    const named = ids.filter((_, i) => i % 9 === 0);
    const few = await allPages(narrow);
    expect(few.ids).toEqual(await inSearchOrder(named));
    expect(few.pagination).toMatchObject({ total: named.length, count: named.length });
  });

  it('counts exactly at the boundary: as many matches as the page needs, one fewer, one more', async () => {
    for (const matches of [TUTORS_PAGE_SIZE - 1, TUTORS_PAGE_SIZE, TUTORS_PAGE_SIZE + 1]) {
      const word = uniqueWord();
      const ids: number[] = [];
      for (let i = 0; i < matches; i += 1) ids.push(await tutorOf(word));
      const res = await search(`keyword=${word}`);
      expect(idsOf(res)).toEqual((await inSearchOrder(ids)).slice(0, TUTORS_PAGE_SIZE));
      expect(res.body.pagination).toMatchObject({ total: matches });
    }
  });

  it('keeps the other filters on a broad keyword', async () => {
    const word = uniqueWord();
    const maths = await tutorOf(word);
    const physics = await createUser(t.ctx, {
      role: 'teacher',
      approvalStatus: 'approved',
      description: word,
    });
    await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: physics.user.id, subjectId: c.physics.id, pricePerHourPence: 2500 });
    expect(idsOf(await search(`keyword=${word}&subject_id=${c.physics.id}`))).toEqual([physics.user.id]);
    expect(idsOf(await search(`keyword=${word}&subject_id=${c.maths.id}`))).toEqual([maths]);
  });

  it(`answers ${SEARCH_TOTAL_CAP} matches exactly and one more as "${SEARCH_TOTAL_CAP}+"`, async () => {
    const word = uniqueWord();
    const insertTutors = (from: number, till: number) => insertTutorsWith(word, from, till);
    await insertTutors(1, SEARCH_TOTAL_CAP);
    const exactly = await search(`keyword=${word}`);
    expect(exactly.body.pagination).toMatchObject({ total: SEARCH_TOTAL_CAP, count: TUTORS_PAGE_SIZE });
    expect(exactly.body.pagination.total_capped).toBeUndefined();
    await insertTutors(SEARCH_TOTAL_CAP + 1, SEARCH_TOTAL_CAP + 1);
    const more = await search(`keyword=${word}&page=2`);
    expect(more.body.pagination).toMatchObject({
      total: SEARCH_TOTAL_CAP,
      total_capped: true,
      current_page: 2,
    });
  });
});

// What an identical search found a moment ago (search-shapes.ts) only chooses the statement's path, but for a
// total past the cap, which stands for a few seconds.
describe('GET /tutors?keyword= asked again', () => {
  it(`keeps "${SEARCH_TOTAL_CAP}+" for ${SHAPE_SECONDS} seconds at most, the pages as counted`, async () => {
    const word = uniqueWord();
    const ids = await insertTutorsWith(word, 1, SEARCH_TOTAL_CAP + 1);
    // Free before every other tutor of the file (at the same time, so by id): the walk's first tutors.
    await t.ctx.db.execute(sql`
      INSERT INTO availabilities (tutor_id, starting_at, ending_at)
      SELECT id, '2026-03-27T11:00:00Z', '2026-03-27T11:30:00Z' FROM unnest(${sql.param(ids)}::int[]) AS id`);
    const capped = { total: SEARCH_TOTAL_CAP, total_capped: true };
    const byNextFree = `keyword=${word}&sort=next_free`;
    expect((await search(byNextFree)).body.pagination).toMatchObject(capped);
    // Page 2 is answered without counting, from the walk.
    const second = await search(`${byNextFree}&page=2`);
    expect(idsOf(second)).toEqual(ids.slice(TUTORS_PAGE_SIZE, 2 * TUTORS_PAGE_SIZE));
    expect(second.body.pagination).toMatchObject({ ...capped, current_page: 2 });

    await t.ctx.db
      .update(users)
      .set({ suspendedAt: clock.now() })
      .where(eq(users.id, ids.at(-1)!));
    expect((await search(byNextFree)).body.pagination).toMatchObject(capped);
    // The relevance sort (the default) ranks as far as the cap anyway: its count is read every time.
    const ranked = await search(`keyword=${word}`);
    expect(ranked.body.pagination).toMatchObject({ total: SEARCH_TOTAL_CAP });
    expect(ranked.body.pagination.total_capped).toBeUndefined();
    clock.advance(SHAPE_SECONDS * 1000);
    const counted = await search(`${byNextFree}&page=2`);
    expect(idsOf(counted)).toEqual(ids.slice(TUTORS_PAGE_SIZE, 2 * TUTORS_PAGE_SIZE));
    expect(counted.body.pagination).toMatchObject({ total: SEARCH_TOTAL_CAP });
    expect(counted.body.pagination.total_capped).toBeUndefined();
  });

  it('answers a keyword found narrow a moment ago and broad now in full, in order', async () => {
    const word = uniqueWord();
    const ids = [await tutorOf(word)];
    expect(idsOf(await search(`keyword=${word}`))).toEqual(ids);
    for (let i = 0; i < 2 * TUTORS_PAGE_SIZE; i += 1) {
      const id = await tutorOf(word);
      if (i % 3 !== 0) await freeIn(id, 40 - (i % 5));
      ids.push(id);
    }
    const everyone = await allPages(word);
    expect(everyone.ids).toEqual(await inSearchOrder(ids));
    expect(everyone.pagination).toMatchObject({ total: ids.length });
  });
});

describe('what the search matches (users.search_text)', () => {
  it('follows the bio, the subjects and the specialties as they change', async () => {
    const word = uniqueWord();
    const id = await tutorOf('Patient');
    const found = async (keyword: string) => idsOf(await search(`keyword=${keyword}`)).includes(id);
    expect(await found('patient')).toBe(true);

    await t.ctx.db
      .update(users)
      .set({ description: `Calm ${word}` })
      .where(eq(users.id, id));
    expect(await found(word)).toBe(true);

    const [price] = await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: id, subjectId: c.physics.id, pricePerHourPence: 3000 })
      .returning();
    expect(await found('ฟิสิกส์')).toBe(true);
    await t.ctx.db
      .insert(userSubjectPriceSpecialties)
      .values({ subjectPriceId: price!.id, specialtyId: c.mechanics.id });
    const specialty = `${word}x`;
    await t.ctx.db
      .update(subjectSpecialties)
      .set({ titleEn: specialty })
      .where(eq(subjectSpecialties.id, c.mechanics.id));
    expect(await found(specialty)).toBe(true);

    await t.ctx.db.delete(userSubjectPrices).where(eq(userSubjectPrices.id, price!.id));
    expect(await found(specialty)).toBe(false);
    expect(await found('ฟิสิกส์')).toBe(false);
    // Separate titles are separate lines: no keyword spans two of them.
    expect(await found(`${word} maths`)).toBe(false);
  });

  it("keeps each card's subjects as prices, specialties and the catalogue's titles change (tutor_card_prices)", async () => {
    const word = uniqueWord();
    const id = await tutorOf(`Card ${word}`);
    const card = async () => {
      const res = await search(`keyword=${word}`);
      expect(idsOf(res)).toEqual([id]);
      return res.body.data[0].subject_prices as Array<{
        subject: { title: string; school_year: { title: string } };
        price_per_hour: number;
        specialties: Array<{ title: string }>;
      }>;
    };
    const summary = async () =>
      (await card()).map(
        (p) =>
          `${p.subject.title}/${p.subject.school_year.title} ${p.price_per_hour}: ${p.specialties.map((s) => s.title).join(',')}`,
      );
    expect(await summary()).toEqual(['Maths/Year 10 25: ']);

    const [price] = await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: id, subjectId: c.physics.id, pricePerHourPence: 3000 })
      .returning();
    await t.ctx.db.insert(userSubjectPriceSpecialties).values([
      { subjectPriceId: price!.id, specialtyId: c.mechanics.id },
      { subjectPriceId: price!.id, specialtyId: c.calculus.id },
    ]);
    await t.ctx.db
      .update(userSubjectPrices)
      .set({ pricePerHourPence: 3500 })
      .where(eq(userSubjectPrices.id, price!.id));
    // Titles with a word of their own: the other tutors of this file teach physics too.
    const title = uniqueWord();
    const [mechanics, calculus] = [`${title}-mech`, `${title}-calc`];
    await t.ctx.db
      .update(subjectSpecialties)
      .set({ titleEn: mechanics, sortOrder: 9 })
      .where(eq(subjectSpecialties.id, c.mechanics.id));
    await t.ctx.db
      .update(subjectSpecialties)
      .set({ titleEn: calculus, sortOrder: 1 })
      .where(eq(subjectSpecialties.id, c.calculus.id));
    await t.ctx.db
      .update(subjects)
      .set({ titleEn: `Physics ${title}` })
      .where(eq(subjects.id, c.physics.id));
    await t.ctx.db
      .update(schoolYears)
      .set({ titleEn: `Year ${title}` })
      .where(eq(schoolYears.id, c.year11.id));
    expect(await summary()).toEqual([
      'Maths/Year 10 25: ',
      `Physics ${title}/Year ${title} 35: ${calculus},${mechanics}`,
    ]);

    await t.ctx.db
      .delete(userSubjectPriceSpecialties)
      .where(eq(userSubjectPriceSpecialties.specialtyId, c.calculus.id));
    expect(await summary()).toEqual([
      'Maths/Year 10 25: ',
      `Physics ${title}/Year ${title} 35: ${mechanics}`,
    ]);
    await t.ctx.db.delete(userSubjectPrices).where(eq(userSubjectPrices.userId, id));
    expect(await card()).toEqual([]);
    // What is kept is what the prices and the catalogue give now.
    const { rows } = await t.ctx.db.execute<{ same: boolean }>(sql`SELECT bool_and(
      c.subject_prices::text = tutor_card_subject_prices(c.user_id)::text) AS same FROM tutor_card_prices c`);
    expect(rows[0]!.same).toBe(true);
  });
});
