import { createStudent, signIn } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { advanceClock, resetClock, runJob } from '../support/clock.ts';
import { creditWallet } from '../support/money.ts';
import { pick } from '../support/pages.ts';
import { approvedTutorWithFreeTime, bookedSession, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

/** Free time `hoursFromNow` ahead (the search's "next free" order), through `POST /availabilities`. */
async function addFreeTime(request: Parameters<typeof creditWallet>[0], token: string, hoursFromNow: number) {
  const start = slotStartIn(hoursFromNow);
  const res = await request.post('/api/v1/availabilities', {
    headers: bearer(token),
    data: {
      added_availabilities: [
        { starting_at: start.toISOString(), ending_at: new Date(start.getTime() + 3_600_000).toISOString() },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.afterEach(async ({ request }) => resetClock(request));

test('a student filters tutors by price and rating and sorts them by price; the list and the address follow, on a phone too', async ({
  page,
  request,
}) => {
  // Three tutors at prices of their own (no other tutor of the suite charges them), each taught the student an
  // hour and was rated: the cheapest 5 stars, the middle 3, the dearest 4.
  const base = 50 + Math.floor(Math.random() * 250);
  const student = await createStudent(request, 'filters');
  await creditWallet(request, student.token, 3 * (base + 20));
  const rated = [
    { price: base + 3, rate: 5, freeIn: 60 },
    { price: base + 11, rate: 3, freeIn: 55 },
    { price: base + 20, rate: 4, freeIn: 50 },
  ];
  const tutors = [];
  for (const [index, { price, rate, freeIn }] of rated.entries()) {
    const { tutor, slotIds } = await approvedTutorWithFreeTime(request, slotStartIn(2 + index), 2, price);
    await bookedSession(request, student.token, tutor.token, slotIds);
    await addFreeTime(request, tutor.token, freeIn);
    tutors.push({ ...tutor, rate });
  }
  await advanceClock(request, 6 * 60);
  expect(await runJob(request, 'sessions-complete-ended')).toBeGreaterThanOrEqual(3);
  for (const tutor of tutors) {
    const res = await request.post('/api/v1/rates', {
      headers: bearer(student.token),
      data: { type: 'tutor', id: tutor.id, rate: tutor.rate, review: 'Clear and patient.' },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const [cheapest, middle, dearest] = tutors as [(typeof tutors)[0], (typeof tutors)[0], (typeof tutors)[0]];
  const names = page.getByTestId('tutor-name');

  await signIn(page, student);
  await page.goto('/tuition/tutors');
  await page.getByTestId('tutors-price-min').fill(String(base));
  await page.getByTestId('tutors-price-max').fill(String(base + 25));
  await page.getByTestId('tutors-price-max').press('Enter');
  await expect(page).toHaveURL(new RegExp(`price_min=${base}&price_max=${base + 25}`));
  // Soonest free first: the dearest is free first.
  await expect(names).toHaveText([dearest.fullName, middle.fullName, cheapest.fullName]);
  await expect(page.getByText(new RegExp(`^Maths · .+ · £${base + 20}\\.00/h$`))).toBeVisible();

  await pick(page, 'Rating', '4+ stars');
  await expect(page).toHaveURL(/rating=4/);
  await expect(names).toHaveText([dearest.fullName, cheapest.fullName]);

  await pick(page, 'Sort by', 'Price: low to high');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(names).toHaveText([cheapest.fullName, dearest.fullName]);
  await expectAccessible(page, 'tutors filtered by price and rating, by price');

  // The address is the search: Back undoes the sort, a reload or a shared link shows the same list.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(names).toHaveText([dearest.fullName, cheapest.fullName]);
  await page.goForward();
  await expect(names).toHaveText([cheapest.fullName, dearest.fullName]);
  const address = page.url();

  // On a phone: the same address, the filters in a drawer, and "Clear filters" there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(address);
  await expect(names).toHaveText([cheapest.fullName, dearest.fullName]);
  await expect(page.getByTestId('tutor-filters')).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByTestId('tutors-price-min')).toHaveValue(String(base));
  await expectAccessible(page, 'the filters drawer on a phone');
  await drawer.getByRole('textbox', { name: 'Rating', exact: true }).click();
  await page.getByRole('option', { name: '3+ stars', exact: true }).click();
  await expect(page).toHaveURL(/rating=3/);
  await page.keyboard.press('Escape');
  await expect(names).toHaveText([cheapest.fullName, middle.fullName, dearest.fullName]);
  const hasNoSideScroll = await page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(hasNoSideScroll).toBe(true);

  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/price_min|rating|sort/);
});
