import { randomBytes } from 'node:crypto';
import { adminSubdomainSchema, tenantSchema } from '@kru/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { auditLogs, subdomains } from '../../platform/db/schema/index.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({ context: { clock } });
  const admin = await createUser(t.ctx, { role: 'admin' });
  adminToken = admin.token;
  adminId = admin.user.id;
});

const host = () => `school-${randomBytes(4).toString('hex')}.kru.test`;
const lookup = (url: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/public/subdomain?url=${encodeURIComponent(url)}`, { headers });

async function auditOf(subjectId: number) {
  return t.ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectType, 'subdomain'), eq(auditLogs.subjectId, subjectId)))
    .orderBy(asc(auditLogs.id));
}

describe('GET /api/v1/public/subdomain', () => {
  it('answers the active subdomain whose host matches, ignoring scheme, port, path and case', async () => {
    const name = host();
    const tenant = await createTenant(t.ctx, {
      title: 'Bright School',
      url: `https://${name}`,
      logoUrl: 'https://cdn.kru.test/bright.png',
    });
    for (const url of [
      `https://${name}`,
      `http://${name.toUpperCase()}:5173/courses/12?tab=1#x`,
      `${name}/auth/sign-in`,
    ]) {
      const res = await lookup(url);
      expect(res.status, url).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: tenant.id,
          title: 'Bright School',
          url: `https://${name}`,
          is_active: true,
          logo_url: 'https://cdn.kru.test/bright.png',
        },
      });
      expect(tenantSchema.parse(res.body.data)).toEqual(res.body.data);
    }
  });

  it('answers null for the main marketplace, another host, a sub-host and an inactive subdomain', async () => {
    const name = host();
    await createTenant(t.ctx, { url: `https://${name}` });
    const inactive = host();
    await createTenant(t.ctx, { url: `https://${inactive}`, isActive: false });
    for (const url of [
      'http://localhost:3000/',
      `https://www.${name}`,
      `https://${name}.evil.test`,
      inactive,
    ]) {
      const res = await lookup(url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toEqual({ success: true, data: null });
    }
  });

  it('answers 422 for a missing URL or one without a host', async () => {
    const missing = await t.call('GET', '/api/v1/public/subdomain');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.url).toEqual(['URL is required']);
    const bad = await lookup('http://');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { url: ['Invalid URL'] } });
  });
});

describe('the x-subdomain header', () => {
  it('scopes a call to an active subdomain', async () => {
    const tenant = await createTenant(t.ctx);
    const res = await t.call('GET', '/api/v1/public/countries', { headers: onTenant(tenant) });
    expect(res.status).toBe(200);
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5'], ['null'], ['99999999999']])(
    'answers 400 for a malformed value %j, before anything else',
    async (value) => {
      const res = await t.call('GET', '/api/v1/public/countries', { headers: { 'x-subdomain': value } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: 'The school or partner site in this request is not valid. Please reload the page.',
      });
    },
  );

  it('answers 400 for an unknown or inactive subdomain, in the request language', async () => {
    const inactive = await createTenant(t.ctx, { isActive: false });
    const student = await createUser(t.ctx, { subdomainId: inactive.id });
    for (const id of [inactive.id, 987654]) {
      const res = await t.call('GET', '/api/v1/user', { token: student.token, headers: onTenant(id) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: 'This school or partner site is not available.',
      });
    }
    const th = await t.call('POST', '/api/v1/auth', {
      headers: { ...onTenant(inactive), 'accept-language': 'th' },
      body: { email: student.user.email, password: student.password },
    });
    expect(th.status).toBe(400);
    expect(th.body.message).toBe('โรงเรียนหรือเว็บไซต์พันธมิตรนี้ไม่พร้อมให้บริการ');
  });

  it('finds a subdomain another instance created, without waiting for the cache', async () => {
    await t.call('GET', '/api/v1/public/countries', { headers: onTenant((await createTenant(t.ctx)).id) });
    // Written straight to the table: this instance's cache was not told.
    const [row] = await t.ctx.db
      .insert(subdomains)
      .values({ title: 'Elsewhere', url: `https://${host()}` })
      .returning();
    // An unknown id reloads the list at most once a second: a second passes on the directory's clock.
    clock.advance(1100);
    const res = await t.call('GET', '/api/v1/public/countries', { headers: onTenant(row!.id) });
    expect(res.status).toBe(200);
  });
});

describe('GET /api/v1/subdomains', () => {
  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/v1/subdomains')).status).toBe(401);
  });

  it('lists the active subdomains to a user of the main marketplace', async () => {
    const active = await createTenant(t.ctx, { title: 'Active one' });
    const inactive = await createTenant(t.ctx, { isActive: false });
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const res = await t.call('GET', '/api/v1/subdomains', { token: tutor.token });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect(res.body.data.find((row: { id: number }) => row.id === active.id)).toEqual({
      id: active.id,
      title: 'Active one',
      url: active.url,
      is_active: true,
    });
  });

  it('shows a tenant’s user only their own tenant', async () => {
    const mine = await createTenant(t.ctx);
    await createTenant(t.ctx);
    const tutor = await createUser(t.ctx, { role: 'teacher', subdomainId: mine.id });
    const res = await t.call('GET', '/api/v1/subdomains', { token: tutor.token, headers: onTenant(mine) });
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual([mine.id]);
  });
});

