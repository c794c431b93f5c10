import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCourse } from '../../../test/course-review.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { solidPng, uploadAndRegister } from '../../../test/files.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createTenant } from '../../../test/tenants.ts';
import { courses, thumbnails } from '../../platform/db/schema/index.ts';

/** The web app's index.html as the build leaves it (the head the server rewrites for public course pages). */
const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kru: online courses, skills and one-to-one tutoring." />
    <title>Kru</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let catalogue: ProfileCatalogue;
let tutor: CreatedUser;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ config: { webDistDir: dist, appUrl: 'https://kru.example' } });
  catalogue = await createProfileCatalogue(t.ctx);
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
});

const page = (url: string, host = 'kru.example') => t.app.inject({ method: 'GET', url, headers: { host } });
const course = (overrides: Partial<Parameters<typeof insertCourse>[1]> = {}) =>
  insertCourse(t.ctx, {
    tutorId: tutor.user.id,
    subjectId: catalogue.maths.id,
    state: 'approved',
    ...overrides,
  });
const detailsUrl = (id: number) => `/courses/search-courses/details?courseId=${id}`;

const BOOT_DATA = /\n {4}<script type="application\/json" id="kru-boot">(.*)<\/script>/;
/** The page as the build left it, without the boot data the server adds to its head. */
const withoutBootData = (html: string) => html.replace(BOOT_DATA, '');
const bootDataOf = (html: string) => JSON.parse(BOOT_DATA.exec(html)?.[1] ?? 'null');

