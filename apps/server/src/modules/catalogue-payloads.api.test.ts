import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addSlots } from '../../test/booking.ts';
import { codeIn, lastEmailTo } from '../../test/factories.ts';
import { createClassroom, HOUR_MS } from '../../test/sessions.ts';

/**
 * The payloads of the spec's call catalogue (api-calls.md §7) are the contract: each call is sent with exactly
 * the catalogue's fields, nothing more, and a valid payload is never refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const api = '/api/v1';
const PASSWORD = 'a good password';
const newEmail = () => `catalogue-${randomBytes(4).toString('hex')}@example.com`;

async function send(method: 'POST' | 'PUT' | 'PATCH', path: string, body: object, token?: string) {
  const res = await t.call(method, `${api}${path}`, { body, token });
  expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBeLessThan(
    400,
  );
  return res.body;
}

async function mailedCode(email: string) {
  return codeIn((await lastEmailTo(t.ctx, email))!.textBody);
}

describe('the catalogue payloads (§7.3 Account)', () => {
  it('register, verify, sign in, change password and e-mail, forgot and reset password, update the user', async () => {
    const email = newEmail();
    const registered = await send('POST', '/register', { email, password: PASSWORD, user_type: 'student' });
    const token = await mailedCode(email);
    const verified = await send('POST', '/register/verify', {
      request_key: registered.data.request_key,
      token,
    });
    expect(verified.data.token).toEqual(expect.any(String));

    const signedIn = await send('POST', '/auth', { email, password: PASSWORD });
    const session: string = signedIn.data.token;

    await send('POST', '/update/password', { old_password: PASSWORD, password: 'a newer password' }, session);
    const changed = newEmail();
    const change = await send(
      'POST',
      '/update/email',
      { email: changed, password: 'a newer password' },
      session,
    );
    await send(
      'POST',
      '/update/email-verify',
      { request_key: change.data.request_key, token: await mailedCode(changed) },
      session,
    );

    await send('POST', '/forgot-password', { email: changed });
    const link = /token=([^&\s]+)/.exec((await lastEmailTo(t.ctx, changed))!.textBody)!;
    await send('POST', '/reset-password', {
      email: changed,
      password: 'the newest password',
      token: decodeURIComponent(link[1]!),
    });

    const again = await send('POST', '/auth', { email: changed, password: 'the newest password' });
    await send('POST', '/user', { first_name: 'Malee', last_name: 'Sukjai' }, again.data.token);
  });

  it('a tutor updates their user with subject_prices (subject_id, price_per_hour, specialties)', async () => {
    const { catalogue, tutor } = await createClassroom(t, { funds: 0 });
    await send(
      'POST',
      '/user',
      {
        subject_prices: [
          { subject_id: catalogue.maths.id, price_per_hour: 30, specialties: [catalogue.algebra.id] },
        ],
      },
      tutor.token,
    );
  });
});

describe('the catalogue payloads (§7.8 Tutoring)', () => {
  it('availabilities, book, determine, cancel and determine the cancellation', async () => {
    const { catalogue, tutor, student } = await createClassroom(t, { funds: 100 });
    const start = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 72 * HOUR_MS);
    const slots = await addSlots(t, tutor.token, start, 4);
    await send(
      'POST',
      '/availabilities',
      {
        added_availabilities: [
          {
            starting_at: new Date(start.getTime() + 4 * HOUR_MS).toISOString(),
            ending_at: new Date(start.getTime() + 5 * HOUR_MS).toISOString(),
          },
        ],
        deleted_availabilities: [slots[3]],
      },
      tutor.token,
    );
    const booked = await send(
      'POST',
      '/tutoring/book',
      { availability_ids: slots.slice(0, 2), subject_id: catalogue.maths.id },
      student.token,
    );
    const sessionId: number = booked.data.session.id;
    await send(
      'PUT',
      `/tutoring/${sessionId}/determine`,
      { status: 'approved', rejection_reason: '' },
      tutor.token,
    );
    await send('POST', `/tutoring/${sessionId}/cancel`, { reason: 'I am ill' }, tutor.token);
  });
});
