import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { codeIn, createSessionToken, createUser, lastEmailTo } from '../../../test/factories.ts';
import { sha256 } from '../../platform/auth/secrets.ts';
import type { RateLimitConfig } from '../../platform/config.ts';
import { authSessions, users } from '../../platform/db/schema/index.ts';

const UNAUTHENTICATED = {
  success: false,
  message: 'Sorry, You are not allowed to access the requested resource.',
  code: 'UNAUTHENTICATED',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const signIn = (app: TestApp, email: string, password: string, options: { ip?: string } = {}) =>
  app.call('POST', '/api/v1/auth', {
    body: { email, password },
    ip: options.ip,
    headers: { 'user-agent': 'vitest-browser/1.0' },
  });

function limits(signInPerWindow: number): RateLimitConfig {
  return {
    signInPerWindow,
    resetPerWindow: 100,
    codeChecksPerWindow: 100,
    perIpFactor: 1,
    windowMs: 15 * 60_000,
    globalPerMinute: 100_000,
  };
}

describe('POST /api/v1/auth', () => {
  it('answers a working token and the user, and records the session hashed with its device', async () => {
    const { user, password } = await createUser(t.ctx, { role: 'teacher' });
    const res = await signIn(t, user.email.toUpperCase(), password, { ip: '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      token: expect.any(String),
      user: { id: user.id, role: 'teacher' },
    });
    const token: string = res.body.data.token;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const [session] = await t.ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, sha256(token)));
    expect(session).toMatchObject({ userId: user.id, userAgent: 'vitest-browser/1.0', ip: '203.0.113.7' });

    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.body.data.id).toBe(user.id);
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const { user } = await createUser(t.ctx);
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const wrong = await signIn(t, user.email, 'not the password');
    const missing = await signIn(t, unknown, 'not the password');

    const expected = {
      success: false,
      message: 'The email or password is incorrect.',
      code: 'VALIDATION_FAILED',
    };
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(expected);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual(expected);
  });

  it('answers in Thai', async () => {
    const res = await t.call('POST', '/api/v1/auth', {
      body: { email: 'nobody@example.com', password: 'x' },
      headers: { 'accept-language': 'th' },
    });
    expect(res.body.message).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  });

  it.each([
    [{ password: 'x' }, 'email', 'Email is required'],
    [{ email: 'bad', password: 'x' }, 'email', 'Invalid email address'],
    [{ email: 'a@example.com' }, 'password', 'Password is required'],
  ])('validates %j', async (body, field, message) => {
    const res = await t.call('POST', '/api/v1/auth', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('refuses a suspended account only to someone who knows its password', async () => {
    const { user, password } = await createUser(t.ctx, { suspendedAt: new Date() });
    const res = await signIn(t, user.email, password);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This account has been suspended. Please contact support.',
    });
    expect((await signIn(t, user.email, 'wrong password')).status).toBe(422);
  });

  it('mails a new code to an unverified account and hands over its request key', async () => {
    const { user, password } = await createUser(t.ctx, { emailVerifiedAt: null });
    const res = await signIn(t, user.email, password);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Please verify your email address first. We have sent you a new code.',
      details: { request_key: expect.any(String) },
    });
    const code = codeIn((await lastEmailTo(t.ctx, user.email))!.textBody);

    const verified = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: res.body.details.request_key, token: code },
    });
    expect(verified.status).toBe(200);
    expect((await signIn(t, user.email, password)).status).toBe(200);
  });

  it('limits attempts per address, whatever the IP, with Retry-After', async () => {
    const limited = await createTestApp({ config: { rateLimits: limits(3) } });
    const { user, password } = await createUser(limited.ctx);
    for (let i = 1; i <= 3; i++) {
      expect((await signIn(limited, user.email, 'wrong password', { ip: `10.1.0.${i}` })).status).toBe(422);
    }
    const blocked = await signIn(limited, user.email, password, { ip: '10.1.0.9' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets more people sign in from one IP than one address may try (a school behind one address)', async () => {
    const school = await createTestApp({ config: { rateLimits: { ...limits(3), perIpFactor: 10 } } });
    for (let i = 0; i < 12; i++) {
      const { user, password } = await createUser(school.ctx);
      expect((await signIn(school, user.email, password, { ip: '10.9.0.1' })).status).toBe(200);
    }
  });

  it('limits attempts per IP, whatever the address', async () => {
    const limited = await createTestApp({ config: { rateLimits: limits(3) } });
    const { user, password } = await createUser(limited.ctx);
    for (let i = 1; i <= 3; i++) {
      expect((await signIn(limited, `other-${i}@example.com`, 'x', { ip: '10.2.0.1' })).status).toBe(422);
    }
    expect((await signIn(limited, user.email, password, { ip: '10.2.0.1' })).status).toBe(429);
    expect((await signIn(limited, user.email, password, { ip: '10.2.0.2' })).status).toBe(200);
  });

  it('clears the address count after a successful sign-in', async () => {
    const limited = await createTestApp({ config: { rateLimits: limits(3) } });
    const { user, password } = await createUser(limited.ctx);
    await signIn(limited, user.email, 'wrong password', { ip: '10.3.0.1' });
    await signIn(limited, user.email, 'wrong password', { ip: '10.3.0.2' });
    expect((await signIn(limited, user.email, password, { ip: '10.3.0.3' })).status).toBe(200);
    expect((await signIn(limited, user.email, 'wrong password', { ip: '10.3.0.4' })).status).toBe(422);
    expect((await signIn(limited, user.email, password, { ip: '10.3.0.5' })).status).toBe(200);
  });
});

describe('POST /api/v1/sign-out', () => {
  it('revokes the current session at once and leaves the other devices signed in', async () => {
    const { user, token } = await createUser(t.ctx);
    const otherDevice = await createSessionToken(t.ctx, user.id);
    const res = await t.call('POST', '/api/v1/sign-out', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });

    const after = await t.call('GET', '/api/v1/user', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(UNAUTHENTICATED);
    const [session] = await t.ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, sha256(token)));
    expect(session!.revokedAt).toBeInstanceOf(Date);
    expect((await t.call('GET', '/api/v1/user', { token: otherDevice })).status).toBe(200);
    expect((await t.call('POST', '/api/v1/sign-out', { token })).status).toBe(401);
  });

  it('answers 401 with the spec message without a token or with a bad one', async () => {
    const none = await t.call('POST', '/api/v1/sign-out');
    expect(none.status).toBe(401);
    expect(none.body).toEqual(UNAUTHENTICATED);
    const bad = await t.call('POST', '/api/v1/sign-out', { token: 'x'.repeat(43) });
    expect(bad.body).toEqual(UNAUTHENTICATED);
    const th = await t.call('POST', '/api/v1/sign-out', { headers: { 'accept-language': 'th' } });
    expect(th.body.message).toBe('ขออภัย คุณไม่ได้รับอนุญาตให้เข้าถึงข้อมูลที่ร้องขอ');
  });

  it('does not let a suspended user keep using a token', async () => {
    const { user, token } = await createUser(t.ctx);
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await t.call('GET', '/api/v1/user', { token })).status).toBe(401);
  });
});
