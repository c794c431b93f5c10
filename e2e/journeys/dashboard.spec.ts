import { createStudent, signIn } from '../support/accounts.ts';
import { bearer, data } from '../support/api.ts';
import { advanceClock, resetClock, runJob } from '../support/clock.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, bookedSession, slotStartIn } from '../support/sessions.ts';
import { type APIRequestContext, expect, expectAccessible, test } from '../support/test.ts';

// The journey moves the server's time forward; every journey after it in the same server run needs real time.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

/** `POST /tutoring/book` as the student, left for the tutor to answer. */
async function requestSession(
  request: APIRequestContext,
  studentToken: string,
  tutorToken: string,
  slots: number[],
) {
  const tutor = await data<{ subject_prices: Array<{ subject_id: number }> }>(
    await request.get('/api/v1/user', { headers: bearer(tutorToken) }),
  );
  const booked = await request.post('/api/v1/tutoring/book', {
    headers: bearer(studentToken),
    data: { availability_ids: slots, subject_id: tutor.subject_prices[0]!.subject_id },
  });
  expect(booked.ok(), await booked.text()).toBeTruthy();
}

test('the student joins an open session and rates a past one from the home page; the tutor sees the request and the students', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A first tutor: an hour with the student now (then completed by moving the server's time past its end), and
  // free time three hours later that another student asks for.
  const start = slotStartIn(0);
  const { tutor, slotIds } = await approvedTutorWithFreeTime(request, start, 8);
  const student = await createStudent(request, 'home');
  await creditWallet(request, student.token, 100);
  await bookedSession(request, student.token, tutor.token, slotIds.slice(0, 2));
  await advanceClock(request, (start.getTime() + 60 * 60_000 - Date.now()) / 60_000 + 5);
  expect(await runJob(request, 'sessions-complete-ended')).toBeGreaterThanOrEqual(1);
  await resetClock(request);
  const other = await createStudent(request, 'asks');
  await creditWallet(request, other.token, 100);
  await requestSession(request, other.token, tutor.token, slotIds.slice(6, 8));
  // A second tutor: a booked hour in about two hours.
  const nextStart = slotStartIn(2);
  const next = await approvedTutorWithFreeTime(request, nextStart, 2);
  await bookedSession(request, student.token, next.tutor.token, next.slotIds);

  // The student's home: the session to come (its room not open yet), and the past one to rate in place.
  await signIn(page, student);
  const upcoming = page.getByTestId('home-upcoming');
  await expect(upcoming.getByTestId('home-session')).toContainText(next.tutor.fullName);
  await expect(upcoming.getByTestId('home-session')).toContainText('Join from');
  await expect(upcoming.getByTestId('home-join')).toHaveCount(0);
  const rate = page.getByTestId('home-rate');
  await expect(rate.getByTestId('home-session')).toContainText(tutor.fullName);
  await expectAccessible(page, 'a session to come and one to rate');
  await rate.getByRole('button', { name: 'Send rating' }).click();
  await expect(rate.getByRole('alert')).toHaveText('Rate is required');
  await expectAccessible(page, 'rating without stars');
  await rate.getByTestId('home-rate-stars').locator('label').nth(3).click();
  await rate.getByRole('textbox', { name: 'What went well? (optional)' }).fill('Patient and clear.');
  await rate.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText(`Thank you! Your rating of ${tutor.fullName} is saved.`)).toBeVisible();
  await expect(rate.getByTestId('home-rate-empty')).toBeVisible();
  await expectAccessible(page, 'rating sent');
  await page.reload();
  await expect(page.getByTestId('home-rate-empty')).toBeVisible();
  // Five minutes before the start (the e2e server opens rooms 40 minutes before), Join is there.
  await page.clock.setFixedTime(new Date(nextStart.getTime() - 5 * 60_000));
  await page.reload();
  await expect(upcoming.getByTestId('home-join')).toHaveAttribute(
    'href',
    /^\/tuition\/sessions\/meeting\?sessionId=\d+$/,
  );
  await expectAccessible(page, 'room open');

  // The first tutor's home: one student taught, the other student's request, approved from there.
  const tutorPage = await (await browser.newContext()).newPage();
  await signIn(tutorPage, tutor);
  await expect(tutorPage.getByTestId('stat-students')).toContainText('1');
  const requests = tutorPage.getByTestId('home-requests');
  await expect(requests).toContainText('Requests to answer (1)');
  await expect(requests.getByTestId('home-session')).toContainText('Ploy Srisuk');
  await expectAccessible(tutorPage, 'a request to answer');
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(tutorPage.getByText('Session approved.')).toBeVisible();
  await expect(requests).toContainText('Requests to answer (0)');
  await expect(tutorPage.getByTestId('stat-students')).toContainText('2');
  await expect(tutorPage.getByTestId('home-earnings')).toBeVisible();
  await expectAccessible(tutorPage, 'request approved');

  // When the dashboard cannot be read, its cards say so and try again; they never show an empty day.
  await tutorPage.route('**/api/v1/dashboard/tutor', (route) => route.abort());
  await tutorPage.reload();
  const earnings = tutorPage.getByTestId('home-earnings');
  await expect(earnings.getByTestId('home-earnings-failed')).toContainText('This could not be loaded.');
  await expect(tutorPage.getByTestId('home-today-failed')).toBeVisible();
  await expect(tutorPage.getByText('No sessions today')).toHaveCount(0);
  await expectAccessible(tutorPage, 'dashboard not loaded');
  await tutorPage.unroute('**/api/v1/dashboard/tutor');
  await earnings.getByRole('button', { name: 'Try again' }).click();
  await expect(earnings.getByTestId('home-earnings-this')).toBeVisible();
  await expect(tutorPage.getByTestId('home-today-failed')).toHaveCount(0);
  await tutorPage.context().close();
});
