import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';

let t: TestApp;
let student: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  student = await createUser(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const newTutor = () => createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
const ids = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((course) => course.id);
const list = (query: string, token: string, headers: Record<string, string> = {}) =>
  t.call('GET', `${api}/courses${query}`, { token, headers });

describe('the tenant matrix', () => {
  it('lists and opens a course limited to tenant A on A only; an unscoped course everywhere', async () => {
    const a = await createTenant(t.ctx);
    const b = await createTenant(t.ctx);
    const tutor = await newTutor();
    const onA = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, subdomainIds: [a.id] });
    const everywhere = await createCourseFixture(t.ctx, { tutorId: tutor.user.id });
    const learners = {
      main: { token: student.token, headers: {} as Record<string, string> },
      a: { token: (await createUser(t.ctx, { subdomainId: a.id })).token, headers: onTenant(a) },
      b: { token: (await createUser(t.ctx, { subdomainId: b.id })).token, headers: onTenant(b) },
    };
    const expected = { main: [everywhere], a: [everywhere, onA], b: [everywhere] };
    for (const [name, who] of Object.entries(learners)) {
      const visible = expected[name as keyof typeof expected].map((f) => f.course.id).sort();
      const res = await list(`?tutor_id=${tutor.user.id}`, who.token, who.headers);
      expect(ids(res).sort(), name).toEqual(visible);
      for (const fixture of [onA, everywhere]) {
        const shown = visible.includes(fixture.course.id) ? 200 : 404;
        const one = await t.call('GET', `${api}/courses/${fixture.course.id}`, who);
        expect(one.status, `${name} GET /courses/${fixture.course.id}`).toBe(shown);
        const open = await t.call('GET', `${api}/public/courses/${fixture.course.id}`, {
          headers: who.headers,
        });
        expect(open.status, `${name} GET /public/courses/${fixture.course.id}`).toBe(shown);
        const section = await t.call('GET', `${api}/sections/${fixture.sections[0]!.id}`, who);
        expect(section.status, `${name} GET /sections`).toBe(shown);
      }
    }
    const res = await t.call('GET', `${api}/courses/${onA.course.id}`, {
      token: learners.a.token,
      headers: learners.a.headers,
    });
    expect(res.body.data.subdomains).toEqual([{ id: a.id, title: a.title, url: a.url }]);
  });

  it('lists a learner’s courses only where they open: not one limited to another tenant', async () => {
    const a = await createTenant(t.ctx);
    const b = await createTenant(t.ctx);
    const tutor = await newTutor();
    const onA = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, subdomainIds: [a.id] });
    const everywhere = await createCourseFixture(t.ctx, { tutorId: tutor.user.id });
    const learner = await createUser(t.ctx, { subdomainId: b.id });
    for (const fixture of [onA, everywhere]) await enrolFixture(t.ctx, fixture.course.id, learner.user.id);
    const res = await t.call('GET', `${api}/user/courses`, { token: learner.token, headers: onTenant(b) });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([everywhere.course.id]);
    expect(res.body.pagination.total).toBe(1);
  });

  it('shows admins and the author every course on any tenant', async () => {
    const a = await createTenant(t.ctx);
    const tutor = await newTutor();
    const draft = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'draft',
      subdomainIds: [a.id],
    });
    for (const token of [admin.token, tutor.token]) {
      expect((await t.call('GET', `${api}/courses/${draft.course.id}`, { token })).status).toBe(200);
    }
  });
});

describe('GET /public/courses/:id', () => {
  const open = (id: number | string, token?: string) =>
    t.call('GET', `${api}/public/courses/${id}`, { token });

  it('opens an approved course without signing in, by id or uid, seen as a visitor', async () => {
    const tutor = await newTutor();
    const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [4] });
    await enrolFixture(t.ctx, fixture.course.id, student.user.id, [fixture.sections[0]!.id]);
    for (const res of [await open(fixture.course.id), await open(fixture.course.uid, student.token)]) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: fixture.course.id,
        subscribe: null,
        total_earned: null,
        can_edit: false,
      });
      const locks = res.body.data.chapters[0].sections.map((s: { is_locked: boolean; is_done: boolean }) => [
        s.is_locked,
        s.is_done,
      ]);
      // The trial: floor(30% of 4) = 1 section open.
      expect(locks).toEqual([
        [false, false],
        [true, false],
        [true, false],
        [true, false],
      ]);
    }
  });

  it('locks nothing in a free course', async () => {
    const tutor = await newTutor();
    const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, isFree: true, sections: [4] });
    const res = await open(fixture.course.id);
    expect(res.body.data.chapters[0].sections.some((s: { is_locked: boolean }) => s.is_locked)).toBe(false);
  });

  it('answers 404 for a course not approved (even to its author), and for nonsense ids', async () => {
    const tutor = await newTutor();
    const draft = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState: 'draft' });
    expect((await open(draft.course.id, tutor.token)).status).toBe(404);
    for (const id of ['abc', '0', '99999999999', '00000000-0000-0000-0000-000000000000']) {
      expect((await open(id)).status, id).toBe(404);
    }
  });
});
