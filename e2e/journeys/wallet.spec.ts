import { createStudent, signIn } from '../support/accounts.ts';
import { payOnSandboxCheckout, TEST_CARDS } from '../support/money.ts';
import { expectWithinWidth } from '../support/pages.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a student tops up 10.00 through the sandbox checkout and sees 10.00 in the wallet and its history', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'topup');
  await signIn(page, student);

  await page.goto('/fees');
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', '0.00');
  await page.getByLabel('Top-up amount').fill('0.20');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page.getByText('The minimum top-up is £0.30')).toBeVisible();
  await expectAccessible(page, 'too little');

  await page.getByLabel('Top-up amount').fill('10');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.succeeds);

  await expect(page).toHaveURL(/\/fees/);
  await expect(page.getByTestId('checkout-result')).toContainText('Wallet charged');
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', '10.00');
  await expect(page.getByTestId('movement-row').first()).toHaveAttribute('data-kind', 'top_up');
  await expect(page.getByTestId('movement-amount').first()).toContainText('10.00');
  await expect(page).not.toHaveURL(/checkout=/);
  await expectAccessible(page, 'topped up');

  // On a phone the history's amounts are in view without scrolling the table sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectWithinWidth(page, page.getByTestId('movement-amount').first());
});

test('a declined card shows the failure message and puts no money in the wallet', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'declined');
  await signIn(page, student);

  await page.goto('/fees');
  await expect(page.getByLabel('Top-up amount')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Top-up amount').fill('25');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.declined);

  await expect(page).toHaveURL(/\/fees/);
  await expect(page.getByTestId('checkout-result')).toContainText('The transaction was unsuccessful');
  await expect(page.getByTestId('checkout-result')).toContainText(
    'Your card was declined. Try another card.',
  );
  await expect(page.getByTestId('checkout-result')).not.toContainText('card_declined');
  await expectAccessible(page, 'declined');
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', '0.00');
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', '0.00');
  await expect(page.getByTestId('movement-row').first()).toHaveAttribute('data-kind', 'top_up');
});
