import { createStudent, signInThroughPage } from '../support/accounts.ts';
import { latestEmailId, linkIn, waitForEmail } from '../support/mailbox.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a student who forgot the password resets it from the e-mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'forgetful');
  const before = await latestEmailId(request, student.email);

  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectAccessible(page, 'sent');

  const link = linkIn(await waitForEmail(request, student.email, before), '/auth/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-secret-1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('brand-new-secret-1');
  await page.getByRole('button', { name: 'Update password' }).click();

  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await signInThroughPage(page, { email: student.email, password: 'brand-new-secret-1' });
  await expect(page.getByRole('heading', { name: /Welcome, Ploy/ })).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto('/auth/sign-out');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-secret-22');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('another-secret-22');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('This link does not work')).toBeVisible();
  await expectAccessible(page, 'a used link');
});

test('a used or broken reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/auth/reset-password?token=not-a-real-token&email=nobody%40example.com');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-secret-1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('brand-new-secret-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('This link does not work')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await expectAccessible(page, 'a broken link');
});
