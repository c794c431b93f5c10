import { createStudent, signIn } from '../support/accounts.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, bookedSession, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

/** The student cancels the booked session from /tuition/sessions: a request, as it starts within 24 hours. */
async function requestCancellation(page: Page, tutorName: string) {
  await page.goto('/tuition/sessions');
  const card = page.getByTestId('session-card').filter({ hasText: tutorName });
  await expect(card.getByTestId('session-status')).toHaveText('Booked');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog).toContainText('the tutor decides whether to refund you or keep the payment');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog.getByText('Reasons of cancellation is required')).toBeVisible();
  await expectAccessible(page, 'cancel dialog with its error');
  await dialog
    .getByRole('textbox', { name: 'Reason for cancelling' })
    .fill('My school trip moved to this day.');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Your cancellation request has been sent to the tutor.')).toBeVisible();
  await expect(card.getByTestId('session-cancellation')).toContainText('waiting for the tutor');
}

/** The tutor answers the waiting cancellation on /tuition/requested. */
async function decide(page: Page, button: 'Refund' | 'Keep payment') {
  await page.goto('/tuition/requested');
  const waiting = page.getByTestId('session-card').filter({ hasText: 'My school trip moved to this day.' });
  await expect(waiting).toHaveCount(1);
  await expectAccessible(page);
  await waiting.getByRole('button', { name: button }).click();
  // Moving the money is confirmed in a dialog that says what happens.
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.getByTestId('cancellations-empty')).toBeVisible();
}

for (const outcome of ['refunded', 'kept'] as const) {
  test(`a cancellation within 24 hours that the tutor ${outcome === 'kept' ? 'keeps' : 'refunds'}`, async ({
    browser,
    page,
    request,
  }) => {
    // A one-hour session starting in about five hours, booked and approved.
    const { tutor, slotIds } = await approvedTutorWithFreeTime(request, slotStartIn(5), 2);
    const student = await createStudent(request, `cancel${outcome}`);
    await creditWallet(request, student.token, 40);
    await bookedSession(request, student.token, tutor.token, slotIds);

    await signIn(page, student);
    await requestCancellation(page, tutor.fullName);

    const tutorContext = await browser.newContext();
    const tutorPage = await tutorContext.newPage();
    await signIn(tutorPage, tutor);
    await tutorPage.goto('/tuition');
    await expect(tutorPage.getByTestId('overview-cancellations')).toContainText(
      '1 cancellation is waiting for your decision',
    );
    await expectAccessible(tutorPage);
    await decide(tutorPage, outcome === 'kept' ? 'Keep payment' : 'Refund');
    await tutorContext.close();

    // The student finds the session among the past ones with the outcome, and the money where it belongs.
    await page.goto('/tuition/sessions?tab=past');
    const card = page.getByTestId('session-card').filter({ hasText: tutor.fullName });
    await expect(card.getByTestId('session-status')).toHaveText('Cancelled');
    await expect(card.getByTestId('session-cancellation')).toContainText(
      outcome === 'kept' ? 'the tutor kept the payment' : 'Cancelled and refunded',
    );
    await expectAccessible(page, 'past');
    await page.goto('/fees');
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute(
      'data-amount',
      outcome === 'kept' ? '15.00' : '40.00',
    );
    await expectAccessible(page);
    if (outcome === 'kept') return;

    // The refund's receipt is headed, and its browser tab named, as a refund (in Thai too).
    const refundRow = page.locator('[data-testid="movement-row"][data-kind="booking_refund"]');
    await refundRow.getByTestId('movement-receipt').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund receipt' })).toBeVisible();
    await expect(page).toHaveTitle('Refund receipt · Kru');
    await expectAccessible(page, 'refund receipt');
    await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ใบเสร็จการคืนเงิน' })).toBeVisible();
    await expect(page).toHaveTitle('ใบเสร็จการคืนเงิน · Kru');
    await expectAccessible(page, 'refund receipt th');
    // Back on the wallet page, the tab has the route's own title again.
    await page.goBack();
    await expect(page).toHaveTitle(/^(?!ใบเสร็จการคืนเงิน)/);
    await expectAccessible(page, 'th');
  });
}
