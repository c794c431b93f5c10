import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, codeIn, createUser, lastEmailTo } from '../../../test/factories.ts';
import { PNG_1X1, pathOf } from '../../../test/files.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { files, users } from '../../platform/db/schema/index.ts';

/**
 * Two tenants with a user of each, and a user of the main marketplace: a user acts only on the tenant they
 * signed up on, and another tenant's objects answer 404.
 */
let t: TestApp;
// Sign-ups of one address are throttled to one a minute: the test moves past that instead of waiting.
const clock = movableClock();
let tenantA: { id: number; url: string };
let tenantB: { id: number; url: string };
let userA: CreatedUser;
let userB: CreatedUser;
let mainUser: CreatedUser;

const UNAUTHENTICATED = {
  success: false,
  code: 'UNAUTHENTICATED',
  message: 'Sorry, You are not allowed to access the requested resource.',
};

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  tenantA = await createTenant(t.ctx, { title: 'School A' });
  tenantB = await createTenant(t.ctx, { title: 'School B' });
  userA = await createUser(t.ctx, { subdomainId: tenantA.id });
  userB = await createUser(t.ctx, { subdomainId: tenantB.id, role: 'teacher' });
  mainUser = await createUser(t.ctx);
});

const newEmail = () => `both-${randomBytes(4).toString('hex')}@example.com`;
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/auth', { body: { email, password }, headers });

describe('tokens', () => {
  it('work on their own tenant only; elsewhere the caller is not signed in (401)', async () => {
    const cases: Array<[CreatedUser, Record<string, string>, number]> = [
      [userA, onTenant(tenantA), 200],
      [userA, onTenant(tenantB), 401],
      [userA, {}, 401],
      [userB, onTenant(tenantB), 200],
      [userB, onTenant(tenantA), 401],
      [mainUser, {}, 200],
      [mainUser, onTenant(tenantA), 401],
    ];
    for (const [{ user, token }, headers, status] of cases) {
      const res = await t.call('GET', '/api/v1/user', { token, headers });
      expect(res.status, `${user.email} with ${JSON.stringify(headers)}`).toBe(status);
      if (status === 401) expect(res.body).toEqual(UNAUTHENTICATED);
      else expect(res.body.data.id).toBe(user.id);
    }
  });

  it('cannot change anything on another tenant', async () => {
    const res = await t.call('POST', '/api/v1/user', {
      token: userA.token,
      headers: onTenant(tenantB),
      body: { first_name: 'Intruder' },
    });
    expect(res.status).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userA.user.id));
    expect(row!.firstName).toBe(userA.user.firstName);
  });

  it('of a main-marketplace admin work on every tenant', async () => {
    const admin = await createUser(t.ctx, { role: 'admin' });
    for (const headers of [{}, onTenant(tenantA), onTenant(tenantB)]) {
      expect((await t.call('GET', '/api/v1/user', { token: admin.token, headers })).status).toBe(200);
    }
  });
});

describe('sign-in', () => {
  it('finds the account on its own tenant only; elsewhere it fails like a wrong password', async () => {
    const ok = await signIn(userA.user.email, userA.password, onTenant(tenantA));
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.subdomain).toMatchObject({ id: tenantA.id, title: 'School A' });
    // The new token works on tenant A.
    expect(
      (await t.call('GET', '/api/v1/user', { token: ok.body.data.token, headers: onTenant(tenantA) })).status,
    ).toBe(200);

    const wrongPassword = await signIn(userA.user.email, 'not the password', onTenant(tenantA));
    expect(wrongPassword.status).toBe(422);
    for (const headers of [onTenant(tenantB), {}]) {
      const res = await signIn(userA.user.email, userA.password, headers);
      expect(res.status).toBe(422);
      expect(res.body).toEqual(wrongPassword.body);
    }
    const mainOnTenant = await signIn(mainUser.user.email, mainUser.password, onTenant(tenantB));
    expect(mainOnTenant.body).toEqual(wrongPassword.body);
  });
});

describe('sign-up', () => {
  async function registerAndVerify(email: string, password: string, headers: Record<string, string>) {
    const res = await t.call('POST', '/api/v1/register', {
      body: { email, password, user_type: 'student', terms_accepted: true },
      headers,
    });
    expect(res.status).toBe(200);
    const code = codeIn((await lastEmailTo(t.ctx, email))!.textBody);
    return t.call('POST', '/api/v1/register/verify', {
      body: { request_key: res.body.data.request_key, token: code },
      headers,
    });
  }

  it('the same e-mail registers separately on two tenants, each with its own password', async () => {
    const email = newEmail();
    const onA = await registerAndVerify(email, 'password on A', onTenant(tenantA));
    expect(onA.status).toBe(200);
    expect(onA.body.data.user.subdomain.id).toBe(tenantA.id);
    const onB = await registerAndVerify(email.toUpperCase(), 'password on B', onTenant(tenantB));
    expect(onB.status).toBe(200);
    expect(onB.body.data.user.subdomain.id).toBe(tenantB.id);
    expect(onB.body.data.user.id).not.toBe(onA.body.data.user.id);

    const rows = await t.ctx.db
      .select({ subdomainId: users.subdomainId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(rows.map((row) => row.subdomainId).sort()).toEqual([tenantA.id, tenantB.id].sort());

    expect((await signIn(email, 'password on A', onTenant(tenantA))).status).toBe(200);
    expect((await signIn(email, 'password on B', onTenant(tenantB))).status).toBe(200);
    expect((await signIn(email, 'password on B', onTenant(tenantA))).status).toBe(422);
    expect((await signIn(email, 'password on A', {})).status).toBe(422);

    clock.advance(61_000);
    const again = await t.call('POST', '/api/v1/register', {
      body: { email, password: 'another password', user_type: 'student', terms_accepted: true },
      headers: onTenant(tenantA),
    });
    // A taken address answers like a free one (no enumeration) and changes nothing of the account.
    expect(again.status).toBe(200);
    expect((await signIn(email, 'another password', onTenant(tenantA))).status).toBe(422);
    expect((await signIn(email, 'password on A', onTenant(tenantA))).status).toBe(200);
  });

  it('a sign-up is verified only on the tenant it was made on', async () => {
    const email = newEmail();
    const res = await t.call('POST', '/api/v1/register', {
      body: { email, password: 'a good password', user_type: 'teacher', terms_accepted: true },
      headers: onTenant(tenantA),
    });
    const code = codeIn((await lastEmailTo(t.ctx, email))!.textBody);
    const elsewhere = await t.call('POST', '/api/v1/register/verify', {
      body: { request_key: res.body.data.request_key, token: code },
      headers: onTenant(tenantB),
    });
    expect(elsewhere.status).toBe(422);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ subdomainId: tenantA.id, emailVerifiedAt: null });
  });
});

