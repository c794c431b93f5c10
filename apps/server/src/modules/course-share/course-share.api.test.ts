import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCourse } from '../../../test/course-review.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { qrCodeSvg } from './get-course-qr-code.ts';

let t: TestApp;
let catalogue: ProfileCatalogue;
let tutor: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createProfileCatalogue(t.ctx);
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
});

const qrOf = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/public/course/qr-code/${id}`, headers });
const course = (overrides: Partial<Parameters<typeof insertCourse>[1]> = {}) =>
  insertCourse(t.ctx, {
    tutorId: tutor.user.id,
    subjectId: catalogue.maths.id,
    state: 'approved',
    ...overrides,
  });

describe('GET /public/course/qr-code/{id}', () => {
  it('answers an SVG QR code of an approved course’s public page, without sign-in', async () => {
    const { course: approved } = await course();
    const res = await qrOf(approved.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(res.body).toBe(
      await qrCodeSvg(`http://localhost:3000/courses/search-courses/details?courseId=${approved.id}`),
    );
  });

  it('points a skill’s code at the skills page', async () => {
    const { course: skill } = await course({ courseType: 'skill', subjectId: null });
    const res = await qrOf(skill.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      await qrCodeSvg(`http://localhost:3000/skills/search-skills/details?courseId=${skill.id}`),
    );
  });

  it.each(['draft', 'pending', 'rejected'] as const)('answers 404 for a %s course', async (state) => {
    const { course: hidden } = await course({ state });
    const res = await qrOf(hidden.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown id and 422 for one that is not a number', async () => {
    expect((await qrOf(999_999)).statusCode).toBe(404);
    expect((await qrOf('abc' as unknown as number)).statusCode).toBe(422);
  });

  it('serves a tenant’s course only on that tenant, pointing at the tenant’s own address', async () => {
    const school = await createTenant(t.ctx, { url: 'https://maths-club.kru.test' });
    const other = await createTenant(t.ctx);
    const { course: limited } = await course({ subdomainIds: [school.id] });
    expect((await qrOf(limited.id)).statusCode).toBe(404);
    expect((await qrOf(limited.id, onTenant(other))).statusCode).toBe(404);
    const res = await qrOf(limited.id, onTenant(school));
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('x-subdomain');
    expect(res.body).toBe(
      await qrCodeSvg(`https://maths-club.kru.test/courses/search-courses/details?courseId=${limited.id}`),
    );
  });
});
