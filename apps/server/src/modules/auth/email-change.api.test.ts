import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { codeIn, createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import { passwordResets, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({ context: { clock } });
});

const fresh = () => `moved-${randomBytes(4).toString('hex')}@example.com`;

const requestChange = (token: string | undefined, body: Record<string, unknown>, headers = {}) =>
  t.call('POST', '/api/v1/update/email', { token, body, headers });

const confirm = (token: string | undefined, body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/update/email-verify', { token, body });

async function emailOf(userId: number) {
  const [row] = await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

describe('changing the e-mail address', () => {
  it('takes two steps: a code to the new address, then the switch and a notice to the old one', async () => {
    const { user, token, password } = await createUser(t.ctx, { language: 'th' });
    const target = fresh();
    const step1 = await requestChange(token, { email: target.toUpperCase(), password });
    expect(step1.status).toBe(200);
    expect(step1.body).toEqual({ success: true, data: { request_key: expect.any(String) } });
    expect(await emailOf(user.id)).toBe(user.email);

    const codeMail = (await lastEmailTo(t.ctx, target))!;
    expect(codeMail.template).toBe('email_change_code');
    expect(codeMail.subject).toBe('ยืนยันอีเมลใหม่ของคุณ');
    expect(await emailsTo(t.ctx, user.email)).toHaveLength(0);

    const step2 = await confirm(token, {
      request_key: step1.body.data.request_key,
      token: codeIn(codeMail.textBody),
    });
    expect(step2.status).toBe(200);
    expect(step2.body.data).toMatchObject({ id: user.id, email: target });
    expect(await emailOf(user.id)).toBe(target);

    const notice = (await lastEmailTo(t.ctx, user.email))!;
    expect(notice.template).toBe('email_changed');
    expect(notice.textBody).toContain(target);

    const signIn = (email: string) => t.call('POST', '/api/v1/auth', { body: { email, password } });
    expect((await signIn(target)).status).toBe(200);
    expect((await signIn(user.email)).status).toBe(422);
  });

  it('refuses a wrong password, the current address and an address in use', async () => {
    const { user, token, password } = await createUser(t.ctx);
    const wrong = await requestChange(token, { email: fresh(), password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['The current password is incorrect.']);

    const same = await requestChange(token, { email: user.email.toUpperCase(), password });
    expect(same.status).toBe(422);
    expect(same.body.errors.email).toEqual(['This is already your email address.']);

    const { user: other } = await createUser(t.ctx);
    const taken = await requestChange(token, { email: other.email, password });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['An account with this email address already exists.']);

    const th = await requestChange(token, { email: other.email, password }, { 'accept-language': 'th' });
    expect(th.body.errors.email).toEqual(['มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว']);
  });

  it('validates the body and requires a session', async () => {
    const { token } = await createUser(t.ctx);
    const bad = await requestChange(token, { email: 'nope', password: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['Invalid email address']);
    const missing = await requestChange(token, { email: fresh() });
    expect(missing.body.errors.password).toEqual(['Password is required']);
    expect((await requestChange(undefined, { email: fresh(), password: 'x' })).status).toBe(401);
    expect((await confirm(undefined, { request_key: 'k', token: '12345' })).status).toBe(401);
  });

  it("does not accept another user's request key", async () => {
    const alice = await createUser(t.ctx);
    const bob = await createUser(t.ctx);
    const target = fresh();
    const step1 = await requestChange(alice.token, { email: target, password: alice.password });
    const code = codeIn((await lastEmailTo(t.ctx, target))!.textBody);

    const stolen = await confirm(bob.token, { request_key: step1.body.data.request_key, token: code });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors.token).toEqual(['The verification code is incorrect.']);
    expect(await emailOf(bob.user.id)).toBe(bob.user.email);

    const own = await confirm(alice.token, { request_key: step1.body.data.request_key, token: code });
    expect(own.status).toBe(200);
  });

  it('refuses a wrong and an expired code', async () => {
    const { user, token, password } = await createUser(t.ctx);
    const target = fresh();
    const step1 = await requestChange(token, { email: target, password });
    const code = codeIn((await lastEmailTo(t.ctx, target))!.textBody);
    const wrong = await confirm(token, {
      request_key: step1.body.data.request_key,
      token: code === '00000' ? '11111' : '00000',
    });
    expect(wrong.body.errors.token).toEqual(['The verification code is incorrect.']);

    clock.advance(11 * 60_000);
    const late = await confirm(token, { request_key: step1.body.data.request_key, token: code });
    expect(late.status).toBe(422);
    expect(late.body.errors.token).toEqual(['The verification code has expired. Please ask for a new one.']);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('answers 429 when the same change is asked again within a minute', async () => {
    const { token, password } = await createUser(t.ctx);
    const target = fresh();
    expect((await requestChange(token, { email: target, password })).status).toBe(200);
    const again = await requestChange(token, { email: target, password });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Please wait a minute before asking for another code.');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes over an address only an unverified sign-up holds, and ends reset links sent to the old one', async () => {
    const { user, token, password } = await createUser(t.ctx);
    const { user: squatter } = await createUser(t.ctx, { emailVerifiedAt: null });
    await t.call('POST', '/api/v1/forgot-password', { body: { email: user.email } });

    const step1 = await requestChange(token, { email: squatter.email, password });
    expect(step1.status).toBe(200);
    const code = codeIn((await lastEmailTo(t.ctx, squatter.email))!.textBody);
    const step2 = await confirm(token, { request_key: step1.body.data.request_key, token: code });
    expect(step2.status).toBe(200);

    expect(await emailOf(user.id)).toBe(squatter.email);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, squatter.id))).toHaveLength(0);
    const [resetRow] = await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resetRow!.usedAt).toBeInstanceOf(Date);
  });
});
