import { randomBytes } from 'node:crypto';
import { userSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { countRoundTrips } from '../../../test/round-trips.ts';
import {
  files,
  subdomains,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';

let t: TestApp;
let c: ProfileCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
});

const getUser = (token: string, headers: Record<string, string> = {}) =>
  t.call('GET', '/api/v1/user', { token, headers });

/** Prices a tutor's subjects directly, as a tutor's profile update would. */
async function priceSubjects(
  userId: number,
  prices: Array<{ subjectId: number; pence: number; specialties: number[] }>,
) {
  for (const price of prices) {
    const [row] = await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId, subjectId: price.subjectId, pricePerHourPence: price.pence })
      .returning();
    if (price.specialties.length) {
      await t.ctx.db
        .insert(userSubjectPriceSpecialties)
        .values(price.specialties.map((specialtyId) => ({ subjectPriceId: row!.id, specialtyId })));
    }
  }
}

describe('GET /api/v1/user', () => {
  it('answers exactly the fields of the contract User', async () => {
    const { user, token } = await createUser(t.ctx, {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      gradeId: c.year10.id,
    });
    const res = await getUser(token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(userSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      id: user.id,
      full_name: 'Somchai Jaidee',
      email: user.email,
      role: 'student',
      balance: 0,
      is_subscribed: false,
      subscription: null,
      students_count: 0,
      rate: 0,
      rate_count: 0,
      emails: [],
      avatar: null,
      subdomain: null,
      subject_prices: [],
      stripe_connect_account_status: 'incomplete',
      approval_status: 'incomplete',
      language: 'en',
      time_zone: 'UTC',
      is_profile_complete: true,
      sharing_id: user.sharingId,
    });
    expect(JSON.stringify(res.body)).not.toContain(user.passwordHash);
  });

  it('names the user by the e-mail local part until names are given, and reports the profile incomplete', async () => {
    const { token } = await createUser(t.ctx, {
      complete: false,
      email: `nina.k-${randomBytes(2).toString('hex')}@example.com`,
    });
    const res = await getUser(token);
    expect(res.body.data.full_name).toMatch(/^nina\.k-[0-9a-f]{4}$/);
    expect(res.body.data).toMatchObject({
      first_name: null,
      last_name: null,
      grade: null,
      is_profile_complete: false,
    });
  });

  it('counts a named tutor without a grade as complete', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    expect((await getUser(token)).body.data).toMatchObject({
      role: 'teacher',
      grade: null,
      is_profile_complete: true,
    });
  });

  it('localizes grade, education, country and county by the request language', async () => {
    const { token } = await createUser(t.ctx, {
      gradeId: c.year10.id,
      countryId: c.thailand.id,
      countyId: c.bangkok.id,
    });
    const en = (await getUser(token)).body.data;
    expect(en.grade).toEqual({
      id: c.year10.id,
      title: 'Year 10',
      education: { id: c.education.id, title: 'Secondary' },
    });
    expect(en.country).toEqual({ id: c.thailand.id, title: 'Thailand' });
    expect(en.county).toEqual({ id: c.bangkok.id, title: 'Bangkok' });

    const th = (await getUser(token, { 'accept-language': 'th' })).body.data;
    expect(th.grade).toEqual({
      id: c.year10.id,
      title: 'ปีที่ 10',
      education: { id: c.education.id, title: 'มัธยมศึกษา' },
    });
    expect(th.country.title).toBe('ประเทศไทย');
    expect(th.county.title).toBe('กรุงเทพมหานคร');
  });

  it("shows a tutor's subject prices in pounds with subjects, school years and specialties", async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    await priceSubjects(user.id, [
      { subjectId: c.maths.id, pence: 1250, specialties: [c.geometry.id, c.algebra.id] },
      { subjectId: c.physics.id, pence: 3000, specialties: [] },
    ]);
    const res = await getUser(token);
    expect(res.body.data.subject_prices).toEqual([
      {
        subject_id: c.maths.id,
        subject: { id: c.maths.id, title: 'Maths', school_year: { id: c.year10.id, title: 'Year 10' } },
        price_per_hour: 12.5,
        specialties: [
          { id: c.algebra.id, title: 'Algebra' },
          { id: c.geometry.id, title: 'Geometry' },
        ],
      },
      {
        subject_id: c.physics.id,
        subject: { id: c.physics.id, title: 'Physics', school_year: { id: c.year11.id, title: 'Year 11' } },
        price_per_hour: 30,
        specialties: [],
      },
    ]);
  });

  it('loads any profile in the same number of queries', async () => {
    const small = await createUser(t.ctx, { role: 'teacher' });
    await priceSubjects(small.user.id, [{ subjectId: c.maths.id, pence: 1000, specialties: [c.algebra.id] }]);
    const large = await createUser(t.ctx, {
      role: 'teacher',
      gradeId: c.year11.id,
      countryId: c.uk.id,
      countyId: c.kent.id,
    });
    await priceSubjects(large.user.id, [
      { subjectId: c.maths.id, pence: 1000, specialties: [c.algebra.id, c.geometry.id, c.statistics.id] },
      { subjectId: c.physics.id, pence: 2000, specialties: [c.mechanics.id] },
    ]);

    const queriesFor = (token: string) =>
      countRoundTrips(t.ctx.db, async () => expect((await getUser(token)).status).toBe(200));
    const smallCount = await queriesFor(small.token);
    const largeCount = await queriesFor(large.token);
    expect(largeCount).toBe(smallCount);
    // The session lookup, then the user with its relations, prices and their specialties in one statement.
    expect(largeCount).toBe(2);
  });

  it('signs a download URL for the avatar and shows the tenant', async () => {
    const [subdomain] = await t.ctx.db
      .insert(subdomains)
      .values({ title: 'Bright School', url: `https://bright-${randomBytes(3).toString('hex')}.kru.test` })
      .returning();
    const { user, token } = await createUser(t.ctx, { subdomainId: subdomain!.id });
    const key = `avatar/${randomBytes(8).toString('hex')}.png`;
    const [file] = await t.ctx.db
      .insert(files)
      .values({
        key,
        ownerId: user.id,
        kind: 'avatar',
        contentType: 'image/png',
        size: 68,
        uploadedAt: new Date(),
      })
      .returning();
    await t.ctx.db.update(users).set({ avatarFileId: file!.id }).where(eq(users.id, user.id));

    // A tenant's user acts on their own tenant: the x-subdomain header says which.
    const data = (await getUser(token, { 'x-subdomain': String(subdomain!.id) })).body.data;
    expect(data.avatar).toContain(key);
    expect(data.avatar).toMatch(/^\/api\/v1\/files\/download\//);
    expect(new URL(data.avatar, 'http://kru.test').searchParams.get('sig')).toBeTruthy();
    expect(data.subdomain).toEqual({
      id: subdomain!.id,
      title: 'Bright School',
      url: subdomain!.url,
      is_active: true,
    });
  });

  it('ignores an avatar pointer to a file the user does not own', async () => {
    const { user: owner } = await createUser(t.ctx);
    const { user, token } = await createUser(t.ctx);
    const [file] = await t.ctx.db
      .insert(files)
      .values({
        key: `avatar/${randomBytes(8).toString('hex')}.png`,
        ownerId: owner.id,
        kind: 'avatar',
        contentType: 'image/png',
      })
      .returning();
    await t.ctx.db.update(users).set({ avatarFileId: file!.id }).where(eq(users.id, user.id));
    expect((await getUser(token)).body.data.avatar).toBeNull();
  });

  it('answers 401 with the spec message without a valid token', async () => {
    const res = await t.call('GET', '/api/v1/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      message: 'Sorry, You are not allowed to access the requested resource.',
      code: 'UNAUTHENTICATED',
    });
  });
});
