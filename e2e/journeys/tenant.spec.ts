import { randomBytes } from 'node:crypto';
import { createStudent, signIn, signInThroughPage } from '../support/accounts.ts';
import { adminToken } from '../support/admin.ts';
import { bearer, data, useOwnAddress } from '../support/api.ts';
import { approvedCourse, approvedCourseAuthor, createTenantStudent } from '../support/courses.ts';
import { type APIRequestContext, expect, expectAccessible, test } from '../support/test.ts';

interface Subdomain {
  id: number;
  title: string;
  url: string;
  is_active: boolean;
}

/** The tenant served at `origin`, made (or renamed and switched on again) by the admin team. */
async function activeTenantAt(
  request: APIRequestContext,
  admin: Record<string, string>,
  origin: string,
  title: string,
): Promise<Subdomain> {
  const existing = (
    await data<Subdomain[]>(await request.get('/api/v1/admin/subdomains', { headers: admin }))
  ).find((subdomain) => subdomain.url === origin);
  return existing
    ? data<Subdomain>(
        await request.patch(`/api/v1/admin/subdomains/${existing.id}`, {
          headers: admin,
          data: { title, is_active: true },
        }),
      )
    : data<Subdomain>(
        await request.post('/api/v1/admin/subdomains', { headers: admin, data: { title, url: origin } }),
      );
}

async function deactivate(request: APIRequestContext, admin: Record<string, string>, tenant: Subdomain) {
  await data(
    await request.patch(`/api/v1/admin/subdomains/${tenant.id}`, {
      headers: admin,
      data: { is_active: false },
    }),
  );
}

test('a page on a tenant host shows that tenant in the shell, and falls back once it is deactivated', async ({
  page,
  request,
  baseURL,
}) => {
  // The other journeys run on localhost: the tenant lives on another name of the same server (127.0.0.1).
  const tenantOrigin = new URL(baseURL!).origin.replace('localhost', '127.0.0.1');
  const title = `Bright School ${randomBytes(2).toString('hex')}`;
  const admin = bearer(await adminToken(request));
  const tenant = await activeTenantAt(request, admin, tenantOrigin, title);

  try {
    await page.goto(`${tenantOrigin}/auth/sign-in`);
    await expect(page.getByTestId('tenant-name')).toContainText(title);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'on a tenant');
    expect(await page.evaluate(() => localStorage.getItem('kru.subdomain'))).toBe(String(tenant.id));

    // Calls carry the tenant: signing up here makes a user of this tenant, whose shell shows it too.
    const signUp = page.waitForRequest((r) => r.url().endsWith('/api/v1/register') && r.method() === 'POST');
    await page.goto(`${tenantOrigin}/auth/sign-up?role=student`);
    await expect(page.getByTestId('tenant-name')).toContainText(title);
    await expectAccessible(page, 'on a tenant');
    await page
      .getByRole('textbox', { name: 'Email' })
      .fill(`tenant-${randomBytes(4).toString('hex')}@example.com`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('journey-pass-2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('journey-pass-2026');
    await page.getByTestId('sign-up-terms').check();
    await page.getByTestId('sign-up-submit').click();
    expect((await signUp).headers()['x-subdomain']).toBe(String(tenant.id));
    await expect(page).toHaveURL(/\/auth\/verify-email/);
    await expect(page.getByLabel('Digit 1 of the verification code')).toBeVisible();
    await expectAccessible(page, 'on a tenant');

    // The main marketplace shows no tenant.
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'on the main site');
    await expect(page.getByTestId('tenant-name')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('kru.subdomain'))).toBeNull();
  } finally {
    await deactivate(request, admin, tenant);
  }

  // Deactivated: the site's host serves no tenant any more, the stored id is forgotten: the main marketplace.
  await page.goto(`${tenantOrigin}/auth/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kru.subdomain'))).toBeNull();
  await expect(page.getByTestId('tenant-name')).toHaveCount(0);
});

test("a page on a tenant's host shows that tenant's name and only its courses", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tenantOrigin = new URL(baseURL!).origin.replace('localhost', '127.0.0.1');
  const hex = randomBytes(3).toString('hex');
  const admin = bearer(await adminToken(request));
  const tenant = await activeTenantAt(request, admin, tenantOrigin, `Bright School ${hex}`);
  const otherTenant = await activeTenantAt(request, admin, `https://other-${hex}.kru.test`, `Other ${hex}`);

  try {
    // A tutor of the main marketplace writes one course for each tenant and one for everyone.
    const tag = `tn${hex}`;
    const author = await approvedCourseAuthor(request, 'tenant-author');
    const chapters = [{ title: 'Start', sections: [{ title: 'Welcome', body: 'Hello.' }] }];
    const ownCourse = await approvedCourse(request, author, {
      title: `Bright algebra ${tag}`,
      subDomainIds: [tenant.id],
      chapters,
    });
    const otherCourse = await approvedCourse(request, author, {
      title: `Other algebra ${tag}`,
      subDomainIds: [otherTenant.id],
      chapters,
    });
    const everyone = await approvedCourse(request, author, { title: `Open algebra ${tag}`, chapters });

    // A student of the tenant signs in on its site: its name in the shell, its course and the open one listed.
    const student = await createTenantStudent(request, tenant.id);
    const tenantPage = await (await browser.newContext()).newPage();
    await useOwnAddress(tenantPage);
    await tenantPage.goto(`${tenantOrigin}/auth/sign-in`);
    await expect(tenantPage.getByTestId('tenant-name')).toContainText(tenant.title);
    await expectAccessible(tenantPage);
    await signInThroughPage(tenantPage, student);
    await expect(tenantPage.getByTestId('welcome-title')).toBeVisible();
    await expectAccessible(tenantPage);
    await tenantPage.goto(`${tenantOrigin}/courses/search-courses?keyword=${tag}`);
    await expect(tenantPage.getByTestId('tenant-name')).toContainText(tenant.title);
    const tenantTitles = tenantPage.getByTestId('course-card').getByTestId('course-title');
    await expect(tenantTitles).toHaveCount(2);
    for (const listed of [ownCourse.title, everyone.title]) {
      await expect(tenantTitles.filter({ hasText: listed })).toHaveCount(1);
    }
    await expect(tenantPage.getByText(otherCourse.title)).toHaveCount(0);
    await expectAccessible(tenantPage);
    await tenantPage.goto(`${tenantOrigin}/courses/search-courses/details?courseId=${ownCourse.id}`);
    await expect(tenantPage.getByRole('heading', { name: ownCourse.title })).toBeVisible();
    await expectAccessible(tenantPage);
    await tenantPage.context().close();

    // On the main marketplace neither tenant's course is listed, nor opens.
    const mainPage = await (await browser.newContext()).newPage();
    await signIn(mainPage, await createStudent(request, 'main-student'));
    await mainPage.goto(`/courses/search-courses?keyword=${tag}`);
    const mainTitles = mainPage.getByTestId('course-card').getByTestId('course-title');
    await expect(mainTitles).toHaveText([everyone.title]);
    await expect(mainPage.getByTestId('tenant-name')).toHaveCount(0);
    await expectAccessible(mainPage);
    await mainPage.goto(`/courses/search-courses/details?courseId=${ownCourse.id}`);
    await expect(mainPage.getByTestId('course-not-found')).toHaveText(
      'This course could not be found on this site.',
    );
    await expectAccessible(mainPage, 'not on this site');
    await mainPage.context().close();
  } finally {
    await deactivate(request, admin, tenant);
    await deactivate(request, admin, otherTenant);
  }
});
