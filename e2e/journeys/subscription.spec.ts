import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Account, createStudent, signIn } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { payOnSandboxCheckout, TEST_CARDS } from '../support/money.ts';
import { expectWithinWidth } from '../support/pages.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const SHOTS = path.resolve(import.meta.dirname, '..', '..', 'data', 'screenshots', 'subscription');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Subscribes monthly through the plans page and the sandbox checkout (the student is signed in). */
async function subscribeMonthly(page: Page) {
  await page.goto('/courses/subscribe');
  await page.getByTestId('plan-kru-plus').getByRole('button', { name: 'Subscribe' }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.succeeds);
  await expect(page.getByTestId('checkout-result')).toContainText('Subscribed successfully');
  await expectAccessible(page, 'subscribed');
}

test('a student subscribes monthly, cancels it, sees the grace period and resumes it', async ({
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

  // Changed their mind while the paid period runs: resuming renews it as before, and charges nothing.
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  const resumeDialog = page.getByRole('dialog', { name: 'Resume your subscription?' });
  await expect(resumeDialog).toContainText('Nothing is charged now');
  await expectAccessible(page, 'resuming');
  await resumeDialog.getByRole('button', { name: 'Keep it cancelled' }).click();
  await expect(details).toHaveAttribute('data-phase', 'gracePeriod');
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await page.getByRole('button', { name: 'Yes, resume it' }).click();
  await expect(page.getByText('Your subscription is active again')).toBeVisible();
  await expect(details).toHaveAttribute('data-phase', 'renewing');
  await expect(page.getByTestId('subscription-grace')).toHaveCount(0);
  await page.reload();
  await expect(details).toHaveAttribute('data-phase', 'renewing');
  await expect(details).toContainText('Renews on');
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
  await expectAccessible(page, 'resumed');

  // The payment is in the card payments, its amount in view on a phone without scrolling the table sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('card-payment-row')).toHaveCount(1);
  await expectWithinWidth(page, page.getByTestId('card-payment-amount'));
  await expect(page.getByTestId('card-payment-amount')).toHaveText('£9.99');
});

test('on a phone in Thai: the grade in Thai on the home page, and a cancelled subscription resumed', async ({
  page,
  request,
}) => {
  const student: Account = await createStudent(request, 'resumer');
  await signIn(page, student);
  await subscribeMonthly(page);
  const canceled = await request.post('/api/v1/subscription/cancel', { headers: bearer(student.token) });
  expect(canceled.status()).toBe(200);

  // A page load in Thai (the language stored on this device) asks for the user in Thai from the start.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('kru.language', 'th'));
  await page.goto('/');
  await expect(page.getByTestId('stat-grade')).toContainText('ปีที่ 1 (Year 1)');
  await expectAccessible(page, 'th');
  await shot(page, 'home-th');

  await page.goto('/courses/subscribe');
  const details = page.getByTestId('subscription-details');
  await expect(details).toHaveAttribute('data-phase', 'gracePeriod');
  await expect(page.getByTestId('subscription-grace')).toContainText('เว้นแต่คุณจะกลับมาใช้ต่อ');
  await expectWithinWidth(page, page.getByTestId('subscription-resume'));
  await shot(page, 'subscribe-grace-th');
  await page.getByRole('button', { name: 'กลับมาใช้การสมัครสมาชิกต่อ' }).click();
  const dialog = page.getByRole('dialog', { name: 'กลับมาใช้การสมัครสมาชิกต่อหรือไม่' });
  await expect(dialog).toContainText('ไม่มีการเรียกเก็บเงินตอนนี้');
  await expectAccessible(page, 'th resuming');
  await shot(page, 'subscribe-resume-dialog-th');
  await dialog.getByRole('button', { name: 'ใช่ กลับมาใช้ต่อ' }).click();
  await expect(details).toHaveAttribute('data-phase', 'renewing');
  await expect(page.getByRole('button', { name: 'ยกเลิกการสมัครสมาชิก' })).toBeVisible();
  await shot(page, 'subscribe-renewing-th');

  // Switched to English in the header: the user's titles follow without a reload.
  await page.goto('/');
  await expect(page.getByTestId('stat-grade')).toContainText('ปีที่ 1 (Year 1)');
  await page.getByTestId('language-switcher').getByText('EN').click();
  await expect(page.getByTestId('stat-grade')).toContainText('Year 1');
  await expect(page.getByTestId('stat-grade')).not.toContainText('ปีที่');
  await shot(page, 'home-en');
  await page.goto('/courses/subscribe');
  await expect(details).toHaveAttribute('data-phase', 'renewing');
  await expectAccessible(page, 'phone');
  await shot(page, 'subscribe-renewing-en');
});
