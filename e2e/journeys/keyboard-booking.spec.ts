import { createStudent } from '../support/accounts.ts';
import { useOwnAddress } from '../support/api.ts';
import { expectHeadingFocused, tabTo } from '../support/keyboard.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

const HALF_HOUR_MS = 30 * 60_000;

// Only the keyboard from the sign-in page on: no click, no mouse, no focus set by script. `page.goto` once, as a
// person types the address. (axe only reads each page: it moves neither the focus nor the mouse.)
test('a student signs in, finds a tutor, books an hour and cancels it with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const start = slotStartIn(50);
  const { tutor } = await approvedTutorWithFreeTime(request, start, 2);
  const student = await createStudent(request, 'keyboard');
  await creditWallet(request, student.token, 50);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sign in: the skip link first, then the two fields; Enter in the password field sends the form.
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(student.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(student.password);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Welcome, Ploy');
  await expectAccessible(page);

  // The menu is before the page: back from the heading to Tuition, then the page's Find a tutor.
  await tabTo(page, page.getByRole('link', { name: 'Tuition', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Tuition');
  await expectAccessible(page);
  await tabTo(page, page.getByRole('link', { name: 'Find a tutor' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Find a tutor');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type(tutor.lastName);
  // What the search found is said from a polite live region while the focus stays in the field.
  await expect(page.getByTestId('tutors-outcome')).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('tutors-outcome')).toHaveText('1 tutor');
  const card = page.getByTestId('tutor-card').filter({ hasText: tutor.fullName });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('tutor-card')).toHaveCount(1);
  await expectAccessible(page);
  await tabTo(page, card.getByRole('link', { name: 'View profile' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, tutor.fullName);
  await expectAccessible(page);
  await tabTo(page, page.getByRole('link', { name: 'Book a lesson' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, `Book a lesson with ${tutor.fullName}`);

  // Two half hours by Tab and Space; the summary says each change aloud (a polite live region).
  const announcement = page.getByTestId('booking-announcement');
  await expect(announcement).toHaveAttribute('role', 'status');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
  await expect(announcement).toHaveText('');
  const slot = (at: number) =>
    page.locator(
      `[data-testid="booking-slot"][data-start="${new Date(start.getTime() + at * HALF_HOUR_MS).toISOString()}"]`,
    );
  await tabTo(page, slot(0), { most: 80 });
  await page.keyboard.press('Space');
  await expect(slot(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(slot(0)).toBeFocused();
  await expect(announcement).toContainText('(30 min), £12.50');
  await page.keyboard.press('Tab');
  await expect(slot(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slot(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(announcement).toContainText('(1 h), £25.00');
  await expect(page.getByTestId('booking-price')).toHaveText('£25.00');
  await expectAccessible(page, 'an hour chosen');

  // The first booking asks whether tutors may see the learning data: Space picks the focused answer.
  const share = page.getByRole('radio', { name: 'Yes, my tutors may see my learning data' });
  await tabTo(page, share);
  await page.keyboard.press('Space');
  await expect(share).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tuition\/requested$/);
  await expectHeadingFocused(page, 'Requests');
  // The toast is a polite live region with the news in it.
  const booked = page.getByRole('status').filter({ hasText: 'Booked: the tutor has been asked to confirm.' });
  await expect(booked).toBeVisible();
  await expect(booked).toHaveAttribute('aria-live', 'polite');
  await expectAccessible(page);

  // The request's Cancel request opens a named dialog; Escape closes it and the focus is back on the button.
  const request1 = page.getByTestId('session-card').filter({ hasText: tutor.fullName });
  const cancel = request1.getByRole('button', { name: 'Cancel request' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Reason for cancelling' });
  await expect(reason).toBeFocused();
  await expectAccessible(page, 'cancel dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  // Again, with the reason; Tab stays in the dialog (its last control, then round to its first).
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await page.keyboard.type('I booked the wrong week.');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel session' }), { most: 5 });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel session' }), { most: 5 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The session is cancelled.' })).toBeVisible();
  await expect(request1).toHaveCount(0);
  await expect(page.getByTestId('requests-empty')).toBeVisible();
  await expectAccessible(page, 'no requests');

  // The button that opened the dialog went with its card: the focus is on the page's heading, not lost to the
  // page's body, so the next Tab goes on from here.
  await expectHeadingFocused(page, 'Requests');
});
