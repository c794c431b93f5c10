import { createStudent, signIn } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { creditWallet, payOnSandboxCheckout, TEST_CARDS } from '../support/money.ts';
import { approvedTutorWithFreeTime, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

const HALF_HOUR_MS = 30 * 60_000;

/** The booking page's half hours starting at `start` and the next `count - 1`. */
function slotStarts(start: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(start.getTime() + i * HALF_HOUR_MS).toISOString());
}

test('a student with money books an hour, the tutor approves it, and the student sees it booked', async ({
  browser,
  page,
  request,
}) => {
  // Free time more than two days ahead (UTC), so the request waits the full 48 hours for the tutor.
  const start = slotStartIn(50);
  const { tutor } = await approvedTutorWithFreeTime(request, start, 4);
  const student = await createStudent(request, 'booker');
  const zone = await request.post('/api/v1/user', {
    headers: bearer(student.token),
    data: { time_zone: 'Asia/Bangkok' },
  });
  expect(zone.ok(), await zone.text()).toBeTruthy();
  await creditWallet(request, student.token, 50);

  // The student (in Bangkok) finds the tutor and opens the booking page from the profile.
  const studentContext = await browser.newContext({ timezoneId: 'Asia/Bangkok' });
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student);
  await studentPage.goto(`/tuition/tutors?keyword=${tutor.lastName}`);
  const tutorCard = studentPage.getByTestId('tutor-card').filter({ hasText: tutor.fullName });
  await expect(tutorCard).toBeVisible();
  await expectAccessible(studentPage);
  await tutorCard.getByRole('link', { name: 'View profile' }).click();
  await expect(studentPage.getByRole('link', { name: 'Book a lesson' })).toBeVisible();
  await expectAccessible(studentPage);
  await studentPage.getByRole('link', { name: 'Book a lesson' }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/tuition/tutors/booking\\?tutorId=${tutor.id}$`));
  await expect(
    studentPage.getByRole('heading', { name: `Book a lesson with ${tutor.fullName}` }),
  ).toBeVisible();

  // Two half hours make an hour: the price is the tutor's £25 an hour, against a balance of £50.
  const [first, second] = slotStarts(start, 2);
  await studentPage.locator(`[data-testid="booking-slot"][data-start="${first}"]`).click();
  await studentPage.locator(`[data-testid="booking-slot"][data-start="${second}"]`).click();
  await expect(studentPage.locator('[data-testid="booking-slot"][aria-pressed="true"]')).toHaveCount(2);
  const summary = studentPage.getByTestId('booking-summary');
  await expect(summary).toContainText("Tutor's time (UTC)");
  await expect(studentPage.getByTestId('booking-price')).toHaveText('£25.00');
  await expect(studentPage.getByTestId('booking-balance')).toHaveText('£50.00');
  await expectAccessible(studentPage, 'an hour chosen');
  // The first booking asks whether tutors may see the student's learning data.
  await studentPage.getByRole('radio', { name: 'No, keep it private' }).check();
  await studentPage.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(studentPage).toHaveURL(/\/tuition\/requested$/);
  const request1 = studentPage.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(request1.getByTestId('session-status')).toHaveText('Waiting for Approval');
  await expect(request1.getByTestId('answer-due')).toBeVisible();
  await expectAccessible(studentPage);

  // The tutor is told in the shell's bell and on /notifications, which leads to the request, and approves it.
  await signIn(page, tutor);
  await page.getByRole('link', { name: 'Notifications: 1 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const entry = page.getByTestId('notification').filter({ hasText: 'New session request' });
  await expect(entry).toHaveAttribute('data-unread', 'true');
  await expectAccessible(page);
  await entry.click();
  await expect(page).toHaveURL(/\/tuition\/requested$/);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  const pending = page.getByTestId('session-card').filter({ hasText: 'Ploy Srisuk' });
  await expect(pending).toHaveCount(1);
  await expect(pending.getByTestId('session-price')).toHaveText('£25.00');
  await expectAccessible(page);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Session approved.')).toBeVisible();
  await expect(page.getByTestId('pending-empty')).toBeVisible();

  // The student sees it booked among the upcoming sessions, with Join shut until 10 minutes before.
  await studentPage.goto('/tuition/sessions');
  const booked = studentPage.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(booked.getByTestId('session-status')).toHaveText('Booked');
  await expect(booked.getByRole('button', { name: 'Join' })).toBeDisabled();
  await expect(booked.getByRole('button', { name: 'Cancel session' })).toBeEnabled();
  await expectAccessible(studentPage);
  await studentPage.goto('/fees');
  await expect(studentPage.getByTestId('wallet-balance')).toHaveAttribute('data-amount', '25.00');
  await expectAccessible(studentPage);
  await studentContext.close();
});

test('a booking above the balance sends the student to top up, and the request goes to the tutor once paid', async ({
  page,
  request,
}) => {
  const start = slotStartIn(50);
  const { tutor } = await approvedTutorWithFreeTime(request, start, 2);
  const student = await createStudent(request, 'shortpay');
  await creditWallet(request, student.token, 10);

  await signIn(page, student);
  await page.goto(`/tuition/tutors/booking?tutorId=${tutor.id}`);
  const [first, second] = slotStarts(start, 2);
  await page.locator(`[data-testid="booking-slot"][data-start="${first}"]`).click();
  await page.locator(`[data-testid="booking-slot"][data-start="${second}"]`).click();
  await expect(page.getByTestId('booking-short')).toContainText('£15.00 short');
  await expectAccessible(page, 'short of money');
  await page.getByRole('radio', { name: 'No, keep it private' }).check();
  await page.getByRole('button', { name: 'Book and top up' }).click();

  const dialog = page.getByRole('dialog', { name: 'Top up to finish your booking' });
  await expect(dialog).toContainText('waits 30 minutes for the payment');
  await expectAccessible(page, 'top-up dialog');
  await dialog.getByRole('button', { name: 'Top up £15.00' }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.succeeds);

  await expect(page).toHaveURL(/\/tuition\/requested/);
  await expect(page.getByTestId('checkout-result')).toContainText('Wallet charged');
  const card = page.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(card.getByTestId('session-status')).toHaveText('Waiting for Approval');
  await expectAccessible(page, 'after the payment');
});
