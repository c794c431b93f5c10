import { createStudent, signIn } from '../support/accounts.ts';
import { bearer, data } from '../support/api.ts';
import { FAKE_MEDIA_LAUNCH } from '../support/browser.ts';
import { approvedTutorWithFreeTime, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

// The meeting room asks for a camera: Chromium's fake one, granted without asking.
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

test('a tutor offers a free trial, a student finds it with the filter, books it, and sees it marked as a trial', async ({
  browser,
  page,
  request,
}) => {
  // Two people, two browsers and eight audited pages: past 90 s on a slow machine (2026-11-27, a full run).
  test.setTimeout(180_000);
  const start = slotStartIn(50);
  const { tutor } = await approvedTutorWithFreeTime(request, start, 2);
  const student = await createStudent(request, 'trialist');

  // The tutor offers a free 30-minute trial in Edit profile.
  await signIn(page, tutor);
  await page.goto('/user/profile/update?section=trial');
  const form = page.getByTestId('trial-price-form');
  // Mantine's switch hides its input behind the track: a person clicks the words.
  await form.getByText('Offer a 30-minute trial lesson').click();
  const price = form.getByLabel('Trial price');
  await price.fill('-3');
  await expect(price).toHaveValue('3');
  await price.fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toContainText('The trial price must be between 0 (free) and 1000 pounds');
  await price.fill('0');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Info saved')).toBeVisible();
  await expectAccessible(page, 'trial offered');

  // The student (no money in the wallet) keeps to tutors who offer a trial, and finds this one's free trial.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student);
  await studentPage.goto(`/tuition/tutors?keyword=${tutor.lastName}`);
  await studentPage.getByText('Trial lesson offered').click();
  await expect(studentPage).toHaveURL(/[?&]trial=1/);
  const card = studentPage.getByTestId('tutor-card').filter({ hasText: tutor.fullName });
  await expect(card.getByTestId('tutor-trial')).toHaveText('Free trial');
  await expectAccessible(studentPage, 'trial filter');
  await card.getByRole('link', { name: 'View profile' }).click();
  await expect(studentPage.getByTestId('trial-offer')).toContainText('Offers a free 30-minute trial lesson');
  await expectAccessible(studentPage, 'trial on the profile');
  await studentPage.getByRole('link', { name: 'Book a trial lesson' }).click();

  // The booking page opens on the trial: one half hour, free.
  await expect(studentPage).toHaveURL(new RegExp(`tutorId=${tutor.id}&trial=1$`));
  await expect(studentPage.getByTestId('trial-note')).toContainText('Free trial');
  await studentPage.locator(`[data-testid="booking-slot"][data-start="${start.toISOString()}"]`).click();
  const second = new Date(start.getTime() + 30 * 60_000).toISOString();
  await studentPage.locator(`[data-testid="booking-slot"][data-start="${second}"]`).click();
  // A second click picks that half hour instead: a trial is one slot.
  await expect(studentPage.locator('[data-testid="booking-slot"][aria-pressed="true"]')).toHaveCount(1);
  const summary = studentPage.getByTestId('booking-summary');
  await expect(summary.getByTestId('trial-badge')).toHaveText('Trial lesson');
  await expect(studentPage.getByTestId('booking-price')).toHaveText('£0.00');
  await expectAccessible(studentPage, 'trial chosen');
  await studentPage.getByRole('radio', { name: 'No, keep it private' }).check();
  await studentPage.getByRole('button', { name: 'Book', exact: true }).click();

  // The request is marked as a trial; the profile no longer offers another.
  await expect(studentPage).toHaveURL(/\/tuition\/requested$/);
  const requested = studentPage.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(requested.getByTestId('trial-badge')).toHaveText('Trial lesson');
  await expect(requested.getByTestId('session-status')).toHaveText('Waiting for Approval');
  await expect(requested.getByTestId('session-price')).toHaveText('£0.00');
  await expectAccessible(studentPage, 'trial requested');
  await studentPage.goto(`/tuition/tutors/profile?tutorId=${tutor.id}`);
  await expect(studentPage.getByTestId('trial-taken')).toBeVisible();
  await expect(studentPage.getByRole('link', { name: 'Book a trial lesson' })).toHaveCount(0);
  await expectAccessible(studentPage, 'trial taken');

  // The tutor is told it is a trial, and approves it; both see it marked among the sessions.
  await page.goto('/notifications');
  await expect(page.getByTestId('notification').first()).toContainText('Trial lesson: New session request');
  await expectAccessible(page, 'trial notified');
  await page.goto('/tuition/requested');
  const pending = page.getByTestId('session-card').filter({ hasText: 'Ploy Srisuk' });
  await expect(pending.getByTestId('trial-badge')).toBeVisible();
  await expectAccessible(page, 'trial to answer');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Session approved.')).toBeVisible();
  await studentPage.goto('/tuition/sessions');
  const booked = studentPage.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(booked.getByTestId('session-status')).toHaveText('Booked');
  await expect(booked.getByTestId('trial-badge')).toHaveText('Trial lesson');
  await expectAccessible(studentPage, 'trial booked');
  await studentContext.close();
});

test('a booked trial lesson is marked on the student’s home and in the meeting room, on a phone', async ({
  page,
  request,
}) => {
  // A free trial starting within minutes (the e2e server opens rooms 40 minutes before the start), approved.
  const start = slotStartIn(2 / 60);
  const { tutor, slotIds } = await approvedTutorWithFreeTime(request, start, 2);
  const offered = await request.post('/api/v1/user', {
    headers: bearer(tutor.token),
    data: { trial_price: 0 },
  });
  expect(offered.ok(), await offered.text()).toBeTruthy();
  const { subject_prices } = await data<{ subject_prices: Array<{ subject_id: number }> }>(
    await request.get('/api/v1/user', { headers: bearer(tutor.token) }),
  );
  const student = await createStudent(request, 'trial-home');
  const { session } = await data<{ session: { id: number; is_trial: boolean } }>(
    await request.post('/api/v1/tutoring/book', {
      headers: bearer(student.token),
      data: { availability_ids: [slotIds[0]], subject_id: subject_prices[0]!.subject_id, trial: true },
    }),
  );
  expect(session.is_trial).toBe(true);
  const approved = await request.put(`/api/v1/tutoring/${session.id}/determine`, {
    headers: bearer(tutor.token),
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // The home page's next session says it is a trial, in English and Thai.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, student);
  await page.goto('/');
  const row = page.locator(`[data-testid="home-session"][data-session-id="${session.id}"]`);
  await expect(row.getByTestId('trial-badge')).toHaveText('Trial lesson');
  await expect(row.getByTestId('home-join')).toBeVisible();
  await expectAccessible(page, 'home with a trial');
  await page.screenshot({ path: test.info().outputPath('home-trial-en.png') });
  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(row.getByTestId('trial-badge')).toHaveText('บทเรียนทดลอง');
  await expectAccessible(page, 'home in Thai');
  await page.screenshot({ path: test.info().outputPath('home-trial-th.png') });
  await page.getByTestId('language-switcher').getByText('EN', { exact: true }).click();

  // So does the meeting room.
  await row.getByTestId('home-join').click();
  await expect(page.getByRole('heading', { name: `Session with ${tutor.fullName}` })).toBeVisible();
  await expect(page.getByTestId('trial-badge')).toHaveText('Trial lesson');
  await expectAccessible(page, 'meeting room of a trial');
  await page.screenshot({ path: test.info().outputPath('meeting-trial-en.png') });
});
