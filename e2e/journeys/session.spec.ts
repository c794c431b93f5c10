import { createStudent, signIn, signInThroughPage } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('after signing out, a deep link goes to sign-in and back to the page after signing in', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'deeplink');
  await signIn(page, student);

  const token = await page.evaluate(() => localStorage.getItem('kru.token'));
  const bearer = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/v1/user', { headers: bearer })).status()).toBe(200);

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page, 'account menu open');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  // Signed out on the server too: the old token is refused.
  expect(await page.evaluate(() => localStorage.getItem('kru.token'))).toBeNull();
  expect((await request.get('/api/v1/user', { headers: bearer })).status()).toBe(401);

  await page.goto('/user/settings');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await signInThroughPage(page, student);
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByTestId('change-email-form')).toBeVisible();
  await expectAccessible(page);
});
