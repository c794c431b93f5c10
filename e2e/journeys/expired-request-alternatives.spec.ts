import { createStudent, signIn } from '../support/accounts.ts';
import { bearer, data } from '../support/api.ts';
import { advanceClock, resetClock, runJob } from '../support/clock.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

// The journey moves the server's time forward; every journey after it in the same server run needs real time.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

test('a request expires unanswered; the student opens it, sees another tutor free then and books in one click', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // An hour requested three days ahead from a tutor who never answers; another Maths tutor is free at that hour.
  const start = slotStartIn(72);
  const silent = await approvedTutorWithFreeTime(request, start, 2);
  const other = await approvedTutorWithFreeTime(request, start, 2);
  const student = await createStudent(request, 'expired');
  await creditWallet(request, student.token, 60);
  const tutor = await data<{ subject_prices: Array<{ subject_id: number }> }>(
    await request.get('/api/v1/user', { headers: bearer(silent.tutor.token) }),
  );
  const booked = await data<{ session: { id: number } }>(
    await request.post('/api/v1/tutoring/book', {
      headers: bearer(student.token),
      data: { availability_ids: silent.slotIds, subject_id: tutor.subject_prices[0]!.subject_id },
    }),
  );
  const sessionId = booked.session.id;

  // 48 hours pass without an answer: the request expires and is refunded.
  await advanceClock(request, 48 * 60 + 1);
  expect(await runJob(request, 'sessions-expire-unanswered')).toBeGreaterThanOrEqual(1);

  // The student's home says so among the sessions, with the way to the other tutors (on a phone, both languages).
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, student);
  await page.goto('/');
  const row = page.locator(`[data-testid="home-session"][data-session-id="${sessionId}"]`);
  await expect(row.getByTestId('home-expired')).toHaveText('Not answered');
  await expectAccessible(page, 'home with an expired request');
  await page.screenshot({ path: test.info().outputPath('home-expired-en.png') });
  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(row.getByTestId('home-alternatives-link')).toHaveText('ดูติวเตอร์คนอื่น');
  await expectAccessible(page, 'home in Thai');
  await page.screenshot({ path: test.info().outputPath('home-expired-th.png') });
  await page.getByTestId('language-switcher').getByText('EN', { exact: true }).click();
  await row.getByTestId('home-alternatives-link').click();
  await expect(page).toHaveURL(new RegExp(`/tuition/sessions/expired\\?sessionId=${sessionId}$`));
  // Each offered tutor shows the subject at its level with their price, as the search cards do.
  const offeredTutor = page.getByTestId('alternative-tutor').filter({ hasText: other.tutor.fullName });
  await expect(offeredTutor.getByTestId('alternative-subject')).toHaveText(/^Maths · Year 1 · £25\.00\/h$/);

  // The student opens it from the past sessions too.
  await page.goto('/tuition/sessions?tab=past');
  const card = page.locator(`[data-testid="session-card"][data-session-id="${sessionId}"]`);
  await expect(card).toContainText('The tutor did not answer in time');
  await expectAccessible(page, 'past sessions');
  await card.getByTestId('session-alternatives-link').click();
  await expect(page).toHaveURL(new RegExp(`/tuition/sessions/expired\\?sessionId=${sessionId}$`));
  await expect(page.getByTestId('expired-request')).toContainText('expired without an answer from the tutor');
  const offered = page.getByTestId('alternative-tutor').filter({ hasText: other.tutor.fullName });
  await expect(offered).toBeVisible();
  await expect(page.getByTestId('alternative-tutor').filter({ hasText: silent.tutor.fullName })).toHaveCount(
    0,
  );
  await expect(offered.getByTestId('alternative-price')).toHaveText('£25.00');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('alternatives-en.png'), fullPage: true });

  // In Thai too.
  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'คำขอหมดอายุ' })).toBeVisible();
  await expect(offered.getByTestId('alternative-subject')).toHaveText(/^.+ · .+ · £25\.00\/ชม\.$/);
  await expect(offered.getByTestId('alternative-book')).toContainText('จอง');
  await expectAccessible(page, 'Thai');
  await page.screenshot({ path: test.info().outputPath('alternatives-th.png'), fullPage: true });
  await page.getByTestId('language-switcher').getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Request expired' })).toBeVisible();

  // One click: the learning-data question first (never answered), then the request is sent.
  await offered.getByTestId('alternative-book').click();
  const consent = page.getByRole('dialog', { name: 'Before you book' });
  await expect(consent).toContainText('May your tutors see your learning data?');
  await expectAccessible(page, 'consent dialog');
  await page.screenshot({ path: test.info().outputPath('consent-en.png') });
  await consent.getByRole('button', { name: 'Book' }).click();
  await expect(consent).toContainText('Choose whether your tutors may see your learning data');
  await consent.getByText('No, keep it private').click();
  await consent.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/tuition\/requested$/);
  const request2 = page.getByTestId('session-card').filter({ hasText: other.tutor.fullName });
  await expect(request2.getByTestId('session-status')).toHaveText('Waiting for Approval');
  await expectAccessible(page, 'requested');

  // The answer was kept: Settings shows it, and the next one-click booking does not ask again.
  const me = await data<{ share_learning_with_tutors: boolean | null }>(
    await request.get('/api/v1/user', { headers: bearer(student.token) }),
  );
  expect(me.share_learning_with_tutors).toBe(false);
});
