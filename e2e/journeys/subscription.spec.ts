import { createStudent, signIn } from '../support/accounts.ts';
import { payOnSandboxCheckout, TEST_CARDS } from '../support/money.ts';
import { expectWithinWidth } from '../support/pages.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a student subscribes monthly, sees the subscription active, cancels it and sees the grace period', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'subscriber');
  await signIn(page, student);

  await page.goto('/courses/subscribe');
  await expect(page.getByLabel('Billing period')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('plan-kru-plus').getByRole('button', { name: 'Subscribe' }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.succeeds);

  await expect(page).toHaveURL(/\/courses\/subscribe/);
  await expect(page.getByTestId('checkout-result')).toContainText('Subscribed successfully');
  await expect(page.getByTestId('subscription-details')).toBeVisible();
  await expectAccessible(page, 'subscribed');

  await page.goto('/fees');
  const details = page.getByTestId('subscription-details');
  await expect(details).toHaveAttribute('data-phase', 'renewing');
  await expect(details).toContainText('Active');
  await expect(details).toContainText('Renews on');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Yes, cancel it' })).toBeVisible();
  await expectAccessible(page, 'cancelling');
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('subscription-grace')).toContainText('usable until');
  await page.reload();
  await expect(details).toHaveAttribute('data-phase', 'gracePeriod');
  await expect(page.getByTestId('subscription-grace')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await expectAccessible(page, 'grace period');

  // The payment is in the card payments, its amount in view on a phone without scrolling the table sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('card-payment-row')).toHaveCount(1);
  await expectWithinWidth(page, page.getByTestId('card-payment-amount'));
  await expect(page.getByTestId('card-payment-amount')).toHaveText('£9.99');
});