describe('admin: subdomains', () => {
  it('every call is for admins only, changing nothing', async () => {
    const tenant = await createTenant(t.ctx);
    await expectAdminOnly(
      t,
      [
        { method: 'GET', url: '/api/v1/admin/subdomains' },
        { method: 'POST', url: '/api/v1/admin/subdomains', body: { title: 'X', url: `https://${host()}` } },
        { method: 'PATCH', url: `/api/v1/admin/subdomains/${tenant.id}`, body: { is_active: false } },
      ],
      () => t.ctx.db.select().from(subdomains).orderBy(asc(subdomains.id)),
    );
  });

  it('GET lists every subdomain, active or not, with its number of users', async () => {
    const tenant = await createTenant(t.ctx, { isActive: false });
    await createUser(t.ctx, { subdomainId: tenant.id });
    await createUser(t.ctx, { subdomainId: tenant.id, role: 'teacher' });
    const res = await t.call('GET', '/api/v1/admin/subdomains', { token: adminToken });
    expect(res.status).toBe(200);
    for (const row of res.body.data) expect(adminSubdomainSchema.parse(row)).toEqual(row);
    expect(res.body.data.find((row: { id: number }) => row.id === tenant.id)).toMatchObject({
      is_active: false,
      users_count: 2,
      logo_url: null,
    });
  });

  it('POST creates a tenant at its origin, records it, and the header works at once', async () => {
    const name = host();
    const res = await t.call('POST', '/api/v1/admin/subdomains', {
      token: adminToken,
      body: {
        title: ' Sunrise Academy ',
        url: `HTTPS://${name.toUpperCase()}/welcome`,
        logo_url: '/logos/s.png',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      title: 'Sunrise Academy',
      url: `https://${name}`,
      is_active: true,
      logo_url: '/logos/s.png',
      users_count: 0,
    });
    const id = res.body.data.id;
    expect((await lookup(`https://${name}`)).body.data.id).toBe(id);
    expect((await t.call('GET', '/api/v1/public/countries', { headers: onTenant(id) })).status).toBe(200);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ actorId: adminId, action: 'subdomain.created', subjectType: 'subdomain' });
    expect(audit!.metadata).toMatchObject({ title: 'Sunrise Academy', url: `https://${name}` });
  });

  it('POST validates with the contract messages and keeps hosts unique', async () => {
    const taken = await createTenant(t.ctx);
    const takenHost = new URL(taken.url).hostname;
    const cases: Array<[unknown, string, string]> = [
      [{ url: `https://${host()}` }, 'title', 'Name is required'],
      [{ title: 'X' }, 'url', 'URL is required'],
      [{ title: 'X', url: 'not a url' }, 'url', 'Invalid URL'],
      [{ title: 'X', url: 'ftp://files.kru.test' }, 'url', 'Invalid URL'],
      [{ title: 'X', url: `https://${host()}`, logo_url: 'javascript:alert(1)' }, 'logo_url', 'Invalid URL'],
      [
        { title: 'X', url: `http://${takenHost.toUpperCase()}:8080/x` },
        'url',
        'Another school or partner site already uses this address.',
      ],
    ];
    cases.push([
      { title: 'X', url: `${t.ctx.config.appUrl}/school` },
      'url',
      'This is the address of the main marketplace. Choose another one.',
    ]);
    const before = await t.ctx.db.select().from(subdomains);
    for (const [body, field, message] of cases) {
      const res = await t.call('POST', '/api/v1/admin/subdomains', { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await t.ctx.db.select().from(subdomains)).toHaveLength(before.length);
  });

  it('PATCH renames, deactivates (the header then answers 400 at once) and reactivates', async () => {
    const tenant = await createTenant(t.ctx);
    const user = await createUser(t.ctx, { subdomainId: tenant.id });
    const patch = (body: unknown) =>
      t.call('PATCH', `/api/v1/admin/subdomains/${tenant.id}`, { token: adminToken, body });

    const renamed = await patch({ title: 'Renamed School' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: tenant.id, title: 'Renamed School', users_count: 1 });
    expect((await lookup(tenant.url)).body.data.title).toBe('Renamed School');

    expect((await patch({ is_active: false })).body.data.is_active).toBe(false);
    expect(
      (await t.call('GET', '/api/v1/user', { token: user.token, headers: onTenant(tenant) })).status,
    ).toBe(400);
    expect((await lookup(tenant.url)).body.data).toBeNull();

    await patch({ is_active: true });
    expect(
      (await t.call('GET', '/api/v1/user', { token: user.token, headers: onTenant(tenant) })).status,
    ).toBe(200);

    const actions = (await auditOf(tenant.id)).map((row) => [row.action, row.metadata]);
    expect(actions).toEqual([
      ['subdomain.updated', { changes: { title: [tenant.title, 'Renamed School'] } }],
      ['subdomain.updated', { changes: { isActive: [true, false] } }],
      ['subdomain.updated', { changes: { isActive: [false, true] } }],
    ]);
  });

  it('PATCH moves the URL (its own host may stay), removes the logo, and refuses a taken host', async () => {
    const tenant = await createTenant(t.ctx, { logoUrl: 'https://cdn.kru.test/a.png' });
    const other = await createTenant(t.ctx);
    const url = `https://${host()}`;
    const patch = (body: unknown) =>
      t.call('PATCH', `/api/v1/admin/subdomains/${tenant.id}`, { token: adminToken, body });

    const sameHost = await patch({ url: `${tenant.url}/some/path` });
    expect(sameHost.status).toBe(200);
    expect(sameHost.body.data.url).toBe(tenant.url);

    const moved = await patch({ url, logo_url: null });
    expect(moved.body.data).toMatchObject({ url, logo_url: null });
    expect((await lookup(url)).body.data.id).toBe(tenant.id);
    expect((await lookup(tenant.url)).body.data).toBeNull();

    const taken = await patch({ url: other.url });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.url).toEqual(['Another school or partner site already uses this address.']);
    const invalid = await patch({ url: 'https://' });
    expect(invalid.body.errors.url).toEqual(['Invalid URL']);
    const blank = await patch({ title: '' });
    expect(blank.body.errors.title).toEqual(['Name is required']);
    const [row] = await t.ctx.db.select().from(subdomains).where(eq(subdomains.id, tenant.id));
    expect(row).toMatchObject({ url, logoUrl: null });
  });

  it('PATCH of nothing new writes nothing; an unknown id is a 404, a bad one a 422', async () => {
    const tenant = await createTenant(t.ctx);
    const same = await t.call('PATCH', `/api/v1/admin/subdomains/${tenant.id}`, {
      token: adminToken,
      body: { title: tenant.title, is_active: true },
    });
    expect(same.status).toBe(200);
    expect(await auditOf(tenant.id)).toEqual([]);
    const missing = await t.call('PATCH', '/api/v1/admin/subdomains/999999', {
      token: adminToken,
      body: { title: 'X' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await t.call('PATCH', '/api/v1/admin/subdomains/abc', { token: adminToken, body: { title: 'X' } }))
        .status,
    ).toBe(422);
  });

  it('lets an admin of the main marketplace act on any tenant', async () => {
    const tenant = await createTenant(t.ctx);
    const res = await t.call('GET', '/api/v1/admin/subdomains', {
      token: adminToken,
      headers: onTenant(tenant),
    });
    expect(res.status).toBe(200);
    expect(
      (await t.call('GET', '/api/v1/user', { token: adminToken, headers: onTenant(tenant) })).status,
    ).toBe(200);
  });

  it('documents the calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    for (const path of [
      '/api/v1/public/subdomain',
      '/api/v1/subdomains',
      '/api/v1/admin/subdomains',
      '/api/v1/admin/subdomains/{id}',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
