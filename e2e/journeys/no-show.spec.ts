import { createStudent, signIn } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { advanceClock, resetClock, runJob } from '../support/clock.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, bookedSession, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

// The journey moves the server's time forward; every journey after it in the same server run needs real time.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

test('the student reports that the tutor did not come, and the admin splits the held payment', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A booked hour starting in about an hour; the server's time then moves past its end and it completes.
  const start = slotStartIn(1);
  const { tutor, slotIds } = await approvedTutorWithFreeTime(request, start, 2);
  const student = await createStudent(request, 'noshow');
  await creditWallet(request, student.token, 50);
  const sessionId = await bookedSession(request, student.token, tutor.token, slotIds);
  const end = new Date(start.getTime() + 60 * 60_000);
  await advanceClock(request, (end.getTime() - Date.now()) / 60_000 + 5);
  expect(await runJob(request, 'sessions-complete-ended')).toBeGreaterThanOrEqual(1);

  // The student reports it from the past sessions, after a confirmation that says what follows.
  await signIn(page, student);
  await page.goto('/tuition/sessions?tab=past');
  const card = page.locator(`[data-testid="session-card"][data-session-id="${sessionId}"]`);
  await expect(card.getByTestId('session-status')).toHaveText('Completed');
  await expectAccessible(page, 'past');
  await card.getByRole('button', { name: 'Report a no-show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a no-show?' });
  await expect(dialog).toContainText(`Tell us that ${tutor.fullName} did not come to this session.`);
  await expectAccessible(page, 'no-show dialog');
  await dialog
    .getByRole('textbox', { name: 'What happened (optional)' })
    .fill('I waited in the room for the whole hour.');
  await dialog.getByRole('button', { name: 'Report a no-show' }).click();
  await expect(page.getByText('Your report was sent.', { exact: false })).toBeVisible();
  await expect(card.getByTestId('session-dispute')).toHaveText(
    'You reported a no-show. The payment is held until our team decides.',
  );
  await expect(card.getByRole('button', { name: 'Report a no-show' })).toHaveCount(0);

  // The 24 hours pass: the tutor is not paid while the report waits.
  await advanceClock(request, 25 * 60);
  await runJob(request, 'sessions-release-earnings');

  // The admin finds it in the console and splits the £25: the amounts must add up.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin');
  await expect(adminPage.getByTestId('admin-section-disputes')).toBeVisible();
  await expectAccessible(adminPage);
  await adminPage.getByTestId('admin-section-disputes').click();
  await expect(adminPage.getByRole('heading', { name: 'No-shows and held payments' })).toBeVisible();
  const row = adminPage.locator(`[data-testid="dispute-row"][data-session-id="${sessionId}"]`);
  await expect(row).toContainText('The student reported that the tutor did not come');
  await expect(row).toContainText('I waited in the room for the whole hour.');
  await expect(row).toContainText('£25.00');
  await expectAccessible(adminPage);
  await row.getByRole('button', { name: 'Split' }).click();
  const split = adminPage.getByRole('dialog', { name: 'Split the payment' });
  await expect(split.getByRole('textbox', { name: "Student's refund" })).toHaveValue('12.50');
  await expectAccessible(adminPage, 'split dialog');
  await split.getByRole('textbox', { name: "Student's refund" }).fill('20');
  await split.getByRole('button', { name: 'Split the payment' }).click();
  await expect(
    split.getByText('The two amounts must each be more than £0 and add up to £25.00.'),
  ).toBeVisible();
  await split.getByRole('textbox', { name: "Tutor's payment" }).fill('5');
  await split.getByRole('button', { name: 'Split the payment' }).click();
  await expect(adminPage.getByText('The payment was split.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminPage.getByTestId('dispute-tab-decided').click();
  await expect(row).toContainText('£20.00 to the student, £5.00 to the tutor');
  await expectAccessible(adminPage, 'decided');
  await adminPage.context().close();

  // The student sees the decision on the session and £20 back in the wallet (£50 - £25 + £20).
  await page.goto('/tuition/sessions?tab=past');
  await expect(card.getByTestId('session-dispute')).toHaveText(
    'Our team decided: the payment was split between the student and the tutor.',
  );
  await page.goto('/fees');
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', '45.00');
  await expectAccessible(page);
});
