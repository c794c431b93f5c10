import { createStudent, signIn } from '../support/accounts.ts';
import { approveTutor } from '../support/admin.ts';
import { bearer } from '../support/api.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

/** Drags down the week calendar's column of `date` from the slot starting at `from` to the one starting at `to`. */
async function dragOnCalendar(page: Page, date: string, from: string, to: string) {
  await page.locator(`td.fc-timegrid-slot-lane[data-time="${from}"]`).scrollIntoViewIfNeeded();
  const column = await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const start = await page.locator(`td.fc-timegrid-slot-lane[data-time="${from}"]`).boundingBox();
  const end = await page.locator(`td.fc-timegrid-slot-lane[data-time="${to}"]`).boundingBox();
  if (!column || !start || !end) throw new Error('the calendar is not drawn');
  const x = column.x + column.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('an approved tutor adds free time on the calendar; a student finds them by keyword and sees it', async ({
  browser,
  page,
  request,
}) => {
  // A tutor (in UTC, the default) approved by the admin team.
  const tutor = await createSubmittedTutor(request, 'calendar');
  await approveTutor(request, tutor.id);

  // The tutor opens the calendar from the Tuition overview and drags 10:00-11:00 on next week's Wednesday.
  await signIn(page, tutor);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tuition' }).click();
  await expect(page).toHaveURL(/\/tuition$/);
  await expect(page.getByRole('link', { name: 'Open my calendar' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open my calendar' }).click();
  await expect(page).toHaveURL(/\/tuition\/calendar$/);
  await expect(page.getByTestId('calendar-not-approved')).toHaveCount(0);
  await page.locator('.fc-next-button').click();
  const days = await page
    .locator('th.fc-col-header-cell')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')));
  const wednesday = days[2]!;
  await dragOnCalendar(page, wednesday, '10:00:00', '10:30:00');
  await expect(page.getByText('Free time added.')).toBeVisible();
  const block = page.locator('.fc-event').filter({ hasText: 'Free' });
  await expect(block).toHaveCount(1);
  await expect(block).toContainText('10:00');
  await expectAccessible(page);

  // Clicking free time asks before removing it; keeping it leaves the block in place.
  await block.click();
  await expect(page.getByRole('dialog', { name: 'Remove this free time?' })).toBeVisible();
  await expectAccessible(page, 'remove dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(block).toHaveCount(1);

  // A student in Bangkok finds the tutor by a word of the bio, opens the profile and sees the free time there.
  const student = await createStudent(request, 'finder');
  const setZone = await request.post('/api/v1/user', {
    headers: bearer(student.token),
    data: { time_zone: 'Asia/Bangkok' },
  });
  expect(setZone.ok(), await setZone.text()).toBeTruthy();
  const context = await browser.newContext({ timezoneId: 'Asia/Bangkok' });
  const studentPage = await context.newPage();
  await signIn(studentPage, student);
  await studentPage
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Tuition' })
    .click();
  // The dashboard links to the tutors too: the overview is there once the address says so.
  await expect(studentPage).toHaveURL(/\/tuition$/);
  await expect(studentPage.getByRole('link', { name: 'Find a tutor' })).toBeVisible();
  await expectAccessible(studentPage);
  await studentPage.getByRole('link', { name: 'Find a tutor' }).click();
  await expect(studentPage).toHaveURL(/\/tuition\/tutors$/);

  const search = studentPage.getByTestId('tutors-search');
  await search.fill('Re');
  await expect(studentPage.getByText('Search text must be at least 3 characters')).toBeVisible();
  await expectAccessible(studentPage, 'search too short');
  await search.fill(tutor.lastName);
  await expect(studentPage).toHaveURL(new RegExp(`keyword=${tutor.lastName}`));
  const card = studentPage.getByTestId('tutor-card').filter({ hasText: tutor.fullName });
  await expect(card).toHaveCount(1);
  await expect(studentPage.getByTestId('tutor-card')).toHaveCount(1);
  await expect(card).toContainText('Maths');
  await expect(card).toContainText('Maths · Year 1 · £25.00/h');
  await expect(card).toContainText('No reviews yet');
  // 10:00 UTC is 17:00 in Bangkok.
  await expect(card.getByTestId('tutor-next-free')).toContainText('17:00');
  await expectAccessible(studentPage, 'found');

  await card.getByRole('link', { name: 'View profile' }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/tuition/tutors/profile\\?tutorId=${tutor.id}$`));
  await expect(studentPage.getByTestId('tutor-profile-name')).toHaveText(tutor.fullName);
  await expect(studentPage.getByText('I have taught maths for ten years')).toBeVisible();
  const free = studentPage.getByTestId('free-block');
  await expect(free).toHaveCount(1);
  await expect(free).toContainText('17:00–18:00');
  await expect(free).toContainText("Tutor's time (UTC): 10:00–11:00");
  await expectAccessible(studentPage);
  await expect(studentPage.getByTestId('book-button')).toHaveAttribute(
    'href',
    `/tuition/tutors/booking?tutorId=${tutor.id}`,
  );
  await context.close();
});
