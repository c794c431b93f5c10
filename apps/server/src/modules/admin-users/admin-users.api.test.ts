import { randomBytes } from 'node:crypto';
import { adminUserDetailSchema, adminUserSchema } from '@kru/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createSessionToken, createUser } from '../../../test/factories.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { auditLogs, authSessions, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: CreatedUser;
/** A word in every name this file creates, so searches see only this file's users. */
const RUN = `zq${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.ctx, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});

const get = (url: string) => t.call('GET', url, { token: admin.token });
const suspend = (id: number, body: unknown = { reason: 'Spam messages to students' }) =>
  t.call('POST', `/api/v1/admin/users/${id}/suspend`, { token: admin.token, body });
const restore = (id: number, body?: unknown) =>
  t.call('POST', `/api/v1/admin/users/${id}/restore`, { token: admin.token, body });

async function auditOf(userId: number) {
  return t.ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectType, 'user'), eq(auditLogs.subjectId, userId)))
    .orderBy(asc(auditLogs.id));
}

describe('access', () => {
  it('every admin user call is for admins only, changing nothing', async () => {
    const victim = await createUser(t.ctx);
    await expectAdminOnly(
      t,
      [
        { method: 'GET', url: '/api/v1/admin/users' },
        { method: 'GET', url: `/api/v1/admin/users/${victim.user.id}` },
        { method: 'POST', url: `/api/v1/admin/users/${victim.user.id}/suspend`, body: { reason: 'x' } },
        { method: 'POST', url: `/api/v1/admin/users/${victim.user.id}/restore` },
      ],
      async () => ({
        user: await t.ctx.db.select().from(users).where(eq(users.id, victim.user.id)),
        audit: await auditOf(victim.user.id),
      }),
    );
    expect((await t.call('GET', '/api/v1/user', { token: victim.token })).status).toBe(200);
  });
});

describe('GET /api/v1/admin/users', () => {
  let tenant: { id: number; title: string; url: string };
  let malee: CreatedUser;
  let somchai: CreatedUser;
  let unverified: CreatedUser;
  let suspended: CreatedUser;

  beforeAll(async () => {
    tenant = await createTenant(t.ctx, { title: 'Bright School' });
    malee = await createUser(t.ctx, {
      role: 'teacher',
      firstName: 'Malee',
      lastName: `Sukjai ${RUN}`,
      email: `malee.${RUN}@school.test`,
      subdomainId: tenant.id,
      approvalStatus: 'pending',
    });
    somchai = await createUser(t.ctx, {
      firstName: 'Somchai',
      lastName: `Jaidee ${RUN}`,
      email: `somchai.${RUN}@example.com`,
    });
    unverified = await createUser(t.ctx, {
      firstName: 'Nobody',
      lastName: `Yet ${RUN}`,
      emailVerifiedAt: null,
    });
    suspended = await createUser(t.ctx, {
      firstName: 'Gone',
      lastName: `Away ${RUN}`,
      suspendedAt: new Date(),
    });
  });

  const ids = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((row) => row.id);

  it('answers the paginated envelope with the whitelisted fields, newest first', async () => {
    const res = await get(`/api/v1/admin/users?search=${RUN}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toEqual({
      total: 4,
      count: 4,
      per_page: 20,
      current_page: 1,
      total_pages: 1,
    });
    expect(ids(res)).toEqual([suspended.user.id, unverified.user.id, somchai.user.id, malee.user.id]);
    for (const row of res.body.data) expect(adminUserSchema.strict().parse(row)).toEqual(row);
    expect(res.body.data.at(-1)).toEqual({
      id: malee.user.id,
      full_name: `Malee Sukjai ${RUN}`,
      email: `malee.${RUN}@school.test`,
      role: 'teacher',
      subdomain: { id: tenant.id, title: 'Bright School', url: tenant.url, is_active: true },
      approval_status: 'pending',
      email_verified: true,
      suspended: false,
      suspended_at: null,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('searches first name, last name and e-mail, case-insensitively', async () => {
    expect(ids(await get(`/api/v1/admin/users?search=MALEE%20SUKJAI`))).toEqual([malee.user.id]);
    expect(ids(await get(`/api/v1/admin/users?search=somchai.${RUN.toUpperCase()}`))).toEqual([
      somchai.user.id,
    ]);
    expect(ids(await get(`/api/v1/admin/users?search=${RUN}@school`))).toEqual([malee.user.id]);
    expect((await get(`/api/v1/admin/users?search=nothing-like-${RUN}`)).body).toMatchObject({
      data: [],
      pagination: { total: 0, count: 0, total_pages: 1 },
    });
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await get(`/api/v1/admin/users?search=${encodeURIComponent('%%%')}`)).body.data).toEqual([]);
    expect((await get(`/api/v1/admin/users?search=${encodeURIComponent(`${RUN}_`)}`)).body.data).toEqual([]);
  });

  it('filters by role, account state, approval status and tenant', async () => {
    const q = (filter: string) => get(`/api/v1/admin/users?search=${RUN}&${filter}`);
    expect(ids(await q('role=teacher'))).toEqual([malee.user.id]);
    expect(ids(await q('status=suspended'))).toEqual([suspended.user.id]);
    expect(ids(await q('status=unverified'))).toEqual([unverified.user.id]);
    expect(ids(await q('status=active'))).toEqual([somchai.user.id, malee.user.id]);
    expect(ids(await q('approval_status=pending'))).toEqual([malee.user.id]);
    expect(ids(await q(`subdomain_id=${tenant.id}`))).toEqual([malee.user.id]);
    expect(ids(await get(`/api/v1/admin/users?subdomain_id=${tenant.id}`))).toEqual([malee.user.id]);
  });

  it('pages', async () => {
    const page2 = await get(`/api/v1/admin/users?search=${RUN}&per_page=3&page=2`);
    expect(ids(page2)).toEqual([malee.user.id]);
    expect(page2.body.pagination).toEqual({
      total: 4,
      count: 1,
      per_page: 3,
      current_page: 2,
      total_pages: 2,
    });
    const beyond = await get(`/api/v1/admin/users?search=${RUN}&per_page=3&page=9`);
    expect(beyond.body.data).toEqual([]);
  });

  it('lists every tenant’s users without a filter, and an empty search is no search', async () => {
    const res = await get('/api/v1/admin/users?search=&per_page=100');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expect.arrayContaining([malee.user.id, somchai.user.id, admin.user.id]));
  });

  it.each([
    ['search=ab', 'search', 'Search text must be at least 3 characters'],
    ['role=owner', 'role', 'Invalid value'],
    ['status=gone', 'status', 'Invalid value'],
    ['page=0', 'page', 'Invalid value'],
    ['per_page=500', 'per_page', 'Invalid value'],
    ['subdomain_id=x', 'subdomain_id', 'Invalid value'],
  ])('answers 422 for %s', async (query, field, message) => {
    const res = await get(`/api/v1/admin/users?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });
});

describe('GET /api/v1/admin/users/:id', () => {
  it('answers the user of any tenant with their sessions and history', async () => {
    const tenant = await createTenant(t.ctx);
    const user = await createUser(t.ctx, { subdomainId: tenant.id, firstName: 'Pim', lastName: 'Dee' });
    await createSessionToken(t.ctx, user.user.id);
    const res = await get(`/api/v1/admin/users/${user.user.id}`);
    expect(res.status).toBe(200);
    expect(adminUserDetailSchema.strict().parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      id: user.user.id,
      full_name: 'Pim Dee',
      first_name: 'Pim',
      last_name: 'Dee',
      subdomain: { id: tenant.id },
      active_sessions: 2,
      history: [],
      language: 'en',
      time_zone: 'UTC',
    });
  });

  it('answers 404 for an unknown user and 422 for a bad id', async () => {
    expect((await get('/api/v1/admin/users/999999')).status).toBe(404);
    expect((await get('/api/v1/admin/users/abc')).status).toBe(422);
  });
});

describe('suspend and restore', () => {
  it('suspension ends every token at once, refuses sign-in, and is recorded with its reason', async () => {
    const tenant = await createTenant(t.ctx);
    const victim = await createUser(t.ctx, { subdomainId: tenant.id, role: 'teacher' });
    const secondToken = await createSessionToken(t.ctx, victim.user.id);
    const headers = onTenant(tenant);
    expect((await t.call('GET', '/api/v1/user', { token: victim.token, headers })).status).toBe(200);

    const res = await suspend(victim.user.id, { reason: '  Spam messages to students ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: victim.user.id,
      suspended: true,
      suspended_at: expect.any(String),
      active_sessions: 0,
      history: [
        {
          action: 'user.suspended',
          actor: { id: admin.user.id, full_name: 'Ada Admin' },
          comment: 'Spam messages to students',
          created_at: expect.any(String),
        },
      ],
    });

    for (const token of [victim.token, secondToken]) {
      const after = await t.call('GET', '/api/v1/user', { token, headers });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Sorry, You are not allowed to access the requested resource.');
    }
    const live = await t.ctx.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, victim.user.id), isNull(authSessions.revokedAt)));
    expect(live).toEqual([]);

    const signIn = await t.call('POST', '/api/v1/auth', {
      body: { email: victim.user.email, password: victim.password },
      headers,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('This account has been suspended. Please contact support.');

    const [audit] = await auditOf(victim.user.id);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'user.suspended',
      subjectType: 'user',
      subjectId: victim.user.id,
      comment: 'Spam messages to students',
      metadata: { sessions_ended: 2 },
    });
    expect(audit!.createdAt).toBeInstanceOf(Date);
  });

  it('restoring lets the user sign in again (old tokens stay ended), recorded', async () => {
    const victim = await createUser(t.ctx);
    await suspend(victim.user.id);
    const res = await restore(victim.user.id, { reason: 'Appeal accepted' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ suspended: false, suspended_at: null });
    expect(res.body.data.history.map((entry: { action: string }) => entry.action)).toEqual([
      'user.restored',
      'user.suspended',
    ]);

    expect((await t.call('GET', '/api/v1/user', { token: victim.token })).status).toBe(401);
    const signIn = await t.call('POST', '/api/v1/auth', {
      body: { email: victim.user.email, password: victim.password },
    });
    expect(signIn.status).toBe(200);
    expect((await t.call('GET', '/api/v1/user', { token: signIn.body.data.token })).status).toBe(200);

    const audit = await auditOf(victim.user.id);
    expect(audit.map((row) => [row.action, row.comment, row.actorId])).toEqual([
      ['user.suspended', 'Spam messages to students', admin.user.id],
      ['user.restored', 'Appeal accepted', admin.user.id],
    ]);
  });

  it('restore needs no body', async () => {
    const victim = await createUser(t.ctx);
    await suspend(victim.user.id);
    const res = await restore(victim.user.id);
    expect(res.status).toBe(200);
    expect((await auditOf(victim.user.id)).at(-1)).toMatchObject({ action: 'user.restored', comment: null });
  });

  it('needs a reason to suspend', async () => {
    const victim = await createUser(t.ctx);
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const res = await t.call('POST', `/api/v1/admin/users/${victim.user.id}/suspend`, {
        token: admin.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe('Reason is required');
    }
    expect((await t.call('GET', '/api/v1/user', { token: victim.token })).status).toBe(200);
  });

  it('an admin cannot suspend themself', async () => {
    const res = await suspend(admin.user.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: 'You cannot suspend your own account.' });
    expect((await get('/api/v1/admin/users')).status).toBe(200);
  });

  it('answers 409 when the state already is what was asked, writing nothing', async () => {
    const victim = await createUser(t.ctx);
    const notSuspended = await restore(victim.user.id);
    expect(notSuspended.status).toBe(409);
    expect(notSuspended.body.message).toBe('This account is not suspended.');
    await suspend(victim.user.id);
    const again = await suspend(victim.user.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account is already suspended.');
    expect(await auditOf(victim.user.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await suspend(999999)).status).toBe(404);
    expect((await restore(999999)).status).toBe(404);
  });

  it('an admin can suspend another admin', async () => {
    const other = await createUser(t.ctx, { role: 'admin' });
    expect((await suspend(other.user.id)).status).toBe(200);
    expect((await t.call('GET', '/api/v1/admin/users', { token: other.token })).status).toBe(401);
  });
});
