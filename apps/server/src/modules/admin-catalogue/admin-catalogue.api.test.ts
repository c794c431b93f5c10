import { adminCatalogueSchema } from '@kru/contract';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import {
  auditLogs,
  educations,
  schoolYears,
  subjectSpecialties,
  subjects,
  thumbnails,
  userSubjectPriceSpecialties,
  userSubjectPrices,
} from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.ctx, { role: 'admin' });
});

const TH = { 'accept-language': 'th' };
const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.call(method, `/api/v1/admin${url}`, { token: admin.token, body });

/** An education with a school year, a subject and a specialty, made through the API. */
async function createBranch(name: string) {
  const education = (
    await as('POST', '/educations', { title_en: `${name} Education`, title_th: `การศึกษา ${name}` })
  ).body.data;
  const year = (
    await as('POST', '/school-years', {
      education_id: education.id,
      title_en: `${name} Year`,
      title_th: `ชั้นปี ${name}`,
    })
  ).body.data;
  const subject = (
    await as('POST', '/subjects', {
      school_year_id: year.id,
      title_en: `${name} Subject`,
      title_th: `วิชา ${name}`,
    })
  ).body.data;
  const specialty = (
    await as('POST', '/subject-specialties', {
      subject_id: subject.id,
      title_en: `${name} Specialty`,
      title_th: `ความถนัด ${name}`,
    })
  ).body.data;
  return { education, year, subject, specialty };
}

async function auditOf(subjectType: string, subjectId: number) {
  return t.ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectType, subjectType), eq(auditLogs.subjectId, subjectId)))
    .orderBy(asc(auditLogs.id));
}

async function catalogueSnapshot() {
  const sizes = [];
  for (const table of [educations, schoolYears, subjects, subjectSpecialties, thumbnails]) {
    const [row] = await t.ctx.db.select({ count: count() }).from(table);
    sizes.push(row!.count);
  }
  return { sizes, audit: await t.ctx.db.select({ count: count() }).from(auditLogs) };
}

describe('access', () => {
  it('every catalogue call is for admins only, changing nothing', async () => {
    const { education, year, subject, specialty } = await createBranch('Access');
    const [thumbnail] = await t.ctx.db.select().from(thumbnails).limit(1);
    const title = { title_en: 'X', title_th: 'เอ็กซ์' };
    await expectAdminOnly(
      t,
      [
        { method: 'GET', url: '/api/v1/admin/catalogue' },
        { method: 'POST', url: '/api/v1/admin/educations', body: title },
        { method: 'PATCH', url: `/api/v1/admin/educations/${education.id}`, body: title },
        { method: 'DELETE', url: `/api/v1/admin/educations/${education.id}` },
        { method: 'POST', url: '/api/v1/admin/school-years', body: { ...title, education_id: education.id } },
        { method: 'PATCH', url: `/api/v1/admin/school-years/${year.id}`, body: title },
        { method: 'DELETE', url: `/api/v1/admin/school-years/${year.id}` },
        { method: 'POST', url: '/api/v1/admin/subjects', body: { ...title, school_year_id: year.id } },
        { method: 'PATCH', url: `/api/v1/admin/subjects/${subject.id}`, body: title },
        { method: 'DELETE', url: `/api/v1/admin/subjects/${subject.id}` },
        {
          method: 'POST',
          url: '/api/v1/admin/subject-specialties',
          body: { ...title, subject_id: subject.id },
        },
        { method: 'PATCH', url: `/api/v1/admin/subject-specialties/${specialty.id}`, body: title },
        { method: 'DELETE', url: `/api/v1/admin/subject-specialties/${specialty.id}` },
        { method: 'POST', url: '/api/v1/admin/thumbnails', body: { url: 'https://cdn.kru.test/x.png' } },
        { method: 'PATCH', url: `/api/v1/admin/thumbnails/${thumbnail!.id}`, body: { url: '/x.png' } },
        { method: 'DELETE', url: `/api/v1/admin/thumbnails/${thumbnail!.id}` },
      ],
      catalogueSnapshot,
    );
  });
});

