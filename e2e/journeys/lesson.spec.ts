import { createStudent, signIn } from '../support/accounts.ts';
import { FAKE_MEDIA_LAUNCH } from '../support/browser.ts';
import { advanceClock, resetClock, runJob } from '../support/clock.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

// Chromium's fake camera and microphone, granted without asking; the remote video plays without a click.
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

const HALF_HOUR_MS = 30 * 60_000;

// The journey moves the server's time forward; every journey after it in the same server run needs real time.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

const connection = (page: Page) => page.getByTestId('connection-state');

test('a student books an hour, both meet in the room, the lesson completes, and the student reviews the tutor', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The next half hour at least five minutes away (time to book through the pages): the journeys' server opens
  // the room 40 minutes before the start, so both can meet as soon as the tutor approves.
  const start = slotStartIn(5 / 60);
  const end = new Date(start.getTime() + 2 * HALF_HOUR_MS);
  const { tutor } = await approvedTutorWithFreeTime(request, start, 2);
  const student = await createStudent(request, 'lesson');
  await creditWallet(request, student.token, 50);

  // The student finds the tutor by name, opens the profile and books the hour.
  const studentPage = await (await browser.newContext()).newPage();
  await signIn(studentPage, student);
  await studentPage.goto('/tuition/tutors');
  await studentPage.getByRole('searchbox', { name: 'Search' }).fill(tutor.lastName);
  await expect(studentPage).toHaveURL(new RegExp(`keyword=${tutor.lastName}`));
  await expect(studentPage.getByTestId('tutor-card').filter({ hasText: tutor.fullName })).toBeVisible();
  await expectAccessible(studentPage);
  await studentPage
    .getByTestId('tutor-card')
    .filter({ hasText: tutor.fullName })
    .getByRole('link', { name: 'View profile' })
    .click();
  await expect(studentPage.getByRole('heading', { name: tutor.fullName })).toBeVisible();
  await expectAccessible(studentPage);
  await studentPage.getByRole('link', { name: 'Book a lesson' }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/tuition/tutors/booking\\?tutorId=${tutor.id}$`));
  for (const at of [start, new Date(start.getTime() + HALF_HOUR_MS)]) {
    await studentPage.locator(`[data-testid="booking-slot"][data-start="${at.toISOString()}"]`).click();
  }
  await expect(studentPage.getByTestId('booking-price')).toHaveText('£25.00');
  await expectAccessible(studentPage, 'an hour chosen');
  await studentPage.getByRole('radio', { name: 'No, keep it private' }).check();
  await studentPage.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(studentPage).toHaveURL(/\/tuition\/requested$/);
  const request1 = studentPage.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(request1.getByTestId('session-status')).toHaveText('Waiting for Approval');
  const sessionId = await request1.getAttribute('data-session-id');
  expect(sessionId).toMatch(/^\d+$/);
  await expectAccessible(studentPage);

  // The tutor approves it among the requests.
  const tutorPage = await (await browser.newContext()).newPage();
  await signIn(tutorPage, tutor);
  await tutorPage.goto('/tuition/requested');
  const pending = tutorPage.getByTestId('session-card').filter({ hasText: 'Ploy Srisuk' });
  await expect(pending).toBeVisible();
  await expectAccessible(tutorPage);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(tutorPage.getByText('Session approved.')).toBeVisible();

  // Both open the room from two browsers and see the call connected.
  const roomPath = `/tuition/sessions/meeting?sessionId=${sessionId}`;
  await studentPage.goto(roomPath);
  await expect(studentPage.getByRole('heading', { name: `Session with ${tutor.fullName}` })).toBeVisible();
  // The student is in the room, waiting, before the tutor comes (as meeting.spec.ts joins).
  await expect(connection(studentPage)).toHaveAttribute('data-state', 'waiting');
  await expectAccessible(studentPage, 'waiting');
  await tutorPage.goto(roomPath);
  await expect(connection(tutorPage)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(connection(studentPage)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expectAccessible(tutorPage, 'connected');
  await tutorPage.getByTestId('leave-meeting').click();
  await studentPage.getByTestId('leave-meeting').click();

  // The hour passes on the server's clock (without waiting for it) and the completion job runs.
  const movedTo = await advanceClock(request, (end.getTime() - Date.now()) / 60_000 + 1);
  expect(movedTo.getTime()).toBeGreaterThan(end.getTime());
  expect(await runJob(request, 'sessions-complete-ended')).toBeGreaterThanOrEqual(1);

  // The student finds it completed among the past sessions and reviews the tutor: both fields are required.
  await studentPage.goto('/tuition/sessions?tab=past');
  const done = studentPage.locator(`[data-testid="session-card"][data-session-id="${sessionId}"]`);
  await expect(done.getByTestId('session-status')).toHaveText('Completed');
  await expectAccessible(studentPage, 'past');
  await done.getByRole('button', { name: 'Review the tutor' }).click();
  const dialog = studentPage.getByRole('dialog', { name: `Review ${tutor.fullName}` });
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog.getByText('Rate is required')).toBeVisible();
  await expect(dialog.getByText('Review is required')).toBeVisible();
  await expectAccessible(studentPage, 'review dialog with its errors');
  // Mantine keeps each star's radio out of sight: a person clicks the star drawn in its label.
  const fourStars = dialog.getByRole('radio', { name: '4', exact: true });
  await fourStars.locator('xpath=following-sibling::label[1]').click();
  await expect(fourStars).toBeChecked();
  await dialog
    .getByRole('textbox', { name: 'Review' })
    .fill('Clear explanations of quadratics, and patient.');
  await expect(dialog.getByText('Rate is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(studentPage.getByText('Thank you for your review.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The 24-hour no-show window passes without a report: the hour's money goes to the tutor.
  await advanceClock(request, 24 * 60);
  expect(await runJob(request, 'sessions-release-earnings')).toBeGreaterThanOrEqual(1);

  // The tutor sees the review and the rating, and the hour's money in the earnings.
  await tutorPage.goto('/tuition/my-reviews');
  await expect(tutorPage.getByTestId('my-rating')).toContainText('4.0');
  const review = tutorPage.getByTestId('review').filter({ hasText: 'Ploy Srisuk' });
  await expect(review).toContainText('Clear explanations of quadratics, and patient.');
  await expect(review.getByLabel('4 out of 5')).toBeVisible();
  await expectAccessible(tutorPage);
  await tutorPage.goto('/fees');
  await expect(tutorPage.getByTestId('earnings-available')).toHaveAttribute('data-amount', '25.00');
  await expectAccessible(tutorPage);
  await studentPage.context().close();
  await tutorPage.context().close();
});
