import { createStudent, signIn, signInThroughPage } from '../support/accounts.ts';
import { codeIn, uniqueEmail, waitForEmail } from '../support/mailbox.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a student changes the e-mail with the code sent to the new address, then signs in with it', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'mover');
  const newEmail = uniqueEmail('moved');
  await signIn(page, student);

  await page.goto('/user/settings');
  const addressForm = page.getByTestId('change-email-form');
  await expect(addressForm).toBeVisible();
  await expectAccessible(page);
  await addressForm.getByRole('textbox', { name: 'New email address' }).fill(newEmail);
  await addressForm.getByRole('textbox', { name: 'Current password' }).fill(student.password);
  await addressForm.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await expectAccessible(page, 'a code sent');

  const code = codeIn(await waitForEmail(request, newEmail));
  const codeForm = page.getByTestId('verify-email-form');
  await codeForm.getByLabel('Digit 1 of the verification code').click();
  await page.keyboard.type(code);
  await expect(page.getByText(`Your email address is now ${newEmail}`)).toBeVisible();
  await expect(page.getByText(`Your email address is ${newEmail}.`)).toBeVisible();
  await expectAccessible(page, 'the address changed');

  await page.goto('/auth/sign-out');
  await signInThroughPage(page, { email: newEmail, password: student.password });
  await expect(page.getByTestId('welcome-title')).toBeVisible();
  await expectAccessible(page, 'with the new address');
});