describe('GET /api/v1/admin/catalogue', () => {
  it('answers the whole tree with both titles and orders, and the thumbnails', async () => {
    const { education, year, subject, specialty } = await createBranch('Tree');
    const res = await t.call('GET', '/api/v1/admin/catalogue', { token: admin.token });
    expect(res.status).toBe(200);
    expect(adminCatalogueSchema.parse(res.body.data)).toEqual(res.body.data);
    const found = res.body.data.educations.find((row: { id: number }) => row.id === education.id);
    expect(found).toEqual({
      ...education,
      school_years: [{ ...year, subjects: [{ ...subject, specialties: [specialty] }] }],
    });
    expect(res.body.data.educations.length).toBeGreaterThanOrEqual(6);
    expect(res.body.data.thumbnails.length).toBeGreaterThanOrEqual(12);
  });
});

describe('creating', () => {
  it('adds each level under its parent, last unless ordered, recorded, and public at once in both languages', async () => {
    const [{ last }] = (await t.ctx.db.select({ last: max(educations.sortOrder) }).from(educations)) as [
      { last: number },
    ];
    const { education, year, subject, specialty } = await createBranch('Fresh');
    expect(education).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^fresh-education-[0-9a-f]{6}$/),
      title_en: 'Fresh Education',
      title_th: 'การศึกษา Fresh',
      sort_order: last + 1,
    });
    expect(year).toMatchObject({
      education_id: education.id,
      sort_order: 1,
      code: expect.stringContaining(education.code),
    });
    expect(subject).toMatchObject({ school_year_id: year.id, sort_order: 1 });
    expect(specialty).toMatchObject({ subject_id: subject.id, sort_order: 1, title_en: 'Fresh Specialty' });

    const second = await as('POST', '/school-years', {
      education_id: education.id,
      title_en: 'Second',
      title_th: 'ที่สอง',
    });
    expect(second.body.data.sort_order).toBe(2);
    const first = await as('POST', '/school-years', {
      education_id: education.id,
      title_en: 'First',
      title_th: 'ที่หนึ่ง',
      sort_order: 0,
    });
    expect(first.body.data.sort_order).toBe(0);

    const en = await t.call('GET', '/api/v1/educations');
    const fresh = en.body.data.find((row: { id: number }) => row.id === education.id);
    expect(fresh.title).toBe('Fresh Education');
    expect(fresh.school_years.map((row: { title: string }) => row.title)).toEqual([
      'First',
      'Fresh Year',
      'Second',
    ]);
    const th = await t.call('GET', '/api/v1/educations', { headers: TH });
    expect(th.body.data.find((row: { id: number }) => row.id === education.id).title).toBe('การศึกษา Fresh');
    const specialties = await t.call('GET', `/api/v1/public/subjects/${subject.id}/specialties`);
    expect(specialties.body.data).toEqual([
      { id: specialty.id, title: 'Fresh Specialty', subject_id: subject.id },
    ]);

    const [audit] = await auditOf('subject_specialty', specialty.id);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'subject_specialty.created',
      metadata: { title_en: 'Fresh Specialty', parent_id: subject.id },
    });
  });

  it.each([
    ['/educations', { title_th: 'ไทย' }, 'title_en', 'English title is required'],
    ['/educations', { title_en: 'English', title_th: '  ' }, 'title_th', 'Thai title is required'],
    ['/educations', { title_en: 'E', title_th: 'ท', sort_order: -1 }, 'sort_order', 'Invalid value'],
    ['/educations', { title_en: 'E', title_th: 'ท', sort_order: 1.5 }, 'sort_order', 'Invalid value'],
    ['/school-years', { title_en: 'E', title_th: 'ท' }, 'education_id', 'Invalid value'],
    [
      '/school-years',
      { title_en: 'E', title_th: 'ท', education_id: 999999 },
      'education_id',
      'The item to place this under does not exist.',
    ],
    [
      '/subjects',
      { title_en: 'E', title_th: 'ท', school_year_id: 999999 },
      'school_year_id',
      'The item to place this under does not exist.',
    ],
    [
      '/subject-specialties',
      { title_en: 'E', title_th: 'ท', subject_id: 999999 },
      'subject_id',
      'The item to place this under does not exist.',
    ],
    ['/thumbnails', {}, 'url', 'URL is required'],
    ['/thumbnails', { url: 'javascript:alert(1)' }, 'url', 'Invalid URL'],
    ['/thumbnails', { url: '//evil.test/x.png' }, 'url', 'Invalid URL'],
  ])('POST %s %j answers 422', async (path, body, field, message) => {
    const before = await catalogueSnapshot();
    const res = await as('POST', path, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it('answers field messages in Thai', async () => {
    const res = await t.call('POST', '/api/v1/admin/educations', {
      token: admin.token,
      body: {},
      headers: TH,
    });
    expect(res.body.errors).toMatchObject({
      title_en: ['กรุณากรอกชื่อภาษาอังกฤษ'],
      title_th: ['กรุณากรอกชื่อภาษาไทย'],
    });
  });
});

describe('editing', () => {
  it('renames and reorders; only sent fields change; the public catalogue shows it at once', async () => {
    const { education, subject } = await createBranch('Edit');
    const res = await as('PATCH', `/subjects/${subject.id}`, { title_en: 'Renamed', sort_order: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...subject, title_en: 'Renamed', sort_order: 5 });
    const listed = await t.call('GET', `/api/v1/public/subjects?education_id=${education.id}`);
    expect(listed.body.data.map((row: { title: string }) => row.title)).toEqual(['Renamed']);
    const [audit] = await auditOf('subject', subject.id).then((rows) =>
      rows.filter((r) => r.action === 'subject.updated'),
    );
    expect(audit!.metadata).toEqual({ changes: { titleEn: ['Edit Subject', 'Renamed'], sortOrder: [1, 5] } });
  });

  it('moves an item under another parent', async () => {
    const a = await createBranch('MoveA');
    const b = await createBranch('MoveB');
    const res = await as('PATCH', `/subjects/${a.subject.id}`, { school_year_id: b.year.id });
    expect(res.status).toBe(200);
    expect(res.body.data.school_year_id).toBe(b.year.id);
    const listed = await t.call('GET', `/api/v1/public/subjects?school_year_id=${b.year.id}`);
    expect(listed.body.data.map((row: { id: number }) => row.id).sort()).toEqual(
      [a.subject.id, b.subject.id].sort(),
    );
    const bad = await as('PATCH', `/subjects/${a.subject.id}`, { school_year_id: 999999 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.school_year_id).toEqual(['The item to place this under does not exist.']);
  });

  it('an edit of nothing new writes and records nothing', async () => {
    const { education } = await createBranch('Same');
    const res = await as('PATCH', `/educations/${education.id}`, { title_en: education.title_en });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(education);
    expect((await auditOf('education', education.id)).map((row) => row.action)).toEqual([
      'education.created',
    ]);
  });

  it('answers 404 for an unknown item, 422 for a bad id or title', async () => {
    for (const path of ['/educations', '/school-years', '/subjects', '/subject-specialties']) {
      expect((await as('PATCH', `${path}/999999`, { title_en: 'X' })).status, path).toBe(404);
      expect((await as('PATCH', `${path}/abc`, { title_en: 'X' })).status, path).toBe(422);
    }
    const { education } = await createBranch('Blank');
    const blank = await as('PATCH', `/educations/${education.id}`, { title_th: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.title_th).toEqual(['Thai title is required']);
  });
});

describe('deleting', () => {
  it('deletes an item nothing refers to, recorded, gone from the public catalogue', async () => {
    const { education, year, subject, specialty } = await createBranch('Gone');
    for (const [path, id] of [
      ['/subject-specialties', specialty.id],
      ['/subjects', subject.id],
      ['/school-years', year.id],
      ['/educations', education.id],
    ] as const) {
      const res = await as('DELETE', `${path}/${id}`);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ success: true, data: null });
    }
    const listed = await t.call('GET', '/api/v1/educations');
    expect(listed.body.data.map((row: { id: number }) => row.id)).not.toContain(education.id);
    const [audit] = (await auditOf('subject', subject.id)).filter((row) => row.action === 'subject.deleted');
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      metadata: { title_en: 'Gone Subject', parent_id: year.id },
    });
    expect((await as('DELETE', `/educations/${education.id}`)).status).toBe(404);
  });

  it('refuses an item that still contains items (409), keeping everything', async () => {
    const { education, year, subject } = await createBranch('Parent');
    for (const [path, id] of [
      ['/educations', education.id],
      ['/school-years', year.id],
      ['/subjects', subject.id],
    ] as const) {
      const res = await as('DELETE', `${path}/${id}`);
      expect(res.status, path).toBe(409);
      expect(res.body).toMatchObject({
        code: 'CONFLICT',
        message: 'This item still contains other items. Delete or move them first.',
      });
    }
    const [row] = await t.ctx.db.select().from(subjects).where(eq(subjects.id, subject.id));
    expect(row).toBeDefined();
  });

  it('refuses an item a user refers to (409): a grade, a priced subject, a priced specialty', async () => {
    const { year, subject, specialty } = await createBranch('Used');
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const [price] = await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: tutor.user.id, subjectId: subject.id, pricePerHourPence: 2000 })
      .returning();
    await t.ctx.db
      .insert(userSubjectPriceSpecialties)
      .values({ subjectPriceId: price!.id, specialtyId: specialty.id });
    const inUse = 'This item is in use (by users, tutors or courses) and cannot be deleted.';

    const usedSpecialty = await as('DELETE', `/subject-specialties/${specialty.id}`);
    expect(usedSpecialty.status).toBe(409);
    expect(usedSpecialty.body.message).toBe(inUse);

    await t.ctx.db
      .delete(userSubjectPriceSpecialties)
      .where(eq(userSubjectPriceSpecialties.subjectPriceId, price!.id));
    expect((await as('DELETE', `/subject-specialties/${specialty.id}`)).status).toBe(200);
    const usedSubject = await as('DELETE', `/subjects/${subject.id}`);
    expect(usedSubject.status).toBe(409);
    expect(usedSubject.body.message).toBe(inUse);

    const emptyYear = (
      await as('POST', '/school-years', {
        education_id: year.education_id,
        title_en: 'Graded',
        title_th: 'ชั้น',
      })
    ).body.data;
    await createUser(t.ctx, { gradeId: emptyYear.id, complete: false });
    const usedYear = await as('DELETE', `/school-years/${emptyYear.id}`);
    expect(usedYear.status).toBe(409);
    expect(usedYear.body.message).toBe(inUse);
    expect((await auditOf('school_year', emptyYear.id)).map((row) => row.action)).toEqual([
      'school_year.created',
    ]);
  });

  it('answers 404 for an unknown item', async () => {
    for (const path of ['/educations', '/school-years', '/subjects', '/subject-specialties', '/thumbnails']) {
      expect((await as('DELETE', `${path}/999999`)).status, path).toBe(404);
    }
  });
});

