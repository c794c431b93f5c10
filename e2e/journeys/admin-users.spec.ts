import { createStudent } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { bearer, ownAddress } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('an admin suspends a user, whose token stops working at once, then restores them', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'suspendee');
  const userCall = () => request.get('/api/v1/user', { headers: bearer(student.token) });
  expect((await userCall()).status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const search = page.getByTestId('users-search');
  await search.fill('su');
  await expect(page.getByText('Search text must be at least 3 characters')).toBeVisible();
  await expectAccessible(page, 'search too short');
  await search.fill(student.email);
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(student.email);
  await expect(rows.first()).toContainText('Student');
  await expect(rows.first()).toContainText('Main marketplace');
  await expect(rows.first()).toContainText('Active');
  await expectAccessible(page);

  await rows.first().getByRole('button', { name: 'Ploy Srisuk' }).click();
  const drawer = page.getByTestId('user-detail');
  await expect(drawer).toContainText(student.email);
  await drawer.getByTestId('suspend-button').click();
  await page.getByTestId('suspend-submit').click();
  await expect(page.getByText('Reason is required')).toBeVisible();
  await expectAccessible(page, 'user drawer, suspending');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Repeated abusive messages to tutors.');
  await page.getByTestId('suspend-submit').click();
  await expect(drawer.getByTestId('account-state')).toHaveText('Suspended');
  await expect(drawer.getByTestId('audit-entry').first()).toContainText('Account suspended');
  await expect(drawer.getByTestId('audit-entry').first()).toContainText(
    'Repeated abusive messages to tutors.',
  );

  // At once: the user's token is refused, and signing in again is too.
  expect((await userCall()).status()).toBe(401);
  const studentAddress = ownAddress();
  const refused = await request.post('/api/v1/auth', {
    headers: studentAddress,
    data: { email: student.email, password: student.password },
  });
  expect(refused.status()).toBe(403);

  // The list shows the new state once the drawer is closed.
  await page.keyboard.press('Escape');
  await expect(rows.first().getByTestId('account-state')).toHaveText('Suspended');
  await page.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Suspended', exact: true }).click();
  await expect(rows).toHaveCount(1);

  await rows.first().getByRole('button', { name: 'Ploy Srisuk' }).click();
  await drawer.getByTestId('restore-button').click();
  await page.getByTestId('restore-submit').click();
  await expect(drawer.getByTestId('account-state')).toHaveText('Active');
  await expect(drawer.getByTestId('audit-entry').first()).toContainText('Account restored');

  const signedIn = await request.post('/api/v1/auth', {
    headers: studentAddress,
    data: { email: student.email, password: student.password },
  });
  expect(signedIn.ok()).toBe(true);
  const { token } = (await signedIn.json()).data;
  expect((await request.get('/api/v1/user', { headers: bearer(token) })).status()).toBe(200);
});
