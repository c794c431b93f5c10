import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { createSessionToken, createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import { sha256 } from '../../platform/auth/secrets.ts';
import type { RateLimitConfig } from '../../platform/config.ts';
import { passwordResets, users } from '../../platform/db/schema/index.ts';

const NEW_PASSWORD = 'a brand new password';
const SENT = 'If an account exists for this address, we have sent a link to reset the password.';
const LINK_INVALID = 'The reset link is broken or has expired. Please repeat the process.';

let t: TestApp;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({ context: { clock } });
});

function limits(resetPerWindow: number): RateLimitConfig {
  return {
    signInPerWindow: 100,
    resetPerWindow,
    codeChecksPerWindow: 100,
    perIpFactor: 1,
    windowMs: 900_000,
    globalPerMinute: 100_000,
  };
}

const forgot = (
  app: TestApp,
  email: string,
  options: { ip?: string; headers?: Record<string, string> } = {},
) => app.call('POST', '/api/v1/forgot-password', { body: { email }, ...options });

const reset = (
  body: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) => t.call('POST', '/api/v1/reset-password', { body, ...options });

/** Asks for a link and reads the token back from the mailed URL. */
async function resetToken(email: string): Promise<string> {
  await forgot(t, email);
  const mail = (await lastEmailTo(t.ctx, email))!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.textBody)![0]);
  return link.searchParams.get('token')!;
}

const signIn = (email: string, password: string) =>
  t.call('POST', '/api/v1/auth', { body: { email, password } });