describe('thumbnails', () => {
  it('adds, changes and deletes a thumbnail, recorded, visible to tutors at once', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const created = await as('POST', '/thumbnails', { url: 'https://cdn.kru.test/covers/maths.png' });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^thumbnail-[0-9a-f]{6}$/),
      url: 'https://cdn.kru.test/covers/maths.png',
    });
    const id = created.body.data.id;
    const listed = await t.call('GET', '/api/v1/thumbnails', { token: tutor.token });
    expect(listed.body.data).toContainEqual({ id, url: 'https://cdn.kru.test/covers/maths.png' });

    const changed = await as('PATCH', `/thumbnails/${id}`, { url: '/thumbnails/new.svg' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.url).toBe('/thumbnails/new.svg');
    expect((await as('PATCH', `/thumbnails/${id}`, { url: 'nope' })).body.errors.url).toEqual([
      'Invalid URL',
    ]);
    expect((await as('PATCH', '/thumbnails/999999', { url: '/x.svg' })).status).toBe(404);

    expect((await as('DELETE', `/thumbnails/${id}`)).status).toBe(200);
    expect((await t.call('GET', '/api/v1/thumbnails', { token: tutor.token })).body.data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await auditOf('thumbnail', id)).map((row) => row.action)).toEqual([
      'thumbnail.created',
      'thumbnail.updated',
      'thumbnail.deleted',
    ]);
  });
});

describe('the public catalogue cache', () => {
  it('revalidates by ETag: 304 while unchanged, the new answer right after an admin edit', async () => {
    const first = await t.call('GET', '/api/v1/educations');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await t.call('GET', '/api/v1/educations', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');

    const thai = await t.call('GET', '/api/v1/educations', { headers: { 'if-none-match': etag, ...TH } });
    expect(thai.status).toBe(200);

    const [education] = first.body.data;
    await as('PATCH', `/educations/${education.id}`, { title_en: `${education.title} (edited)` });
    const after = await t.call('GET', '/api/v1/educations', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body.data[0].title).toBe(`${education.title} (edited)`);
  });

  it('tags the subjects and specialties answers too', async () => {
    for (const url of ['/api/v1/public/subjects', '/api/v1/public/subject-specialties']) {
      const res = await t.call('GET', url);
      expect(res.headers.etag, url).toBeDefined();
      const again = await t.call('GET', url, { headers: { 'if-none-match': res.headers.etag as string } });
      expect(again.status, url).toBe(304);
    }
  });
});
