import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { countRoundTrips } from '../../../test/round-trips.ts';
import { createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { topUp } from '../../../test/wallet.ts';
import { ActorCache } from '../../platform/auth/actor-cache.ts';
import {
  countries,
  files,
  subdomains,
  subjectSpecialties,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';

/**
 * GET /user serves a kept answer while the profile's stamp holds. Every change below is written as another instance
 * would write it (straight to the database, or through the API) after the answer was kept: the next GET /user must
 * show it.
 */
const clock = movableClock(new Date('2033-05-10T12:00:00.000Z'));
let t: TestApp;
let c: ProfileCatalogue;
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  t.ctx.actors = new ActorCache({ ttlMs: 60 * 60_000 });
  c = await createProfileCatalogue(t.ctx);
});

const me = async (token: string, headers: Record<string, string> = {}) => {
  const res = await t.call('GET', '/api/v1/user', { token, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** The answer, asked twice: the second is served from what the first kept (one round trip: the stamp). */
async function keptAnswer(token: string) {
  const first = await me(token);
  let second: unknown;
  expect(await countRoundTrips(t.ctx.db, async () => (second = await me(token)))).toBe(1);
  expect(second).toEqual(first);
  return first;
}

describe('a kept GET /user answer', () => {
  it('shows a profile edit, made here or elsewhere', async () => {
    const { user, token } = await createUser(t.ctx);
    await keptAnswer(token);
    const res = await t.call('POST', '/api/v1/user', { token, body: { first_name: 'Malee' } });
    expect(res.status).toBe(200);
    expect((await me(token)).first_name).toBe('Malee');
    await t.ctx.db.update(users).set({ mobile: '0812345678' }).where(eq(users.id, user.id));
    expect((await me(token)).mobile).toBe('0812345678');
  });

  it("shows an edit made through another instance, whose own kept answer then follows this one's", async () => {
    const { user, token } = await createUser(t.ctx);
    const other = await t.anotherInstance();
    await keptAnswer(token);
    const edit = await other.call('POST', '/api/v1/user', { token, body: { last_name: 'Elsewhere' } });
    expect(edit.status).toBe(200);
    expect((await me(token)).last_name).toBe('Elsewhere');
    await t.ctx.db.update(users).set({ lastName: 'Here' }).where(eq(users.id, user.id));
    const there = await other.call('GET', '/api/v1/user', { token });
    expect(there.body.data.last_name).toBe('Here');
  });

  it('shows a new grade and country, and a country renamed by an admin', async () => {
    const { user, token } = await createUser(t.ctx);
    const [country] = await t.ctx.db
      .insert(countries)
      .values({ code: `t-${randomBytes(3).toString('hex')}`, titleEn: 'Land', titleTh: 'ประเทศ' })
      .returning();
    await keptAnswer(token);
    await t.ctx.db
      .update(users)
      .set({ gradeId: c.year11.id, countryId: country!.id })
      .where(eq(users.id, user.id));
    expect(await me(token)).toMatchObject({
      grade: { id: c.year11.id, title: 'Year 11' },
      country: { id: country!.id, title: country!.titleEn },
    });
    await keptAnswer(token);
    await t.ctx.db.update(countries).set({ titleEn: 'Renamed' }).where(eq(countries.id, country!.id));
    expect((await me(token)).country).toEqual({ id: country!.id, title: 'Renamed' });
  });

  it('shows a new avatar, and none once its file is gone', async () => {
    const { user, token } = await createUser(t.ctx);
    await keptAnswer(token);
    const key = `avatar/${randomBytes(8).toString('hex')}.png`;
    const [file] = await t.ctx.db
      .insert(files)
      .values({ key, ownerId: user.id, kind: 'avatar', contentType: 'image/png', size: 68 })
      .returning();
    await t.ctx.db.update(users).set({ avatarFileId: file!.id }).where(eq(users.id, user.id));
    expect((await keptAnswer(token)).avatar).toContain(key);
    await t.ctx.db.delete(files).where(eq(files.id, file!.id));
    expect((await me(token)).avatar).toBeNull();
  });

  it('shows the balance after a top-up and after a booking holds its price', async () => {
    const room = await createClassroom(t, { catalogue: c, funds: 0 });
    expect((await keptAnswer(room.student.token)).balance).toBe(0);
    await topUp(t, room.student.token, 100);
    expect((await keptAnswer(room.student.token)).balance).toBe(100);
    const slots = await addSlots(t, room.tutor.token, new Date(clock.now().getTime() + 48 * HOUR_MS), 2);
    expect((await book(t, room.student.token, slots, c.maths.id)).status).toBe(200);
    expect((await me(room.student.token)).balance).toBe(75);
  });

  it("shows a tutor's student count as sessions are taught", async () => {
    const room = await createClassroom(t, { catalogue: c });
    expect((await keptAnswer(room.tutor.token)).students_count).toBe(0);
    await insertSession(t, room, {
      startingAt: new Date(clock.now().getTime() - 24 * HOUR_MS),
      status: 'completed',
    });
    expect((await me(room.tutor.token)).students_count).toBe(1);
  });

  it("shows a tutor's priced subjects and their specialties as they change", async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    await keptAnswer(token);
    const [price] = await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: user.id, subjectId: c.maths.id, pricePerHourPence: 2500 })
      .returning();
    expect((await keptAnswer(token)).subject_prices).toMatchObject([{ price_per_hour: 25, specialties: [] }]);
    await t.ctx.db
      .insert(userSubjectPriceSpecialties)
      .values({ subjectPriceId: price!.id, specialtyId: c.algebra.id });
    expect((await keptAnswer(token)).subject_prices[0].specialties).toEqual([
      { id: c.algebra.id, title: 'Algebra' },
    ]);
    await t.ctx.db
      .update(subjectSpecialties)
      .set({ titleEn: 'Algebra I' })
      .where(eq(subjectSpecialties.id, c.algebra.id));
    expect((await keptAnswer(token)).subject_prices[0].specialties[0].title).toBe('Algebra I');
    await t.ctx.db
      .update(userSubjectPrices)
      .set({ pricePerHourPence: 3000 })
      .where(eq(userSubjectPrices.id, price!.id));
    expect((await keptAnswer(token)).subject_prices[0].price_per_hour).toBe(30);
    await t.ctx.db.delete(userSubjectPrices).where(eq(userSubjectPrices.id, price!.id));
    expect((await me(token)).subject_prices).toEqual([]);
  });

  it('shows a subscription once it is paid', async () => {
    const { token } = await createUser(t.ctx);
    expect((await keptAnswer(token)).is_subscribed).toBe(false);
    await subscribe(t, token);
    expect(await me(token)).toMatchObject({ is_subscribed: true, subscription: { status: 'active' } });
  });

  it("is kept per user and language: never another user's or tenant's, nor another language's", async () => {
    const [subdomain] = await t.ctx.db
      .insert(subdomains)
      .values({ title: 'Bright School', url: `https://bright-${randomBytes(3).toString('hex')}.kru.test` })
      .returning();
    const main = await createUser(t.ctx, { gradeId: c.year10.id });
    const tenant = await createUser(t.ctx, { gradeId: c.year11.id, subdomainId: subdomain!.id });
    const tenantHeaders = { 'x-subdomain': String(subdomain!.id) };
    for (let round = 0; round < 2; round++) {
      expect(await me(main.token)).toMatchObject({
        id: main.user.id,
        email: main.user.email,
        subdomain: null,
      });
      expect(await me(tenant.token, tenantHeaders)).toMatchObject({
        id: tenant.user.id,
        email: tenant.user.email,
        subdomain: { id: subdomain!.id },
      });
      expect((await me(main.token, { 'accept-language': 'th' })).grade.title).toBe('ปีที่ 10');
      expect((await me(main.token)).grade.title).toBe('Year 10');
    }
  });
});
