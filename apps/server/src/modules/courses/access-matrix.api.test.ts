/**
 * The access matrix of every course route that takes an id: another tenant's course, another tutor's draft and the
 * wrong role are refused (404, 404, 403) and leave every row of the course as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type CourseFixture,
  createCourseFixture,
  createThumbnail,
  enrolFixture,
} from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';

const api = '/api/v1';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
/** A route, given the course it is called about. */
type Route = [name: string, call: (f: CourseFixture) => Call];

const get = (url: string): Call => ({ method: 'GET', url });
const firstChapter = (f: CourseFixture) => f.chapters[0]!.chapter.id;
const firstSection = (f: CourseFixture) => f.sections[0]!.id;

/** Tutors only (students and admins: 403); another tutor's course: 404. */
const authoringRoutes: Route[] = [
  ['PATCH /courses/{id}', (f) => ({ method: 'PATCH', url: `/courses/${f.course.id}`, body: courseInfo(f) })],
  ['DELETE /courses/{id}', (f) => ({ method: 'DELETE', url: `/courses/${f.course.id}` })],
  [
    'POST /courses/{id}/review-apply',
    (f) => ({ method: 'POST', url: `/courses/${f.course.id}/review-apply` }),
  ],
  [
    'POST /courses/{id}/chapters',
    (f) => ({ method: 'POST', url: `/courses/${f.course.id}/chapters`, body: { title: 'Intruder' } }),
  ],
  [
    'PATCH /chapters/{id}',
    (f) => ({
      method: 'PATCH',
      url: `/chapters/${firstChapter(f)}`,
      body: { title: 'Renamed', sort_order: 2 },
    }),
  ],
  ['DELETE /chapters/{id}', (f) => ({ method: 'DELETE', url: `/chapters/${firstChapter(f)}` })],
  [
    'POST /chapters/{id}/sections',
    (f) => ({ method: 'POST', url: `/chapters/${firstChapter(f)}/sections`, body: { title: 'Intruder' } }),
  ],
  [
    'PATCH /sections/{id}',
    (f) => ({ method: 'PATCH', url: `/sections/${firstSection(f)}`, body: { description: 'Overwritten' } }),
  ],
  ['DELETE /sections/{id}', (f) => ({ method: 'DELETE', url: `/sections/${firstSection(f)}` })],
];

/** The author and admins only: a student is a 403, another tutor a 404. */
const approvalLogsRoute: Route = [
  'GET /courses/{id}/approval-logs',
  (f) => get(`/courses/${f.course.id}/approval-logs`),
];

/** Students only (tutors and admins: 403); a course not in the caller's catalogue: 404. */
const learningRoutes: Route[] = [
  ['POST /courses/{id}/subscribe', (f) => ({ method: 'POST', url: `/courses/${f.course.id}/subscribe` })],
  [
    'PATCH /courses/{id}/subscribe',
    (f) => ({ method: 'PATCH', url: `/courses/${f.course.id}/subscribe`, body: { status: 'completed' } }),
  ],
  ['POST /sections/{id}/take', (f) => ({ method: 'POST', url: `/sections/${firstSection(f)}/take` })],
  [
    'POST /rates (course)',
    (f) => ({
      method: 'POST',
      url: '/rates',
      body: { type: 'course', id: f.course.id, rate: 1, review: 'Meh.' },
    }),
  ],
];

/** Anyone the catalogue shows the course to (and, signed in, its author and admins). */
const readingRoutes: Route[] = [
  ['GET /courses/{id}', (f) => get(`/courses/${f.course.id}`)],
  ['GET /sections/{id}', (f) => get(`/sections/${firstSection(f)}`)],
  ['GET /public/courses/{id}', (f) => get(`/public/courses/${f.course.id}`)],
  ['GET /public/courses/{uid}', (f) => get(`/public/courses/${f.course.uid}`)],
  ['GET /public/course/qr-code/{id}', (f) => get(`/public/course/qr-code/${f.course.id}`)],
  ['GET /rates?type=course', (f) => get(`/rates?type=course&id=${f.course.id}`)],
  ['GET /rates/show?type=course', (f) => get(`/rates/show?type=course&id=${f.course.id}`)],
];

