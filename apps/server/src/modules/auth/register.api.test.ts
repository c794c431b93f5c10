import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { codeIn, createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import { sha256, verifyPassword } from '../../platform/auth/secrets.ts';
import { users, verificationCodes } from '../../platform/db/schema/index.ts';

let t: TestApp;
let clock: MovableClock;
const PASSWORD = 'a good password';
const MINUTE = 60_000;

beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({ context: { clock } });
});

const newEmail = () => `new-${randomBytes(4).toString('hex')}@example.com`;

async function register(email: string, extra: Record<string, unknown> = {}, headers = {}) {
  return t.call('POST', '/api/v1/register', {
    body: { email, password: PASSWORD, user_type: 'student', terms_accepted: true, ...extra },
    headers,
  });
}

async function codeFor(email: string) {
  return codeIn((await lastEmailTo(t.ctx, email))!.textBody);
}

async function userRow(email: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/v1/register', () => {
  it('creates an unverified account, stores only hashes and mails a code in the chosen language', async () => {
    const email = newEmail();
    const res = await register(email.toUpperCase(), {
      user_type: 'teacher',
      language: 'th',
      time_zone: 'Asia/Bangkok',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { request_key: expect.any(String) } });
    const requestKey: string = res.body.data.request_key;

    const user = (await userRow(email))!;
    expect(user).toMatchObject({ email, role: 'teacher', language: 'th', timeZone: 'Asia/Bangkok' });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);

    const mail = (await lastEmailTo(t.ctx, email))!;
    expect(mail.subject).toBe('รหัสยืนยันอีเมลสำหรับ Kru');
    expect(mail.template).toBe('registration_code');
    const code = codeIn(mail.textBody);
    expect(code).toMatch(/^\d{5}$/);

    const [stored] = await t.ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user.id));
    expect(stored!.requestKeyHash).toBe(sha256(requestKey));
    expect(stored!.codeHash).toBe(sha256(`${requestKey}:${code}`));
    expect(JSON.stringify(stored)).not.toContain(requestKey);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  it('falls back to UTC for an unknown time zone and to the request language', async () => {
    const email = newEmail();
    const res = await register(email, { time_zone: 'Mars/Olympus' }, { 'accept-language': 'th-TH,th;q=0.9' });
    expect(res.status).toBe(200);
    expect(await userRow(email)).toMatchObject({ timeZone: 'UTC', language: 'th' });
  });

  it("accepts the catalogue's payload {email, password, user_type}: no terms time is recorded without the flag", async () => {
    const email = newEmail();
    const res = await t.call('POST', '/api/v1/register', {
      body: { email, password: PASSWORD, user_type: 'student' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { request_key: expect.any(String) } });
    expect((await userRow(email))!.termsAcceptedAt).toBeNull();
    expect(await codeFor(email)).toMatch(/^\d{5}$/);
  });

  it.each([
    ['missing email', { email: undefined }, 'email', 'Email is required'],
    ['bad email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['missing password', { password: undefined }, 'password', 'Password is required'],
    ['empty password', { password: '' }, 'password', 'Password is required'],
    ['short password', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [
      'terms not accepted',
      { terms_accepted: false },
      'terms_accepted',
      'You must accept the terms and conditions',
    ],
    ['unknown role', { user_type: 'admin' }, 'user_type', 'Choose whether you are a student or a tutor'],
  ])('refuses %s', async (_case, change, field, message) => {
    const res = await register(newEmail(), change);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('answers validation messages in Thai', async () => {
    const res = await register('', {}, { 'accept-language': 'th' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['กรุณากรอกอีเมล']);
  });

  it('answers an address a verified account uses exactly like a free one, and tells its owner instead', async () => {
    const { user } = await createUser(t.ctx);
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const free = await register(newEmail());
    const taken = await register(user.email.toUpperCase());
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body)).toEqual(Object.keys(free.body));
    expect(taken.body).toEqual({ success: true, data: { request_key: expect.any(String) } });
    expect(taken.body.data.request_key).toHaveLength(free.body.data.request_key.length);

    // No code and no change to the account: the owner gets a notice in their language, once an hour at most.
    const mails = await emailsTo(t.ctx, user.email);
    expect(mails.map((mail) => mail.template)).toEqual(['registration_attempt']);
    expect(mails[0]!.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(mails[0]!.textBody).toContain('/auth/sign-in');
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    const verify = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: taken.body.data.request_key, token: '12345' },
    });
    expect(verify.status).toBe(422);
    expect(await emailsTo(t.ctx, user.email)).toHaveLength(1);
  });

  it('keeps a verified address indistinguishable through throttles, resends and wrong codes', async () => {
    const { user } = await createUser(t.ctx);
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const freeEmail = newEmail();
    const free = await register(freeEmail);
    const taken = await register(user.email);

    // A second sign-up within a minute is throttled the same way for both.
    const [freeAgain, takenAgain] = [await register(freeEmail), await register(user.email)];
    expect(takenAgain.status).toBe(429);
    expect(takenAgain.body).toEqual(freeAgain.body);
    expect(takenAgain.headers['retry-after']).toBe(freeAgain.headers['retry-after']);

    const resend = (request_key: string) =>
      t.call('POST', '/api/v1/register/resend', { body: { request_key } });
    const [freeEarly, takenEarly] = [
      await resend(free.body.data.request_key),
      await resend(taken.body.data.request_key),
    ];
    expect(takenEarly.status).toBe(429);
    expect(takenEarly.body).toEqual(freeEarly.body);

    clock.advance(MINUTE + 1000);
    const freeResent = await resend(free.body.data.request_key);
    const takenResent = await resend(taken.body.data.request_key);
    expect(takenResent.status).toBe(200);
    expect(Object.keys(takenResent.body.data)).toEqual(Object.keys(freeResent.body.data));

    const wrongCode = (await codeFor(freeEmail)) === '00000' ? '11111' : '00000';
    const verify = (request_key: string) =>
      t.call('POST', '/api/v1/register/verify', { body: { request_key, token: wrongCode } });
    const [freeWrong, takenWrong] = [
      await verify(freeResent.body.data.request_key),
      await verify(takenResent.body.data.request_key),
    ];
    expect(takenWrong.status).toBe(422);
    expect(takenWrong.body).toEqual(freeWrong.body);

    // Still no code and no change: only the one notice reached the owner.
    expect((await emailsTo(t.ctx, user.email)).map((mail) => mail.template)).toEqual([
      'registration_attempt',
    ]);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it('writes the owner notice in Thai for a Thai account', async () => {
    const { user } = await createUser(t.ctx, { language: 'th' });
    await register(user.email);
    const mail = (await lastEmailTo(t.ctx, user.email))!;
    expect(mail.subject).toBe('มีผู้พยายามสมัครสมาชิกด้วยอีเมลของคุณ');
  });

  it('re-uses an unverified account: new password and role, new code, the old code void', async () => {
    const email = newEmail();
    const first = await register(email);
    const firstCode = await codeFor(email);
    const before = (await userRow(email))!;
    clock.advance(MINUTE + 1000);

    const again = await register(email, { password: 'another password', user_type: 'teacher' });
    expect(again.status).toBe(200);
    const after = (await userRow(email))!;
    expect(after.id).toBe(before.id);
    expect(after.role).toBe('teacher');
    expect(await verifyPassword(after.passwordHash, 'another password')).toBe(true);
    expect(await emailsTo(t.ctx, email)).toHaveLength(2);

    const old = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: first.body.data.request_key, token: firstCode },
    });
    expect(old.status).toBe(422);
    expect(old.body.errors.token).toEqual(['The verification code is incorrect.']);

    const verified = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: again.body.data.request_key, token: await codeFor(email) },
    });
    expect(verified.body.data.user.role).toBe('teacher');
    const signIn = await t.call('POST', '/api/v1/auth', { body: { email, password: 'another password' } });
    expect(signIn.status).toBe(200);
  });

  it('does not let a second sign-up of an unverified address plant its password in the first one', async () => {
    const email = newEmail();
    const victim = (await register(email)).body.data.request_key;
    clock.advance(MINUTE + 1000);
    await register(email, { password: 'attacker password', user_type: 'teacher' });

    // The victim's code was replaced; they ask again with the key they hold, and verify with the new code.
    clock.advance(MINUTE + 1000);
    const resent = await t.call('POST', '/api/v1/register/resend', { body: { request_key: victim } });
    const verified = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: resent.body.data.request_key, token: await codeFor(email) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.role).toBe('student');

    const signIn = (password: string) => t.call('POST', '/api/v1/auth', { body: { email, password } });
    expect((await signIn('attacker password')).status).toBe(422);
    expect((await signIn(PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/v1/register/verify', () => {
  async function registered() {
    const email = newEmail();
    const res = await register(email);
    return { email, requestKey: res.body.data.request_key as string, code: await codeFor(email) };
  }
  const verify = (request_key: string, token: string, headers = {}) =>
    t.call('POST', '/api/v1/register/verify', { body: { request_key, token }, headers });

  it('verifies the address and signs in with a working token', async () => {
    const { email, requestKey, code } = await registered();
    const res = await verify(requestKey, code);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token: expect.any(String), user: { email, role: 'student' } });
    expect((await userRow(email))!.emailVerifiedAt).toBeInstanceOf(Date);

    const me = await t.call('GET', '/api/v1/user', { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
  });

  it('works once', async () => {
    const { requestKey, code } = await registered();
    expect((await verify(requestKey, code)).status).toBe(200);
    const again = await verify(requestKey, code);
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual(['The verification code is incorrect.']);
  });

  it('refuses a wrong code, in English and in Thai', async () => {
    const { requestKey, code } = await registered();
    const wrong = code === '00000' ? '11111' : '00000';
    const en = await verify(requestKey, wrong);
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { token: ['The verification code is incorrect.'] },
    });
    const th = await verify(requestKey, wrong, { 'accept-language': 'th' });
    expect(th.body.errors.token).toEqual(['รหัสยืนยันไม่ถูกต้อง']);
  });

  it('refuses a code after 10 minutes', async () => {
    const { email, requestKey, code } = await registered();
    clock.advance(10 * MINUTE + 1000);
    const res = await verify(requestKey, code);
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual(['The verification code has expired. Please ask for a new one.']);
    expect((await userRow(email))!.emailVerifiedAt).toBeNull();
  });

  it('locks the code after 5 wrong tries, even against the right code', async () => {
    const { email, requestKey, code } = await registered();
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 1; i <= 4; i++) {
      const res = await verify(requestKey, wrong);
      expect(res.body.errors.token).toEqual(['The verification code is incorrect.']);
    }
    const fifth = await verify(requestKey, wrong);
    expect(fifth.body.errors.token).toEqual(['Too many wrong codes. Please ask for a new one.']);
    const right = await verify(requestKey, code);
    expect(right.status).toBe(422);
    expect(right.body.errors.token).toEqual(['Too many wrong codes. Please ask for a new one.']);
    expect((await userRow(email))!.emailVerifiedAt).toBeNull();
  });

  it('refuses an unknown request key and a malformed code', async () => {
    const unknown = await verify('no-such-key', '12345');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.token).toEqual(['The verification code is incorrect.']);
    const { requestKey } = await registered();
    expect((await verify(requestKey, '12ab')).body.errors.token).toEqual(['The code has 5 digits']);
    expect((await verify(requestKey, '')).body.errors.token).toEqual(['Verification code is required']);
  });
});

