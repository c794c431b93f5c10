import { createStudent } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('switching to Thai survives a reload and carries into the signed-in app', async ({ page, request }) => {
  const student = await createStudent(request, 'thai');
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();

  await page.getByTestId('sign-in-email').fill(student.email);
  await page.getByTestId('sign-in-password').fill(student.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByRole('heading', { name: /ยินดีต้อนรับ/ })).toBeVisible();
  await expectAccessible(page);

  // Thai messages come from the server too.
  await page.goto('/auth/sign-out');
  await page.getByTestId('sign-in-email').fill(student.email);
  await page.getByTestId('sign-in-password').fill('a-wrong-password');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await expectAccessible(page, 'a wrong password');
});