describe('the boot data in every page of the web app', () => {
  it('holds the site settings and, on the main marketplace, no tenant', async () => {
    const res = await page('/courses/my-courses');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bootDataOf(res.body)).toEqual({
      site_config: { test_mode: false, sentry_dsn: null, meeting_opens_minutes_before: 10 },
      tenant: null,
    });
  });

  it('holds the tenant served on the host, as GET /public/subdomain answers, with nothing that can close the script', async () => {
    const school = await createTenant(t.ctx, { title: 'Maths </script><script>alert(1)</script> Club' });
    const res = await page('/', new URL(school.url).host);
    expect(res.body).not.toContain('</script><script>');
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/subdomain?url=${encodeURIComponent(school.url)}`,
    });
    expect(bootDataOf(res.body).tenant).toEqual(answer.json().data);
    expect(bootDataOf(res.body).tenant.title).toBe('Maths </script><script>alert(1)</script> Club');
  });
});

describe('the HTML of a public course page', () => {
  it('carries the course’s title, description and link-card tags, with the cover as an absolute URL', async () => {
    const { course: approved } = await course({
      title: 'Algebra for all',
      description: 'Linear equations, step by step.\nWith worked examples.',
    });
    const [cover] = await t.ctx.db
      .select({ url: thumbnails.url })
      .from(thumbnails)
      .where(eq(thumbnails.id, approved.thumbnailId!));
    const res = await page(detailsUrl(approved.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const html = res.body;
    expect(html).toContain('<title>Algebra for all | Kru</title>');
    expect(html).not.toContain('<title>Kru</title>');
    expect(html).toContain(
      '<meta name="description" content="Linear equations, step by step. With worked examples." />',
    );
    expect(html).toContain('<meta property="og:title" content="Algebra for all" />');
    expect(html).toContain(
      '<meta property="og:description" content="Linear equations, step by step. With worked examples." />',
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://kru.example/courses/search-courses/details?courseId=${approved.id}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${new URL(cover!.url, 'https://kru.example').href}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The rest of the page is the web app's, unchanged.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('shows the author’s own cover as the link card’s image, at its stable URL', async () => {
    const { course: approved } = await course({ title: 'Own cover' });
    const cover = await uploadAndRegister(t, tutor.token, {
      type: 'cover',
      contentType: 'image/png',
      bytes: solidPng(640, 360),
    });
    await t.ctx.db.update(courses).set({ coverFileId: cover.id }).where(eq(courses.id, approved.id));
    const html = (await page(detailsUrl(approved.id))).body;
    expect(html).toContain(
      `<meta property="og:image" content="https://kru.example/api/v1/files/images/${cover.key}" />`,
    );
  });

  it('escapes a title and description written to break out of the tags', async () => {
    const { course: hostile } = await course({
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)> & $& $1',
    });
    const html = (await page(detailsUrl(hostile.id))).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Kru</title>');
    expect(html).toContain(
      '<meta property="og:description" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; $&amp; $1" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('points a skill at the skills page, and a tenant’s course at the tenant’s address with its name', async () => {
    const { course: skill } = await course({ courseType: 'skill', subjectId: null, title: 'Python basics' });
    const skillHtml = (await page(`/skills/search-skills/details?courseId=${skill.id}`)).body;
    expect(skillHtml).toContain(
      `<meta property="og:url" content="https://kru.example/skills/search-skills/details?courseId=${skill.id}" />`,
    );

    const school = await createTenant(t.ctx, { title: 'Maths Club' });
    const { course: limited } = await course({ subdomainIds: [school.id], title: 'Club algebra' });
    const host = new URL(school.url).host;
    const html = (await page(detailsUrl(limited.id), host)).body;
    expect(html).toContain('<title>Club algebra | Maths Club</title>');
    expect(html).toContain(
      `<meta property="og:url" content="${school.url}/courses/search-courses/details?courseId=${limited.id}" />`,
    );
  });

  it('gives the generic HTML, saying nothing of the course, for a draft, one under review, another tenant’s or an unknown id', async () => {
    const { course: draft } = await course({ state: 'draft', title: 'Hidden draft title' });
    const { course: pending } = await course({ state: 'pending', title: 'Hidden pending title' });
    const school = await createTenant(t.ctx);
    const { course: elsewhere } = await course({ subdomainIds: [school.id], title: 'Hidden tenant title' });
    const generic = (await page('/courses/my-courses')).body;
    expect(withoutBootData(generic)).toBe(INDEX_HTML);
    for (const url of [
      detailsUrl(draft.id),
      detailsUrl(pending.id),
      detailsUrl(elsewhere.id),
      detailsUrl(2_000_000_000),
      '/courses/search-courses/details?courseId=abc',
      '/courses/search-courses/details?courseId=99999999999',
      `/courses/search-courses/details?courseId=${draft.id}&courseId=${draft.id}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(withoutBootData(res.body), url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the approved courses and skills of the host’s tenant only, with their last change', async () => {
    const schoolA = await createTenant(t.ctx);
    const schoolB = await createTenant(t.ctx);
    const { course: everywhere } = await course();
    const { course: skill } = await course({ courseType: 'skill', subjectId: null });
    const { course: onA } = await course({ subdomainIds: [schoolA.id] });
    const { course: onB } = await course({ subdomainIds: [schoolB.id] });
    const { course: draft } = await course({ state: 'draft' });
    const { course: pending } = await course({ state: 'pending' });
    const changedAt = new Date('2026-10-01T09:30:00.000Z');
    await t.ctx.db
      .update(courses)
      .set({ approvedAt: changedAt, updatedAt: changedAt })
      .where(eq(courses.id, everywhere.id));

    const main = await page('/sitemap.xml');
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(main.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(main.body).toContain(
      `<url><loc>https://kru.example/courses/search-courses/details?courseId=${everywhere.id}</loc>` +
        '<lastmod>2026-10-01T09:30:00.000Z</lastmod></url>',
    );
    expect(main.body).toContain(`https://kru.example/skills/search-skills/details?courseId=${skill.id}<`);
    for (const hidden of [onA, onB, draft, pending]) {
      expect(main.body).not.toContain(`courseId=${hidden.id}<`);
    }

    const onSchoolA = (await page('/sitemap.xml', new URL(schoolA.url).host)).body;
    expect(onSchoolA).toContain(`${schoolA.url}/courses/search-courses/details?courseId=${onA.id}<`);
    expect(onSchoolA).toContain(`${schoolA.url}/courses/search-courses/details?courseId=${everywhere.id}<`);
    expect(onSchoolA).not.toContain(`courseId=${onB.id}<`);
    expect(onSchoolA).not.toContain('https://kru.example');
  });

  it('points robots.txt at the host’s own sitemap', async () => {
    const school = await createTenant(t.ctx);
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nDisallow: /api/\nSitemap: https://kru.example/sitemap.xml\n');
    const onSchool = await page('/robots.txt', new URL(school.url).host);
    expect(onSchool.body).toContain(`Sitemap: ${school.url}/sitemap.xml\n`);
  });
});
