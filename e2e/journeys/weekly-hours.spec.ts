import { createStudent, signIn } from '../support/accounts.ts';
import { approveTutor } from '../support/admin.ts';
import { creditWallet } from '../support/money.ts';
import { expect, expectAccessible, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

const DAY_MS = 86_400_000;
/** A date `days` from today in UTC (the journey's tutor keeps the default zone, UTC), as YYYY-MM-DD. */
const utcDate = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

test('a tutor sets weekly hours and a day off on a phone, and a student books one of the resulting hours', async ({
  browser,
  page,
  request,
}, testInfo) => {
  // Two people, two languages and five pages audited by axe.
  test.setTimeout(300_000);
  const tutor = await createSubmittedTutor(request, 'weekly');
  await approveTutor(request, tutor.id);
  const tomorrow = utcDate(1);
  const dayOff = utcDate(2);

  // The tutor, on a phone, works every day from 09:00 to 17:00 (the default a switched-on day gets)...
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, tutor);
  await page.goto('/tuition');
  await expect(page.getByRole('link', { name: 'Set weekly hours' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Set weekly hours' }).click();
  await expect(page).toHaveURL(/\/tuition\/weekly-hours$/);
  await expect(page.getByRole('heading', { name: 'Weekly hours', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  for (const [index, day] of days.entries()) {
    // The switch's own input is drawn over by its track: a person taps the day's label.
    await page
      .getByTestId(`weekday-${index + 1}`)
      .getByText(day, { exact: true })
      .click();
    await expect(page.getByRole('switch', { name: day })).toBeChecked();
  }
  await expect(page.getByRole('textbox', { name: 'Monday, from' })).toHaveValue('09:00');

  // ...except the day after tomorrow, which is a day off.
  await page.getByRole('button', { name: 'Add a date' }).click();
  await page.getByLabel('Date', { exact: true }).fill(dayOff);
  await expect(page.getByTestId(`override-${dayOff}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Break between lessons (minutes)' }).fill('30');

  // The preview shows the free time: tomorrow from 09:00, nothing on the day off.
  const preview = page.getByTestId('free-preview');
  await expect(preview.locator('li')).not.toHaveCount(0);
  const dayHeading = (date: string) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  await expect(preview.locator('li').filter({ hasText: dayHeading(tomorrow) })).toContainText('09:00–17:00');
  await expect(preview.locator('li').filter({ hasText: dayHeading(dayOff) })).toHaveCount(0);
  await expectAccessible(page, 'hours and a day off set');
  await page.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(page.getByText('Weekly hours saved. Your free time is updated.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('weekly-hours-en-390.png'), fullPage: true });

  // The same page in Thai, at the same width.
  await page.evaluate(() => window.localStorage.setItem('kru.language', 'th'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'เวลาสอนประจำสัปดาห์', level: 1 })).toBeVisible();
  await expect(page.getByTestId('free-preview').locator('li')).not.toHaveCount(0);
  await expectAccessible(page, 'in Thai');
  await page.screenshot({ path: testInfo.outputPath('weekly-hours-th-390.png'), fullPage: true });

  // A student books tomorrow 10:00-11:00 from the hours; the day off offers nothing.
  const student = await createStudent(request, 'weeklybook');
  await creditWallet(request, student.token, 50);
  const studentContext = await browser.newContext({ timezoneId: 'UTC' });
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student);
  await studentPage.goto(`/tuition/tutors/booking?tutorId=${tutor.id}`);
  const slot = (iso: string) => studentPage.locator(`[data-testid="booking-slot"][data-start="${iso}"]`);
  // The shared 2-core machine can take a while to draw the week: waited for, not timed.
  await expect(slot(`${tomorrow}T10:00:00.000Z`)).toBeVisible({ timeout: 30_000 });
  await expect(slot(`${dayOff}T10:00:00.000Z`)).toHaveCount(0);
  await expectAccessible(studentPage);
  await slot(`${tomorrow}T10:00:00.000Z`).click();
  await slot(`${tomorrow}T10:30:00.000Z`).click();
  await expect(studentPage.getByTestId('booking-price')).toHaveText('£25.00');
  // The first booking asks whether tutors may see the student's learning data.
  await studentPage.getByRole('radio', { name: 'Yes, my tutors may see my learning data' }).check();
  await studentPage.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(studentPage).toHaveURL(/\/tuition\/requested$/, { timeout: 30_000 });
  const card = studentPage.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(card.getByTestId('session-status')).toHaveText('Waiting for Approval');
  await expectAccessible(studentPage);

  // The 30-minute break: the half hours either side of the lesson are no longer offered.
  await studentPage.goto(`/tuition/tutors/booking?tutorId=${tutor.id}`);
  await expect(slot(`${tomorrow}T09:00:00.000Z`)).toBeVisible({ timeout: 30_000 });
  await expect(slot(`${tomorrow}T09:30:00.000Z`)).toHaveCount(0);
  await expect(slot(`${tomorrow}T11:00:00.000Z`)).toHaveCount(0);
  await expect(slot(`${tomorrow}T11:30:00.000Z`)).toBeVisible();
  await studentContext.close();
});