describe('POST /api/v1/forgot-password', () => {
  it('mails a one-hour link to the reset page and stores only the token hash', async () => {
    const { user } = await createUser(t.ctx, { language: 'th' });
    const res = await forgot(t, user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { message: SENT } });

    const mail = (await lastEmailTo(t.ctx, user.email))!;
    expect(mail.subject).toBe('ตั้งรหัสผ่าน Kru ใหม่');
    const link = new URL(/https?:\/\/\S+/.exec(mail.textBody)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.ctx.config.appUrl}/auth/reset-password`);
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token')!;

    const [row] = await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60_000);
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const res = await forgot(t, unknown);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { message: SENT } });
    expect(await emailsTo(t.ctx, unknown)).toHaveLength(0);
  });

  it('answers in Thai and validates the address', async () => {
    const th = await forgot(t, 'nobody@example.com', { headers: { 'accept-language': 'th' } });
    expect(th.body.data.message).toBe('หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปให้แล้ว');
    const bad = await forgot(t, 'not-an-email');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['Invalid email address']);
  });

  it('limits requests per address and per IP', async () => {
    const limited = await createTestApp({ config: { rateLimits: limits(2) } });
    expect((await forgot(limited, 'a@example.com', { ip: '10.0.0.1' })).status).toBe(200);
    expect((await forgot(limited, 'a@example.com', { ip: '10.0.0.2' })).status).toBe(200);
    const perAddress = await forgot(limited, 'a@example.com', { ip: '10.0.0.3' });
    expect(perAddress.status).toBe(429);
    expect(perAddress.headers['retry-after']).toBeDefined();

    expect((await forgot(limited, 'b@example.com', { ip: '10.0.0.9' })).status).toBe(200);
    expect((await forgot(limited, 'c@example.com', { ip: '10.0.0.9' })).status).toBe(200);
    expect((await forgot(limited, 'd@example.com', { ip: '10.0.0.9' })).status).toBe(429);
  });
});

describe('POST /api/v1/reset-password', () => {
  it('sets the new password, ends every session and works once', async () => {
    const { user, token: session, password } = await createUser(t.ctx);
    const otherSession = await createSessionToken(t.ctx, user.id);
    // Both in use just before, so this instance has them resolved (ActorCache): the reset must still end them.
    expect((await t.call('GET', '/api/v1/user', { token: session })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/user', { token: otherSession })).status).toBe(200);
    const token = await resetToken(user.email);

    const res = await reset({ email: user.email, password: NEW_PASSWORD, token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });

    expect((await t.call('GET', '/api/v1/user', { token: session })).status).toBe(401);
    expect((await t.call('GET', '/api/v1/user', { token: otherSession })).status).toBe(401);
    expect((await signIn(user.email, password)).status).toBe(422);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    const [row] = await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.usedAt).toBeInstanceOf(Date);
    expect((await lastEmailTo(t.ctx, user.email))!.subject).toBe('Your Kru password was changed');

    const again = await reset({ email: user.email, password: 'yet another password', token });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([LINK_INVALID]);
  });

  it('refuses a link older than 60 minutes', async () => {
    const { user, password } = await createUser(t.ctx);
    const token = await resetToken(user.email);
    clock.advance(61 * 60_000);
    const res = await reset({ email: user.email, password: NEW_PASSWORD, token });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: LINK_INVALID });
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it("refuses another user's token, a made-up token, and answers in Thai", async () => {
    const { user: owner } = await createUser(t.ctx);
    const { user: other, password } = await createUser(t.ctx);
    const token = await resetToken(owner.email);
    const crossed = await reset({ email: other.email, password: NEW_PASSWORD, token });
    expect(crossed.status).toBe(422);
    expect(crossed.body.errors.token).toEqual([LINK_INVALID]);
    expect((await signIn(other.email, password)).status).toBe(200);

    const made = await reset(
      { email: owner.email, password: NEW_PASSWORD, token: 'made-up' },
      { headers: { 'accept-language': 'th' } },
    );
    expect(made.body.errors.token).toEqual(['ลิงก์รีเซ็ตรหัสผ่านไม่ถูกต้องหรือหมดอายุแล้ว กรุณาทำรายการใหม่อีกครั้ง']);
  });

  it('validates the new password and the token field', async () => {
    const short = await reset({ email: 'a@example.com', password: 'short', token: 'x' });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Password must be at least 8 characters']);
    const missing = await reset({ email: 'a@example.com', password: NEW_PASSWORD });
    expect(missing.body.errors.token).toEqual([LINK_INVALID]);
  });

  it('verifies an unverified address, since the link proved it', async () => {
    const { user } = await createUser(t.ctx, { emailVerifiedAt: null });
    const token = await resetToken(user.email);
    expect((await reset({ email: user.email, password: NEW_PASSWORD, token })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('limits attempts per IP', async () => {
    const limited = await createTestApp({ config: { rateLimits: limits(2) } });
    const attempt = () =>
      limited.call('POST', '/api/v1/reset-password', {
        body: { email: 'a@example.com', password: NEW_PASSWORD, token: 'guess' },
        ip: '10.9.0.1',
      });
    expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(429);
  });
});

describe('POST /api/v1/update/password', () => {
  const change = (token: string | undefined, body: Record<string, unknown>) =>
    t.call('POST', '/api/v1/update/password', { token, body });

  it('changes the password, keeps the caller signed in and ends the other sessions', async () => {
    const { user, token, password } = await createUser(t.ctx);
    const otherDevice = await createSessionToken(t.ctx, user.id);
    expect((await t.call('GET', '/api/v1/user', { token: otherDevice })).status).toBe(200);
    const res = await change(token, { old_password: password, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });

    expect((await t.call('GET', '/api/v1/user', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/user', { token: otherDevice })).status).toBe(401);
    expect((await signIn(user.email, password)).status).toBe(422);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await lastEmailTo(t.ctx, user.email))!.template).toBe('password_changed');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, token, password } = await createUser(t.ctx);
    const res = await change(token, { old_password: 'not my password', password: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.errors.old_password).toEqual(['The current password is incorrect.']);
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it('validates the new password and requires a session', async () => {
    const { token, password } = await createUser(t.ctx);
    const short = await change(token, { old_password: password, password: 'short' });
    expect(short.body.errors.password).toEqual(['Password must be at least 8 characters']);
    const missing = await change(token, { password: NEW_PASSWORD });
    expect(missing.body.errors.old_password).toEqual(['Password is required']);
    const anonymous = await change(undefined, { old_password: 'x', password: 'short' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Sorry, You are not allowed to access the requested resource.');
  });
});