/** Admins only: anyone else is a 403, the course's author included. */
const adminRoutes: Route[] = [
  ['GET /admin/course-reviews/{id}', (f) => get(`/admin/course-reviews/${f.course.id}`)],
  [
    'POST /admin/course-reviews/{id}/approve',
    (f) => ({ method: 'POST', url: `/admin/course-reviews/${f.course.id}/approve` }),
  ],
  [
    'POST /admin/course-reviews/{id}/reject',
    (f) => ({
      method: 'POST',
      url: `/admin/course-reviews/${f.course.id}/reject`,
      body: { feedback: 'No.' },
    }),
  ],
];

function courseInfo(f: CourseFixture) {
  return {
    title: 'Taken over',
    description: 'Someone else’s words.',
    course_type: 'skill',
    thumbnail_id: f.course.thumbnailId,
  };
}

/** A signed-in user and the tenant header they call with. */
type Caller = CreatedUser & { headers: Record<string, string> };

let t: TestApp;
let tenantA: { id: number };
/** Tutors and students of tenant B (calling on B) and of the main marketplace (no tenant header). */
let outsiders: { tutorOnB: Caller; studentOnB: Caller; tutorOnMain: Caller; studentOnMain: Caller };
let author: Caller;
let admin: Caller;
/** An approved course limited to tenant A; both outside students had started it (they keep no access on B). */
let onA: CourseFixture;
/** The author's draft, on every tenant. */
let draft: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await createTenant(t.ctx);
  const tenantB = await createTenant(t.ctx);
  const caller = async (options: Parameters<typeof createUser>[1], headers: Record<string, string> = {}) => ({
    ...(await createUser(t.ctx, options)),
    headers,
  });
  const approvedTutor = { role: 'teacher', approvalStatus: 'approved' } as const;
  outsiders = {
    tutorOnB: await caller({ ...approvedTutor, subdomainId: tenantB.id }, onTenant(tenantB)),
    studentOnB: await caller({ subdomainId: tenantB.id }, onTenant(tenantB)),
    tutorOnMain: await caller(approvedTutor),
    studentOnMain: await caller({}),
  };
  author = await caller({ ...approvedTutor, subdomainId: tenantA.id }, onTenant(tenantA));
  admin = await caller({ role: 'admin' });
  const thumbnailId = (await createThumbnail(t.ctx)).id;
  onA = await createCourseFixture(t.ctx, {
    tutorId: author.user.id,
    thumbnailId,
    subdomainIds: [tenantA.id],
    sections: [2, 1],
  });
  draft = await createCourseFixture(t.ctx, {
    tutorId: author.user.id,
    thumbnailId,
    approvalState: 'draft',
    sections: [2, 1],
  });
  for (const student of [outsiders.studentOnB, outsiders.studentOnMain]) {
    await enrolFixture(t.ctx, onA.course.id, student.user.id, [firstSection(onA)]);
  }
});

/** Every row the course owns or that points at it, to show a refused call changed nothing. */
async function snapshot(courseId: number) {
  const rows = async (text: string) => (await t.ctx.db.$client.query(text, [courseId])).rows;
  return {
    course: await rows('SELECT * FROM courses WHERE id = $1'),
    tenants: await rows('SELECT * FROM course_subdomains WHERE course_id = $1 ORDER BY subdomain_id'),
    chapters: await rows('SELECT * FROM course_chapters WHERE course_id = $1 ORDER BY id'),
    sections: await rows(`SELECT s.* FROM course_sections s JOIN course_chapters c ON c.id = s.chapter_id
      WHERE c.course_id = $1 ORDER BY s.id`),
    enrolments: await rows('SELECT * FROM course_enrolments WHERE course_id = $1 ORDER BY id'),
    progress: await rows(`SELECT p.* FROM course_section_progress p
      JOIN course_enrolments e ON e.id = p.enrolment_id WHERE e.course_id = $1 ORDER BY p.enrolment_id, p.section_id`),
    logs: await rows('SELECT * FROM course_approval_logs WHERE course_id = $1 ORDER BY id'),
    reviews: await rows(`SELECT * FROM reviews WHERE type = 'course' AND target_id = $1 ORDER BY id`),
    audit: await rows(
      `SELECT * FROM audit_logs WHERE subject_type = 'course' AND subject_id = $1 ORDER BY id`,
    ),
  };
}

