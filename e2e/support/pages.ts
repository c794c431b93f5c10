import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PASSWORD } from './accounts.ts';
import { codeIn, uniqueEmail, waitForEmail } from './mailbox.ts';

/** A real 1x1 PNG: the server checks an avatar's bytes, not only its declared type. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks `option` in the Mantine select labelled `label`, typing `search` first when given. */
export async function pick(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Signs up through the pages: the form, then the 5-digit code read from the mailbox. Answers the address. */
export async function signUpThroughPages(
  page: Page,
  request: APIRequestContext,
  role: 'student' | 'teacher',
) {
  const email = uniqueEmail(role);
  await page.goto(`/auth/sign-up?role=${role}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByTestId('sign-up-terms').check();
  await page.getByTestId('sign-up-submit').click();
  await expect(page).toHaveURL(/\/auth\/verify-email/);
  const code = codeIn(await waitForEmail(request, email));
  await page.getByLabel('Digit 1 of the verification code').click();
  await page.keyboard.type(code);
  return email;
}
