import { payOnSandboxCheckout, TEST_CARDS } from '../support/money.ts';
import { pick, signUpThroughPages, TINY_PNG } from '../support/pages.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a student signs up, verifies the e-mail, completes every onboarding step, subscribing yearly through the checkout, with a photo and lands home', async ({
  page,
  request,
}) => {
  await signUpThroughPages(page, request, 'student');

  await expect(page).toHaveURL(/\/auth\/sign-up\/student\?step=personal_details/);
  await page.getByTestId('step-submit').click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectAccessible(page, 'personal details with errors');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Female').check();
  await page.getByLabel('Date of birth').fill('14/05/2010');
  await page.keyboard.press('Escape');
  await page.getByLabel('Mobile').fill('+44 7700 900123');
  await page.getByTestId('step-submit').click();

  await expect(page).toHaveURL(/step=grade/);
  await expect(page.getByRole('textbox', { name: 'Education level', exact: true })).toBeVisible();
  await expectAccessible(page, 'grade');
  await pick(page, 'Education level', 'Secondary (Key Stages 3-4)');
  await pick(page, 'Grade', 'Year 10 (GCSE)');
  await pick(page, 'Country', 'United Kingdom', 'United K');
  await pick(page, 'County', 'Oxfordshire', 'Oxford');
  await page.getByLabel('City').fill('Oxford');
  await page.getByLabel('Street').fill('1 High Street');
  await page.getByLabel('Post code').fill('OX1 4AA');
  await page.getByTestId('step-submit').click();

  await expect(page).toHaveURL(/step=subscription/);
  await page.reload();
  await expect(page).toHaveURL(/step=subscription/);
  await expect(page.getByTestId('plan-kru-plus')).toBeVisible();
  await expectAccessible(page, 'subscription');
  await page.getByText('Yearly').click();
  await page.getByTestId('plan-kru-plus').getByRole('button', { name: 'Subscribe' }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/step=subscription/);
  await expect(page.getByTestId('checkout-result')).toContainText('Subscribed successfully');
  await expect(page.getByTestId('step-submit')).toHaveText('Continue');
  await expectAccessible(page, 'subscribed');
  await page.getByTestId('step-submit').click();

  await expect(page).toHaveURL(/step=avatar/);
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('avatar-remove')).toBeVisible();
  await expectAccessible(page, 'avatar');
  await page.getByTestId('step-submit').click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('welcome-title')).toContainText('Ada');
  await expectAccessible(page);

  await page.goto('/user/profile');
  await expect(page.getByTestId('profile-name')).toContainText('Ada Lovelace');
  await expect(page.getByText('Year 10 (GCSE)')).toBeVisible();
  await expect(page.locator('img[src*="/api/v1/files/download/avatar/"]').first()).toBeVisible();
  await expectAccessible(page);
});
