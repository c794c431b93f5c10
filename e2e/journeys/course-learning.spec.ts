import { randomBytes } from 'node:crypto';
import { createStudent, signIn } from '../support/accounts.ts';
import { approvedCourse, approvedCourseAuthor } from '../support/courses.ts';
import { payOnSandboxCheckout, TEST_CARDS } from '../support/money.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const section = (title: string) => ({
  title,
  body: `${title} starts here.\n\nA second paragraph about ${title.toLowerCase()}.`,
});

/** Clicks the star of the Mantine rating (its radio is kept out of sight; a person clicks the star's label). */
async function rate(page: Page, stars: number) {
  const star = page.getByRole('dialog').getByRole('radio', { name: String(stars), exact: true });
  await star.locator('xpath=following-sibling::label[1]').click();
  await expect(star).toBeChecked();
}

test('a student finds a course, reads the trial, subscribes to finish it, reviews it and archives it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A word of this run only, so the search finds this journey's courses and nothing else.
  const tag = `kx${randomBytes(3).toString('hex')}`;
  const author = await approvedCourseAuthor(request, 'course-author');
  // Four sections: the trial opens the first floor(30% x 4) = 1 (at least one).
  const longSection = {
    title: 'Quarters of a pizza',
    body: Array.from({ length: 40 }, (_, i) => `Quarters of a pizza, paragraph ${i + 1}.`).join('\n\n'),
  };
  const course = await approvedCourse(request, author, {
    title: `Fractions ${tag}`,
    chapters: [
      { title: 'Halves', sections: [section('What a half is'), section('Halves of shapes')] },
      { title: 'Quarters', sections: [longSection, section('Quarters and halves')] },
    ],
  });
  const freeCourse = await approvedCourse(request, author, {
    title: `Times tables ${tag}`,
    isFree: true,
    chapters: [{ title: 'Twos', sections: [section('Counting in twos')] }],
  });
  const student = await createStudent(request, 'learner');
  await signIn(page, student);

  // Nothing under way yet: My courses leads to the search.
  await page.goto('/courses/my-courses');
  await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible();
  await expect(page.getByTestId('my-courses-empty')).toBeVisible();
  await expectAccessible(page, 'empty');
  await page.getByTestId('to-course-search').click();
  await expect(page).toHaveURL(/\/courses\/search-courses/);

  // The keyword needs three characters; then this run's two courses show, the free one marked.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('kx');
  await expect(page.getByText('Search text must be at least 3 characters')).toBeVisible();
  await expectAccessible(page, 'search too short');
  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`keyword=${tag}`));
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  const freeCard = page.getByTestId('course-card').filter({ hasText: freeCourse.title });
  await expect(freeCard.getByTestId('course-free')).toHaveText('Free');
  const card = page.getByTestId('course-card').filter({ hasText: course.title });
  await expect(card.getByTestId('course-free')).toHaveCount(0);
  await expect(card.getByTestId('course-tutor')).toHaveText(author.fullName);
  await expectAccessible(page, 'found');

  // The subject filter (its list loads when reached): pressed, it opens; the courses' own subject keeps both, another
  // empties the page, and clearing it brings them back.
  const [education] = await (await request.get('/api/v1/educations')).json().then((body) => body.data);
  const year = education.school_years[0];
  const ownSubject = `${year.subjects[0].title} · ${year.title}`;
  const subjectFilter = page.getByRole('textbox', { name: 'Subject' });
  await subjectFilter.click();
  await page.getByRole('option', { name: ownSubject, exact: true }).click();
  await expect(page).toHaveURL(/subject=\d+/);
  await expect(subjectFilter).toHaveValue(ownSubject);
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await subjectFilter.click();
  await page.getByRole('option').filter({ hasNotText: ownSubject }).first().click();
  await expect(page.getByTestId('courses-empty')).toBeVisible();
  await expectAccessible(page, 'subject filter');
  // Mantine's clear button (beside the field; hidden from assistive technology, which clears with the keyboard).
  await subjectFilter.locator('xpath=..').locator('button').click();
  await expect(page).not.toHaveURL(/subject=/);
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await card.getByRole('link', { name: 'View' }).click();

  // The course page: the outline with the last three sections locked, and the way to subscribe.
  await expect(page).toHaveURL(new RegExp(`/courses/search-courses/details\\?courseId=${course.id}$`));
  await expect(page.getByRole('heading', { name: course.title })).toBeVisible();
  const outline = page.getByTestId('outline-section');
  await expect(outline).toHaveCount(4);
  await expect(page.locator('[data-testid="outline-section"][data-state="locked"]')).toHaveCount(3);
  await expect(page.getByTestId('subscribe-prompt')).toBeVisible();
  await expect(page.getByTestId('trial-share')).toContainText('1 of 4 sections free');
  await expect(page.getByTestId('course-share-link')).toHaveValue(
    new RegExp(`/courses/search-courses/details\\?courseId=${course.id}$`),
  );
  await expect(page.getByTestId('course-qr')).toBeVisible();
  await expectAccessible(page);

  // Started: the reader opens the first section, done once read (it fits the screen), and moves on.
  await page.getByRole('button', { name: 'Start course' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/courses/take\\?courseId=${course.id}&sectionId=${course.sectionIds[0]}`),
  );
  await expect(page.getByTestId('section-title')).toHaveText('What a half is');
  await expect(page.getByTestId('section-body')).toContainText('A second paragraph about what a half is.');
  await expect(page.getByTestId('take-progress')).toHaveText('25% done');
  await expectAccessible(page);
  await page.getByTestId('section-next').click();

  // The second section is beyond the trial: the spec's message and the way to subscribe, which comes back here.
  await expect(page.getByTestId('section-title')).toHaveText('Halves of shapes');
  const locked = page.getByTestId('section-locked');
  await expect(locked).toContainText('You are not subscribed: subscribe to continue viewing.');
  await expect(page.getByTestId('section-body')).toHaveCount(0);
  await expectAccessible(page, 'locked');
  await locked.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/courses\/subscribe\?next=/);
  await expect(page.getByTestId('plan-kru-plus')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('plan-kru-plus').getByRole('button', { name: 'Subscribe' }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.succeeds);
  await expect(page.getByText('Subscribed successfully')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/courses/take\\?courseId=${course.id}&sectionId=${course.sectionIds[1]}$`),
  );
  await expect(page.getByTestId('section-body')).toContainText('Halves of shapes starts here.');
  await expect(page.getByTestId('take-progress')).toHaveText('50% done');

  // Subscribed: Continue from My courses opens the latest viewed section; "Mark as done" is still there.
  await page.getByTestId('section-next').click();
  await expect(page.getByTestId('section-title')).toHaveText('Quarters of a pizza');
  await page.goto('/courses/my-courses');
  const mine = page.getByTestId('my-course').filter({ hasText: course.title });
  await expect(mine.getByTestId('course-progress')).toHaveText('50% done');
  await expectAccessible(page);
  await mine.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByTestId('section-title')).toHaveText('Quarters of a pizza');
  await expect(page.getByTestId('section-body')).toContainText('Quarters of a pizza, paragraph 1.');
  await expect(page.locator('[data-testid="outline-section"][data-state="locked"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as done and go on' }).click();
  await expect(page.getByTestId('section-title')).toHaveText('Quarters and halves');
  await expect(page.getByTestId('course-completed')).toContainText('You have completed this course');
  await expect(page.getByTestId('take-progress')).toHaveText('100% done');
  await expectAccessible(page, 'completed');

  // The student reviews the course from its page, then changes the review.
  await page.getByTestId('course-completed').getByRole('link', { name: 'Write a review' }).click();
  await expect(page.getByTestId('write-course-review')).toBeVisible();
  await expectAccessible(page, 'completed');
  await page.getByTestId('write-course-review').click();
  const dialog = page.getByRole('dialog', { name: `Review: ${course.title}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'review dialog');
  await rate(page, 4);
  await dialog.getByRole('textbox', { name: 'Your review' }).fill('Pizza made quarters easy.');
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const review = page.getByTestId('course-review').filter({ hasText: 'Ploy Srisuk' });
  await expect(review).toContainText('Pizza made quarters easy.');
  await expect(review.getByLabel('4 out of 5 stars')).toBeVisible();
  await page.getByTestId('write-course-review').click();
  await expect(dialog.getByText('You have reviewed this already')).toBeVisible();
  await rate(page, 5);
  await dialog.getByRole('textbox', { name: 'Your review' }).fill('Pizza made quarters and halves easy.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your review is updated.')).toBeVisible();
  await expect(review).toContainText('Pizza made quarters and halves easy.');
  await expect(review.getByLabel('5 out of 5 stars')).toBeVisible();

  // Completed, then archived: it moves to the Archived tab.
  await page.goto('/courses/my-courses');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const completed = page.getByTestId('my-course').filter({ hasText: course.title });
  await expect(completed).toHaveAttribute('data-status', 'completed');
  await expectAccessible(page, 'completed');
  await completed.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived.')).toBeVisible();
  await expect(completed).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/tab=archived/);
  const archived = page.getByTestId('my-course').filter({ hasText: course.title });
  await expect(archived).toHaveAttribute('data-status', 'archived');
  await expect(archived.getByTestId('course-progress')).toHaveText('100% done');
  await expectAccessible(page, 'archived');
});
