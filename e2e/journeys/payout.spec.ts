import { signIn } from '../support/accounts.ts';
import { creditEarnings } from '../support/money.ts';
import { expect, expectAccessible, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

test('a tutor sets up the payout account through the sandbox and withdraws the earnings', async ({
  page,
  request,
}) => {
  const tutor = await createSubmittedTutor(request, 'payout');
  await creditEarnings(request, tutor.token, 42.5);
  await signIn(page, tutor);

  await page.goto('/fees');
  await expect(page.getByTestId('earnings-available')).toContainText('42.50');
  await expect(page.getByTestId('payout-account-status')).toHaveAttribute('data-status', 'incomplete');
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Set up bank account' }).click();
  await expect(page).toHaveURL(/\/sandbox\/connect/);
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Account holder name is required')).toBeVisible();
  await expectAccessible(page, 'with its errors');
  await page.getByLabel('Account holder').fill(tutor.fullName);
  await page.getByLabel('Sort code').fill('10-88-00');
  await page.getByLabel('Account number').fill('12345');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Enter an account number of 8 digits')).toBeVisible();
  await page.getByLabel('Account number').fill('00012345');
  await page.getByRole('button', { name: 'Save bank details' }).click();

  await expect(page).toHaveURL(/\/fees/);
  await expect(page.getByTestId('payout-account-status')).toHaveAttribute('data-status', 'verified');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'withdraw dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();

  await expect(page.getByTestId('payout-row').first()).toContainText('42.50');
  await expect(page.getByTestId('payout-row').first()).toContainText(/Pending|Expected by/);
  await expect(page.getByTestId('earnings-available')).toContainText('0.00');
  await expectAccessible(page, 'withdrawn');
});