/** Calls the route about `fixture` as `caller`; expects `status` and an unchanged course. */
async function expectRefused(route: Route, fixture: CourseFixture, caller: Caller, status: 403 | 404) {
  const [name, call] = route;
  const { method, url, body } = call(fixture);
  const before = await snapshot(fixture.course.id);
  const res = await t.call(method, `${api}${url}`, { token: caller.token, headers: caller.headers, body });
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.body, name).toMatchObject({ success: false, code: status === 404 ? 'NOT_FOUND' : 'FORBIDDEN' });
  expect(await snapshot(fixture.course.id), `${name} changed the course`).toEqual(before);
}

describe('a course limited to tenant A, called from tenant B or the main marketplace: 404', () => {
  const cases = (routes: Route[], who: Array<keyof typeof outsiders>) =>
    routes.flatMap((route) => who.map((caller) => [route[0], caller, route] as const));

  it.each(cases(authoringRoutes, ['tutorOnB', 'tutorOnMain']))('%s by %s', async (_, who, route) => {
    await expectRefused(route, onA, outsiders[who], 404);
  });

  it.each(cases([approvalLogsRoute], ['tutorOnB', 'tutorOnMain']))('%s by %s', async (_, who, route) => {
    await expectRefused(route, onA, outsiders[who], 404);
  });

  it.each(cases([...learningRoutes, ...readingRoutes], ['studentOnB', 'studentOnMain']))(
    '%s by %s (who had started it)',
    async (_, who, route) => {
      await expectRefused(route, onA, outsiders[who], 404);
    },
  );

  it('answers the same calls on tenant A, so the 404s are about the tenant', async () => {
    const studentOnA = await createUser(t.ctx, { subdomainId: tenantA.id });
    for (const [name, call] of readingRoutes) {
      const { method, url } = call(onA);
      const res = await t.call(method, `${api}${url}`, {
        token: studentOnA.token,
        headers: onTenant(tenantA),
      });
      expect(res.status, name).toBe(200);
    }
  });
});

describe('another tutor’s draft: 404', () => {
  const cases = (routes: Route[]) => routes.map((route) => [route[0], route] as const);

  it.each(cases([...authoringRoutes, approvalLogsRoute, ...readingRoutes.slice(0, 2)]))(
    '%s by another tutor',
    async (_, route) => {
      await expectRefused(route, draft, outsiders.tutorOnMain, 404);
    },
  );

  it.each(cases([...learningRoutes, ...readingRoutes]))('%s by a student', async (_, route) => {
    await expectRefused(route, draft, outsiders.studentOnMain, 404);
  });

  it('answers its author, so the 404s are about the owner', async () => {
    for (const url of [`/courses/${draft.course.id}`, `/courses/${draft.course.id}/approval-logs`]) {
      expect(
        (await t.call('GET', `${api}${url}`, { token: author.token, headers: author.headers })).status,
        url,
      ).toBe(200);
    }
  });
});

describe('the wrong role: 403', () => {
  const cases = (routes: Route[], who: Array<'student' | 'author' | 'admin'>) =>
    routes.flatMap((route) => who.map((caller) => [route[0], caller, route] as const));
  const as = (who: 'student' | 'author' | 'admin'): Caller =>
    who === 'student' ? studentOnA : who === 'author' ? author : admin;
  let studentOnA: Caller;
  beforeAll(async () => {
    studentOnA = { ...(await createUser(t.ctx, { subdomainId: tenantA.id })), headers: onTenant(tenantA) };
  });

  it.each(cases(authoringRoutes, ['student', 'admin']))('%s by a %s', async (_, who, route) => {
    await expectRefused(route, onA, as(who), 403);
  });

  it.each(cases([approvalLogsRoute], ['student']))('%s by a %s', async (_, who, route) => {
    await expectRefused(route, onA, as(who), 403);
  });

  it.each(cases(learningRoutes.slice(0, 3), ['author', 'admin']))('%s by the %s', async (_, who, route) => {
    await expectRefused(route, onA, as(who), 403);
  });

  it('POST /rates (course) by its author', async () => {
    await expectRefused(learningRoutes[3]!, onA, author, 403);
  });

  it.each(cases(adminRoutes, ['student', 'author']))('%s by a %s', async (_, who, route) => {
    const pending = await createCourseFixture(t.ctx, {
      tutorId: author.user.id,
      thumbnailId: onA.course.thumbnailId,
      approvalState: 'pending',
      subdomainIds: [tenantA.id],
    });
    await expectRefused(route, pending, as(who), 403);
  });
});
