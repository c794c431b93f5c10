import { fillTutorPersonalDetails, signUpThroughPages } from '../support/pages.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a tutor signs up and sets grades and prices for two subjects', async ({ page, request }) => {
  await signUpThroughPages(page, request, 'teacher');

  await fillTutorPersonalDetails(page, 'Grace');

  await page.getByRole('textbox', { name: 'Grades you teach' }).click();
  await page.getByRole('option', { name: 'Year 10 (GCSE)', exact: true }).click();
  await page.getByRole('option', { name: 'Year 12 (A level)', exact: true }).click();
  await page.keyboard.press('Escape');

  const rows = page.getByTestId('subject-price-row');
  await rows.nth(0).getByRole('textbox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Maths · Year 10 (GCSE)' }).click();
  await rows.nth(0).getByLabel('Price per hour').fill('0.5');
  await rows.nth(0).getByRole('textbox', { name: 'Specialties' }).click();
  for (const specialty of ['Algebra', 'Number']) {
    await page.getByRole('option', { name: specialty, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'grade prices filled');
  await page.getByRole('button', { name: 'Add a subject' }).click();
  await rows.nth(1).getByRole('textbox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Physics · Year 12 (A level)' }).click();
  await rows.nth(1).getByLabel('Price per hour').fill('42.5');

  await page.getByTestId('step-submit').click();
  await expect(
    page.getByText('Price per hour must be between 1 and 1000 pounds', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page, 'grade prices with an error');
  await rows.nth(0).getByLabel('Price per hour').fill('35');
  await page.getByTestId('step-submit').click();

  await expect(page).toHaveURL(/step=success/);
  await expect(page.getByRole('button', { name: 'Go to my dashboard' })).toBeVisible();
  await expectAccessible(page, 'success');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('kru.user') ?? 'null'));
  expect(
    saved.subjectPrices.map(
      (p: { subject: { title: string }; pricePerHour: number; specialties: { title: string }[] }) => [
        p.subject.title,
        p.pricePerHour,
        p.specialties.map((s) => s.title).sort(),
      ],
    ),
  ).toEqual([
    ['Maths', 35, ['Algebra', 'Number']],
    ['Physics', 42.5, []],
  ]);

  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('welcome-title')).toContainText('Grace');
  await expectAccessible(page);
});