describe('POST /api/v1/register/resend', () => {
  const resend = (request_key: string) =>
    t.call('POST', '/api/v1/register/resend', { body: { request_key } });

  it('answers 429 with Retry-After within a minute, then mails a fresh code that replaces the old', async () => {
    const email = newEmail();
    const first = await register(email);
    const firstCode = await codeFor(email);

    const early = await resend(first.body.data.request_key);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait a minute before asking for another code.',
    });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    clock.advance(MINUTE + 1000);
    const res = await resend(first.body.data.request_key);
    expect(res.status).toBe(200);
    const requestKey = res.body.data.request_key;
    expect(requestKey).not.toBe(first.body.data.request_key);
    expect(await emailsTo(t.ctx, email)).toHaveLength(2);

    const old = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: first.body.data.request_key, token: firstCode },
    });
    expect(old.status).toBe(422);
    const fresh = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: requestKey, token: await codeFor(email) },
    });
    expect(fresh.status).toBe(200);
  });

  it('sends at most 5 codes an hour to one address', async () => {
    const email = newEmail();
    let requestKey = (await register(email)).body.data.request_key;
    for (let i = 2; i <= 5; i++) {
      clock.advance(MINUTE + 1000);
      const res = await resend(requestKey);
      expect(res.status).toBe(200);
      requestKey = res.body.data.request_key;
    }
    clock.advance(MINUTE + 1000);
    const sixth = await resend(requestKey);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many codes were sent to this address. Please try again in an hour.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    expect(await emailsTo(t.ctx, email)).toHaveLength(5);

    clock.advance(60 * MINUTE);
    expect((await resend(requestKey)).status).toBe(200);
  });

  it('refuses an unknown key and an account that is already verified', async () => {
    expect((await resend('no-such-key')).body.errors.request_key).toEqual([
      'The verification code is incorrect.',
    ]);
    const email = newEmail();
    const { request_key } = (await register(email)).body.data;
    await t.call('POST', '/api/v1/register/verify', { body: { request_key, token: await codeFor(email) } });
    clock.advance(MINUTE + 1000);
    expect((await resend(request_key)).status).toBe(422);
  });
});

describe('code checks per IP', () => {
  it('answers 429 once an IP has checked too many codes', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: {
          signInPerWindow: 100,
          resetPerWindow: 100,
          codeChecksPerWindow: 2,
          perIpFactor: 1,
          windowMs: 15 * MINUTE,
          globalPerMinute: 100_000,
        },
      },
    });
    const check = (ip: string) =>
      limited.call('POST', '/api/v1/register/verify', { body: { request_key: 'k', token: '12345' }, ip });
    expect((await check('10.0.0.1')).status).toBe(422);
    expect((await check('10.0.0.1')).status).toBe(422);
    const blocked = await check('10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await check('10.0.0.2')).status).toBe(422);
  });
});
