import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { auditRowsOf, createReadyTutor, setReviewState, userRow } from '../../../test/tutors.ts';

let t: TestApp;
let c: ProfileCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
});

const update = (token: string, body: unknown) => t.call('POST', '/api/v1/user', { token, body });

async function approvedTutor() {
  const tutor = await createReadyTutor(t, c);
  // The price list as the profile form sends it: maths with two specialties.
  const priced = await update(tutor.token, {
    subject_prices: [
      { subject_id: c.maths.id, price_per_hour: 25, specialties: [c.algebra.id, c.geometry.id] },
    ],
  });
  expect(priced.status).toBe(200);
  await setReviewState(t.ctx, tutor.user.id, 'approved');
  return tutor;
}

describe('an approved tutor changing a vetted field goes back to review', () => {
  it.each([
    ['first_name', { first_name: 'Mali' }],
    ['last_name', { last_name: 'Jaidee' }],
    ['title', { title: 'Dr' }],
    ['grade_id', 'grade'],
  ] as const)('%s', async (field, body) => {
    const { user, token } = await approvedTutor();
    const res = await update(token, body === 'grade' ? { grade_id: c.year11.id } : body);
    expect(res.status).toBe(200);
    expect(res.body.data.approval_status).toBe('pending');
    const row = await userRow(t.ctx, user.id);
    expect(row.approvalStatus).toBe('pending');
    expect(row.reviewSubmittedAt).toBeInstanceOf(Date);
    const audit = await auditRowsOf(t.ctx, user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: user.id,
      action: 'tutor.resubmitted_by_change',
      subjectType: 'user',
      subjectId: user.id,
      metadata: { from: 'approved', to: 'pending', changes: [field] },
    });
  });

  it('subject prices: another price, another specialty, another subject, or none', async () => {
    const changes = [
      [{ subject_id: c.maths.id, price_per_hour: 30, specialties: [c.algebra.id, c.geometry.id] }],
      [{ subject_id: c.maths.id, price_per_hour: 25, specialties: [c.algebra.id] }],
      [
        { subject_id: c.maths.id, price_per_hour: 25, specialties: [c.algebra.id, c.geometry.id] },
        { subject_id: c.physics.id, price_per_hour: 20, specialties: [] },
      ],
      [],
    ];
    for (const subjectPrices of changes) {
      const { user, token } = await approvedTutor();
      const res = await update(token, { subject_prices: subjectPrices });
      expect(res.status).toBe(200);
      expect(res.body.data.approval_status).toBe('pending');
      expect((await auditRowsOf(t.ctx, user.id))[0]?.metadata).toMatchObject({ changes: ['subject_prices'] });
    }
  });

  it('names every vetted field changed at once in one audit row', async () => {
    const { user, token } = await approvedTutor();
    await update(token, {
      first_name: 'Mali',
      last_name: 'Sukjai',
      mobile: '+66 89 999 9999',
      subject_prices: [{ subject_id: c.physics.id, price_per_hour: 20, specialties: [] }],
    });
    const audit = await auditRowsOf(t.ctx, user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.metadata).toEqual({
      from: 'approved',
      to: 'pending',
      changes: ['first_name', 'subject_prices'],
    });
  });
});

describe('what does not send an approved tutor back to review', () => {
  it('the vetted fields sent with the values they have (prices in another order included)', async () => {
    const { user, token } = await approvedTutor();
    const res = await update(token, {
      title: 'Ms',
      first_name: ' Malee ',
      last_name: 'Sukjai',
      subject_prices: [
        { subject_id: c.maths.id, price_per_hour: 25, specialties: [c.geometry.id, c.algebra.id] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.approval_status).toBe('approved');
    expect(await auditRowsOf(t.ctx, user.id)).toEqual([]);
  });

  it('fields that are not vetted', async () => {
    const { user, token } = await approvedTutor();
    const res = await update(token, {
      mobile: '+66 89 999 9999',
      description: 'Now also teaching statistics.',
      gender: 'female',
      date_of_birth: '1991-05-02',
      address_city: 'Chiang Mai',
      language: 'th',
      time_zone: 'Asia/Bangkok',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.approval_status).toBe('approved');
    expect(await auditRowsOf(t.ctx, user.id)).toEqual([]);
  });

  it.each(['incomplete', 'pending', 'rejected'] as const)('any change while %s', async (state) => {
    const { user, token } = await createReadyTutor(t, c);
    await setReviewState(t.ctx, user.id, state, state === 'rejected' ? 'Use your full name' : null);
    const res = await update(token, {
      first_name: 'Mali',
      subject_prices: [{ subject_id: c.physics.id, price_per_hour: 20, specialties: [] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: 'Mali', approval_status: state });
    expect(await auditRowsOf(t.ctx, user.id)).toEqual([]);
  });

  it('a student changing names', async () => {
    const { user, token } = await createUser(t.ctx);
    const res = await update(token, { first_name: 'Somchai' });
    expect(res.status).toBe(200);
    expect(res.body.data.approval_status).toBe('incomplete');
    expect(await auditRowsOf(t.ctx, user.id)).toEqual([]);
  });
});
