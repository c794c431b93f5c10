import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { userSubjectPrices, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let c: ProfileCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
});

const update = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/user', { token, body, headers });

async function row(userId: number) {
  const [found] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return found!;
}

describe('POST /api/v1/user', () => {
  it('changes only the fields that are sent and answers the whole user', async () => {
    const { user, token } = await createUser(t.ctx, {
      firstName: 'Old',
      lastName: 'Name',
      mobile: '+66 81 234 5678',
    });
    const res = await update(token, {
      first_name: '  Malee ',
      gender: 'female',
      title: 'Ms',
      date_of_birth: '2008-02-29',
      address_street: '1 Sukhumvit Road',
      address_city: 'Bangkok',
      address_post_code: '10110',
      description: 'Loves maths',
      language: 'th',
      time_zone: 'asia/bangkok',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Malee',
      last_name: 'Name',
      full_name: 'Malee Name',
      mobile: '+66 81 234 5678',
      gender: 'female',
      title: 'Ms',
      date_of_birth: '2008-02-29',
      address_street: '1 Sukhumvit Road',
      address_city: 'Bangkok',
      address_post_code: '10110',
      description: 'Loves maths',
      language: 'th',
      time_zone: 'Asia/Bangkok',
    });
    expect(await row(user.id)).toMatchObject({
      firstName: 'Malee',
      lastName: 'Name',
      timeZone: 'Asia/Bangkok',
    });

    const second = await update(token, { last_name: 'Sukjai' });
    expect(second.body.data).toMatchObject({ first_name: 'Malee', last_name: 'Sukjai', gender: 'female' });
  });

  it('stores parents’ contacts lower-case and once each', async () => {
    const { user, token } = await createUser(t.ctx);
    const res = await update(token, { emails: ['Mum@Example.com', 'dad@example.com', 'mum@example.com'] });
    expect(res.status).toBe(200);
    expect(res.body.data.emails).toEqual(['mum@example.com', 'dad@example.com']);
    expect((await row(user.id)).parentEmails).toEqual(['mum@example.com', 'dad@example.com']);
  });

  it("refuses the student's own address as a parent's contact, naming that row", async () => {
    const { user, token } = await createUser(t.ctx);
    const res = await update(token, { emails: ['mum@example.com', user.email.toUpperCase()] });
    expect(res.status).toBe(422);
    expect(res.body.errors['emails.1']).toEqual([
      "This is your own address: enter a parent's e-mail address",
    ]);
    expect((await row(user.id)).parentEmails).toEqual([]);
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: '   ' }, 'last_name', 'Last name is required'],
    [{ date_of_birth: '2023-02-30' }, 'date_of_birth', 'Invalid Date'],
    [{ date_of_birth: '12/05/2001' }, 'date_of_birth', 'Invalid Date'],
    [{ date_of_birth: '1899-12-31' }, 'date_of_birth', 'Date must be between 1900-01-01 and 2099-12-31'],
    [{ date_of_birth: '' }, 'date_of_birth', 'Date of birth is required'],
    [{ date_of_birth: '2090-01-01' }, 'date_of_birth', 'The date of birth cannot be in the future'],
    [{ gender: 'other' }, 'gender', 'Gender is required'],
    [{ mobile: 'call me' }, 'mobile', 'Invalid mobile number'],
    [{ emails: ['not-an-email'] }, 'emails.0', 'Invalid email address'],
    [
      { time_zone: 'Mars/Olympus' },
      'time_zone',
      'Unknown time zone. Choose one from the list, such as Asia/Bangkok or Europe/London.',
    ],
    [{ language: 'fr' }, 'language', 'Invalid value'],
    [
      { time_zone: '' },
      'time_zone',
      'Unknown time zone. Choose one from the list, such as Asia/Bangkok or Europe/London.',
    ],
    [{ grade_id: 99_999_999 }, 'grade_id', 'Invalid value'],
    [{ country_id: 99_999_999 }, 'country_id', 'Invalid value'],
  ])('refuses %j', async (body, field, message) => {
    const { user, token } = await createUser(t.ctx);
    const before = await row(user.id);
    const res = await update(token, body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toEqual([message]);
    expect((await row(user.id)).updatedAt).toEqual(before.updatedAt);
  });

  it('answers validation messages in Thai', async () => {
    const { token } = await createUser(t.ctx);
    const res = await update(token, { first_name: '' }, { 'accept-language': 'th' });
    expect(res.body.errors.first_name).toEqual(['กรุณากรอกชื่อ']);
  });

  it('sets the grade from the school years', async () => {
    const { token } = await createUser(t.ctx, { complete: false });
    const res = await update(token, { grade_id: c.year11.id });
    expect(res.body.data.grade).toMatchObject({ id: c.year11.id, title: 'Year 11' });
  });

  describe('country and county', () => {
    it('sets the county with the country, or clears it', async () => {
      const { user, token } = await createUser(t.ctx);
      const both = await update(token, { country_id: c.thailand.id, county_id: c.chiangMai.id });
      expect(both.status).toBe(200);
      expect(both.body.data.country).toEqual({ id: c.thailand.id, title: 'Thailand' });
      expect(both.body.data.county).toEqual({ id: c.chiangMai.id, title: 'Chiang Mai' });

      const countryOnly = await update(token, { country_id: c.uk.id });
      expect(countryOnly.body.data).toMatchObject({ country: { id: c.uk.id }, county: null });
      expect(await row(user.id)).toMatchObject({ countryId: c.uk.id, countyId: null });
    });

    it('refuses a county of another country', async () => {
      const { user, token } = await createUser(t.ctx);
      const res = await update(token, { country_id: c.uk.id, county_id: c.bangkok.id });
      expect(res.status).toBe(422);
      expect(res.body.errors.county_id).toEqual(['The county does not belong to the chosen country.']);
      expect(await row(user.id)).toMatchObject({ countryId: null, countyId: null });
    });

    it("checks a county sent alone against the user's country", async () => {
      const { token } = await createUser(t.ctx, { countryId: c.thailand.id });
      expect((await update(token, { county_id: c.bangkok.id })).body.data.county).toMatchObject({
        id: c.bangkok.id,
      });
      const other = await update(token, { county_id: c.kent.id });
      expect(other.status).toBe(422);
      expect(other.body.errors.county_id).toEqual(['The county does not belong to the chosen country.']);
      expect((await update(token, { county_id: null })).body.data.county).toBeNull();
      expect((await update(token, { county_id: 99_999_999 })).body.errors.county_id).toEqual([
        'Invalid value',
      ]);
    });
  });

  describe('subject prices', () => {
    const mathsPrice = () => ({
      subject_id: c.maths.id,
      price_per_hour: 12.5,
      specialties: [c.algebra.id, c.geometry.id],
    });

    it("replace a tutor's whole list, with prices kept in pence", async () => {
      const { user, token } = await createUser(t.ctx, { role: 'teacher' });
      const first = await update(token, {
        subject_prices: [mathsPrice(), { subject_id: c.physics.id, price_per_hour: 20, specialties: [] }],
      });
      expect(first.status).toBe(200);
      expect(first.body.data.subject_prices).toHaveLength(2);
      expect(first.body.data.subject_prices[0]).toMatchObject({
        subject_id: c.maths.id,
        price_per_hour: 12.5,
      });
      const stored = await t.ctx.db
        .select()
        .from(userSubjectPrices)
        .where(eq(userSubjectPrices.userId, user.id));
      expect(stored.map((p) => p.pricePerHourPence).sort()).toEqual([1250, 2000]);

      const second = await update(token, {
        subject_prices: [{ subject_id: c.physics.id, price_per_hour: 25.99, specialties: [c.mechanics.id] }],
      });
      expect(second.body.data.subject_prices).toEqual([
        {
          subject_id: c.physics.id,
          subject: { id: c.physics.id, title: 'Physics', school_year: { id: c.year11.id, title: 'Year 11' } },
          price_per_hour: 25.99,
          specialties: [{ id: c.mechanics.id, title: 'Mechanics' }],
        },
      ]);

      expect((await update(token, { subject_prices: [] })).body.data.subject_prices).toEqual([]);
    });

    it('refuses more than 3 specialties for one subject', async () => {
      const { token } = await createUser(t.ctx, { role: 'teacher' });
      const res = await update(token, {
        subject_prices: [
          {
            subject_id: c.maths.id,
            price_per_hour: 10,
            specialties: [c.algebra.id, c.geometry.id, c.statistics.id, c.calculus.id],
          },
        ],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors['subject_prices.0.specialties']).toEqual(['Up to 3 specialties per subject']);
    });

    it('refuses a specialty of another subject and an unknown subject, keeping the old list', async () => {
      const { token } = await createUser(t.ctx, { role: 'teacher' });
      await update(token, { subject_prices: [mathsPrice()] });
      const crossed = await update(token, {
        subject_prices: [{ subject_id: c.physics.id, price_per_hour: 10, specialties: [c.algebra.id] }],
      });
      expect(crossed.status).toBe(422);
      expect(crossed.body.errors['subject_prices.0.specialties']).toEqual([
        'A specialty does not belong to its subject.',
      ]);

      const unknown = await update(token, {
        subject_prices: [mathsPrice(), { subject_id: 99_999_999, price_per_hour: 10, specialties: [] }],
      });
      expect(unknown.body.errors['subject_prices.1.subject_id']).toEqual(['Invalid value']);
      const me = await t.call('GET', '/api/v1/user', { token });
      expect(me.body.data.subject_prices).toHaveLength(1);
    });

    it.each([
      [
        { price_per_hour: 0.5 },
        'subject_prices.0.price_per_hour',
        'Price per hour must be between 1 and 1000 pounds with at most two decimals',
      ],
      [
        { price_per_hour: 10.123 },
        'subject_prices.0.price_per_hour',
        'Price per hour must be between 1 and 1000 pounds with at most two decimals',
      ],
      [{ price_per_hour: undefined }, 'subject_prices.0.price_per_hour', 'Price per hour is required'],
    ])('validates the price %j', async (change, field, message) => {
      const { token } = await createUser(t.ctx, { role: 'teacher' });
      const res = await update(token, { subject_prices: [{ ...mathsPrice(), ...change }] });
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    });

    it('are for tutors only: a student gets 403', async () => {
      const { user, token } = await createUser(t.ctx, { role: 'student' });
      const res = await update(token, { first_name: 'Changed', subject_prices: [mathsPrice()] });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only tutors can do this.' });
      expect((await row(user.id)).firstName).not.toBe('Changed');
      const rows = await t.ctx.db
        .select()
        .from(userSubjectPrices)
        .where(eq(userSubjectPrices.userId, user.id));
      expect(rows).toHaveLength(0);
    });
  });

  it('answers 401 before looking at the body', async () => {
    const res = await update(undefined, { first_name: '' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sorry, You are not allowed to access the requested resource.');
  });
});
