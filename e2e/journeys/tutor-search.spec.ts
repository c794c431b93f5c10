import { createStudent, signIn } from '../support/accounts.ts';
import { creditWallet } from '../support/money.ts';
import { pick } from '../support/pages.ts';
import { approvedTutorWithFreeTime, bookedSession, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a student sees each price with its level, keeps to their own tutors, and an old page address shows the last page', async ({
  page,
  request,
}) => {
  const { tutor, slotIds } = await approvedTutorWithFreeTime(request, slotStartIn(30), 2);
  const student = await createStudent(request, 'searcher');
  await signIn(page, student);

  // Past the end of the results (one tutor by this name: one page), the last page shows, not "no tutors".
  await page.goto(`/tuition/tutors?keyword=${encodeURIComponent(tutor.lastName)}&page=7`);
  const card = page.getByTestId('tutor-card').filter({ hasText: tutor.fullName });
  await expect(card).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByTestId('tutors-empty')).toHaveCount(0);
  // Subject, level and price on one badge.
  await expect(card.getByText(/^Maths · .+ · £25\.00\/h$/)).toBeVisible();
  await expectAccessible(page, 'a tutor found');

  // "My tutors": none before a first lesson, said plainly; the choice lives in the address.
  await page.getByText('Only tutors I have had lessons with').click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page.getByTestId('tutors-empty')).toHaveText(
    'You have not had a lesson yet: your tutors appear here after your first booked session.',
  );
  await expectAccessible(page, 'no tutors of mine yet');

  await creditWallet(request, student.token, 25);
  await bookedSession(request, student.token, tutor.token, slotIds);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Only tutors I have had lessons with' })).toBeChecked();
  await expect(page.getByTestId('tutor-card')).toHaveCount(1);
  await expect(card).toBeVisible();
  await expectAccessible(page, 'my tutor');
});

test('a keyword ranks a tutor by that name before one whose bio only mentions it; another sort drops the ranking', async ({
  page,
  request,
}) => {
  // The named tutor is free later than the one whose bio mentions the name: soonest free would put the bio first.
  const { tutor: named } = await approvedTutorWithFreeTime(request, slotStartIn(40), 2);
  const { tutor: mentioned } = await approvedTutorWithFreeTime(
    request,
    slotStartIn(20),
    2,
    25,
    `I teach maths the way ${named.lastName} taught me: slowly, with many examples.`,
  );
  const student = await createStudent(request, 'relevance');
  await signIn(page, student);
  const names = page.getByTestId('tutor-name');

  await page.goto('/tuition/tutors');
  await page.getByTestId('tutors-search').fill(named.lastName);
  await expect(page).toHaveURL(new RegExp(`keyword=${named.lastName}`));
  await expect(names).toHaveText([named.fullName, mentioned.fullName]);
  await expect(page.getByTestId('tutors-sort')).toHaveValue('Best match');
  await expectAccessible(page, 'tutors by relevance');

  await pick(page, 'Sort by', 'Soonest free');
  await expect(page).toHaveURL(/sort=next_free/);
  await expect(names).toHaveText([mentioned.fullName, named.fullName]);
});
