import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken } from '../support/admin.ts';
import { bearer, data } from '../support/api.ts';

interface Subdomain {
  id: number;
  title: string;
  url: string;
  is_active: boolean;
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
  const existing = (
    await data<Subdomain[]>(await request.get('/api/v1/admin/subdomains', { headers: admin }))
  ).find((subdomain) => subdomain.url === tenantOrigin);
  const tenant = existing
    ? await data<Subdomain>(
        await request.patch(`/api/v1/admin/subdomains/${existing.id}`, {
          headers: admin,
          data: { title, is_active: true },
        }),
      )
    : await data<Subdomain>(
        await request.post('/api/v1/admin/subdomains', {
          headers: admin,
          data: { title, url: tenantOrigin },
        }),
      );

  try {
    await page.goto(`${tenantOrigin}/auth/sign-in`);
    await expect(page.getByTestId('tenant-name')).toContainText(title);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kru.subdomain'))).toBe(String(tenant.id));

    // Calls carry the tenant: signing up here makes a user of this tenant, whose shell shows it too.
    const signUp = page.waitForRequest((r) => r.url().endsWith('/api/v1/register') && r.method() === 'POST');
    await page.goto(`${tenantOrigin}/auth/sign-up?role=student`);
    await expect(page.getByTestId('tenant-name')).toContainText(title);
    await page
      .getByRole('textbox', { name: 'Email' })
      .fill(`tenant-${randomBytes(4).toString('hex')}@example.com`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('journey-pass-2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('journey-pass-2026');
    await page.getByTestId('sign-up-terms').check();
    await page.getByTestId('sign-up-submit').click();
    expect((await signUp).headers()['x-subdomain']).toBe(String(tenant.id));
    await expect(page).toHaveURL(/\/auth\/verify-email/);

    // The main marketplace shows no tenant.
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('tenant-name')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('kru.subdomain'))).toBeNull();
  } finally {
    await data(
      await request.patch(`/api/v1/admin/subdomains/${tenant.id}`, {
        headers: admin,
        data: { is_active: false },
      }),
    );
  }

  // Deactivated: the site's host serves no tenant any more, the stored id is forgotten: the main marketplace.
  await page.goto(`${tenantOrigin}/auth/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kru.subdomain'))).toBeNull();
  await expect(page.getByTestId('tenant-name')).toHaveCount(0);
});