describe('password reset', () => {
  it('mails a link to the tenant’s own site and resets only that tenant’s account', async () => {
    const email = newEmail();
    const a = await createUser(t.ctx, { email, subdomainId: tenantA.id });
    const main = await createUser(t.ctx, { email });
    const res = await t.call('POST', '/api/v1/forgot-password', {
      body: { email },
      headers: onTenant(tenantA),
    });
    expect(res.status).toBe(200);
    const mail = (await lastEmailTo(t.ctx, email))!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.textBody)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${tenantA.url}/auth/reset-password`);
    const token = link.searchParams.get('token')!;

    const onMain = await t.call('POST', '/api/v1/reset-password', {
      body: { email, token, password: 'brand new password' },
    });
    expect(onMain.status).toBe(422);
    const onA = await t.call('POST', '/api/v1/reset-password', {
      body: { email, token, password: 'brand new password' },
      headers: onTenant(tenantA),
    });
    expect(onA.status).toBe(200);
    expect((await signIn(email, 'brand new password', onTenant(tenantA))).status).toBe(200);
    expect((await signIn(email, main.password, {})).status).toBe(200);
    expect(a.user.id).not.toBe(main.user.id);
  });

  it('a password change notice links to the tenant’s own site', async () => {
    const user = await createUser(t.ctx, { subdomainId: tenantA.id });
    const res = await t.call('POST', '/api/v1/update/password', {
      token: user.token,
      headers: onTenant(tenantA),
      body: { old_password: user.password, password: 'another good password' },
    });
    expect(res.status).toBe(200);
    const mail = (await lastEmailTo(t.ctx, user.user.email))!;
    expect(mail.textBody).toContain(`${tenantA.url}/auth/sign-in`);
  });
});

describe('files', () => {
  async function uploadOnTenant(token: string, headers: Record<string, string>) {
    const signed = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      headers,
      body: { type: 'avatar', content_type: 'image/png', size: PNG_1X1.length },
    });
    expect(signed.status).toBe(200);
    const put = await t.call('PUT', pathOf(signed.body.data.url), {
      body: PNG_1X1,
      headers: signed.body.data.headers,
    });
    expect(put.status).toBe(200);
    const registered = await t.call('POST', '/api/v1/files', {
      token,
      headers,
      body: { file: signed.body.data.key, type: 'avatar' },
    });
    expect(registered.status).toBe(200);
    return signed.body.data.key as string;
  }

  it('DELETE of another tenant’s user’s file answers 404 and keeps it; its owner deletes it', async () => {
    const key = await uploadOnTenant(userA.token, onTenant(tenantA));
    const byOtherTenant = await t.call('DELETE', `/api/v1/files/${key}`, {
      token: userB.token,
      headers: onTenant(tenantB),
    });
    expect(byOtherTenant.status).toBe(404);
    expect(byOtherTenant.body.code).toBe('NOT_FOUND');
    const byOwnerOnWrongTenant = await t.call('DELETE', `/api/v1/files/${key}`, {
      token: userA.token,
      headers: onTenant(tenantB),
    });
    expect(byOwnerOnWrongTenant.status).toBe(401);
    expect(await t.ctx.db.select().from(files).where(eq(files.key, key))).toHaveLength(1);

    const byOwner = await t.call('DELETE', `/api/v1/files/${key}`, {
      token: userA.token,
      headers: onTenant(tenantA),
    });
    expect(byOwner.status).toBe(200);
    expect(
      await t.ctx.db
        .select()
        .from(files)
        .where(and(eq(files.key, key))),
    ).toHaveLength(0);
  });
});

describe('an inactive tenant', () => {
  it('answers 400 to its own users until it is active again', async () => {
    const tenant = await createTenant(t.ctx);
    const user = await createUser(t.ctx, { subdomainId: tenant.id });
    const admin = await createUser(t.ctx, { role: 'admin' });
    const patch = (is_active: boolean) =>
      t.call('PATCH', `/api/v1/admin/subdomains/${tenant.id}`, { token: admin.token, body: { is_active } });
    expect((await patch(false)).status).toBe(200);
    const res = await signIn(user.user.email, user.password, onTenant(tenant));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This school or partner site is not available.');
    expect((await patch(true)).status).toBe(200);
    expect((await signIn(user.user.email, user.password, onTenant(tenant))).status).toBe(200);
  });
});
