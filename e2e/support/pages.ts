import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
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
  await expect(page.getByTestId('sign-up-submit')).toBeVisible();
  await expectAccessible(page, role);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByTestId('sign-up-terms').check();
  await page.getByTestId('sign-up-submit').click();
  await expect(page).toHaveURL(/\/auth\/verify-email/);
  await expect(page.getByLabel('Digit 1 of the verification code')).toBeVisible();
  await expectAccessible(page);
  const code = codeIn(await waitForEmail(request, email));
  await page.getByLabel('Digit 1 of the verification code').click();
  await page.keyboard.type(code);
  return email;
}

/** A real one-page PDF, built here: the server checks a document's bytes, not only its declared type. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The tutor's personal details step of the onboarding pages, filled in and sent (on to grade_prices). */
export async function fillTutorPersonalDetails(page: Page, firstName = 'Grace') {
  await expect(page).toHaveURL(/\/auth\/sign-up\/tutor\?step=personal_details/);
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectAccessible(page, 'personal details');
  await pick(page, 'Title', 'Dr');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Female').check();
  await page.getByLabel('Date of birth').fill('1986-07-02');
  await page.keyboard.press('Escape');
  await page.getByLabel('Mobile').fill('07700 900456');
  await page.getByTestId('step-submit').click();
  await expect(page).toHaveURL(/step=grade_prices/);
  await expect(page.getByRole('textbox', { name: 'Grades you teach' })).toBeVisible();
  await expectAccessible(page, 'grade prices');
}

/** The tutor's personal details and one priced subject, through the onboarding pages (from personal_details). */
export async function completeTutorProfile(page: Page, firstName = 'Grace') {
  await fillTutorPersonalDetails(page, firstName);
  await page.getByRole('textbox', { name: 'Grades you teach' }).click();
  await page.getByRole('option', { name: 'Year 10 (GCSE)', exact: true }).click();
  await page.keyboard.press('Escape');
  const row = page.getByTestId('subject-price-row').first();
  await row.getByRole('textbox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Maths · Year 10 (GCSE)' }).click();
  await row.getByLabel('Price per hour').fill('35');
  await page.getByTestId('step-submit').click();
  await expect(page).toHaveURL(/step=success/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'success');
}

/**
 * The element shows whole within the page's width, without scrolling anything sideways (a phone's screen). Retried
 * until the layout settles: after a resize the frame's side menu slides away in a transition.
 */
export async function expectWithinWidth(page: Page, element: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  await expect(element).toBeVisible();
  await expect(async () => {
    const box = await element.boundingBox();
    expect(box, 'the element has a box').not.toBeNull();
    expect(box!.x + box!.width, `the element ends within the ${width} px of the page`).toBeLessThanOrEqual(
      width,
    );
  }).toPass({ timeout: 5_000 });
}
