import { createStudent, signIn } from '../support/accounts.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

/** The GCSE Maths diagnostic's questions (a part of each title) and the option chosen: algebra answered wrong. */
const ANSWERS: Array<[string, string]> = [
  ['What is 3 + 4 × 2?', '11'],
  ['Work out 0.3 × 0.2', '0.06'],
  ['Which number is the largest?', '0.5'],
  ['Solve 2x + 5 = 17', 'x = 12'],
  ['Expand 3(x − 4)', '3x − 4'],
  ['Simplify 2a × 3a', '5a'],
  ['Share £40 in the ratio 3 : 5', '£25'],
  ['A £60 jacket', '£48'],
  ['A price rises from £50 to £60', '20%'],
  ['shorter sides 6 cm and 8 cm', '10 cm'],
  ['interior angles of a pentagon', '540°'],
  ['area of a circle of radius 3 cm', '9π cm²'],
];
/** The right answers to the algebra questions, for a retake with full marks. */
const ALGEBRA_RIGHT: Record<string, string> = {
  'Solve 2x + 5 = 17': 'x = 6',
  'Expand 3(x − 4)': '3x − 12',
  'Simplify 2a × 3a': '6a²',
};

async function choose(page: Page, answers: Array<[string, string]>) {
  for (const [title, answer] of answers) {
    await page
      .getByTestId('quiz-question')
      .filter({ hasText: title })
      .getByRole('radio', { name: answer, exact: true })
      .check();
  }
}

test('a student takes a timed diagnostic, reads the chart, study topics and trend, and shares the result', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const student = await createStudent(request, 'diagnostic-learner');
  await signIn(page, student);
  await page.getByRole('link', { name: 'Diagnostics' }).first().click();
  await expect(page).toHaveURL(/\/diagnostics$/);
  const card = page.getByTestId('diagnostic-card').filter({ hasText: 'GCSE Maths diagnostic' });
  await expect(card.getByTestId('diagnostic-state')).toHaveText('Not started');
  await expect(card).toContainText('15 minutes');
  await expectAccessible(page);
  await card.getByTestId('start-diagnostic').click();
  await expect(page).toHaveURL(/\/diagnostics\/take\/\?diagnosticId=\d+$/);

  // The time limit counts down in the page.
  await expect(page.getByTestId('quiz-countdown')).toBeVisible();
  await expect(page.getByTestId('quiz-time-left')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByTestId('quiz-question')).toHaveCount(12);
  await expectAccessible(page);

  await choose(page, ANSWERS.slice(0, 1));
  await page.getByRole('link', { name: 'Back to diagnostics' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'leave dialog');
  await leave.getByRole('button', { name: 'Stay on the page' }).click();
  await choose(page, ANSWERS.slice(1));
  await page.getByTestId('submit-quiz').click();

  await expect(page).toHaveURL(/\/diagnostics\/result\/\?resultId=\d+$/);
  await expect(page.getByTestId('quiz-score')).toHaveText('75%');
  await expect(page.getByTestId('specialty-chart').locator('svg').first()).toBeVisible();
  const algebra = page.getByTestId('specialty-score').filter({ hasText: 'Algebra' });
  await expect(algebra).toContainText('0%');
  // Only the weak area's topics: algebra, not number (100%).
  const topics = page.getByTestId('study-topic');
  await expect(topics.first()).toHaveText('Solving linear equations');
  await expect(topics).toHaveCount(2);
  await expect(page.getByTestId('study-topics')).not.toContainText('Order of operations');
  await expect(page.getByTestId('trend')).toContainText('Take the test again later');
  await expectAccessible(page);

  const wrong = page.getByTestId('result-question').filter({ hasText: 'Solve 2x + 5 = 17' });
  await expect(wrong.getByTestId('result-option').filter({ hasText: 'x = 12' })).toHaveAttribute(
    'data-colour',
    'red',
  );
  await expect(wrong.getByTestId('option-feedback')).toContainText('divide by 2');
  await page.getByText('Incorrect answers', { exact: true }).click();
  await expect(page.getByTestId('result-question')).toHaveCount(3);
  await page.getByText('Correct answers', { exact: true }).click();
  await expect(page.getByTestId('result-question')).toHaveCount(9);

  // Sharing is off until the learner turns it on.
  const panel = page.getByTestId('share-panel');
  await expect(panel).toContainText('Sharing is off');
  // Mantine's switch hides its input: the learner clicks its label.
  await panel.getByText('Share my results', { exact: true }).click();
  const shareUrl = await panel.getByTestId('share-url').inputValue();
  expect(shareUrl).toMatch(/\/diagnostics\/results\/\?sharingId=\w+$/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('heading', { name: "Ploy's diagnostic results" })).toBeVisible();
  const shared = visitor.getByTestId('shared-result');
  await expect(shared).toHaveCount(1);
  await expect(shared.getByTestId('quiz-score')).toHaveText('75%');
  await expect(shared.getByTestId('specialty-chart').locator('svg').first()).toBeVisible();
  await expect(shared.getByTestId('study-topics')).toContainText('Solving linear equations');
  await expect(visitor.getByTestId('shared-no-answers')).toBeVisible();
  await expect(visitor.getByTestId('result-question')).toHaveCount(0);
  await expect(visitor.getByText(student.email)).toHaveCount(0);
  await expectAccessible(visitor);

  // With the answers included, the visitor reads them as someone else's.
  await panel.getByText('Include my answers', { exact: true }).click();
  await expect(panel.getByRole('switch', { name: 'Include my answers' })).toBeChecked();
  await visitor.reload();
  await expect(visitor.getByTestId('result-question')).toHaveCount(12);
  await expect(visitor.getByText('Their answer').first()).toBeVisible();
  await expectAccessible(visitor, 'with answers');
  await expect(visitor.getByText(/your answer/i)).toHaveCount(0);

  // A new link: the old one stops working.
  await panel.getByTestId('replace-share-link').click();
  const confirm = page.getByRole('dialog', { name: 'Replace the share link?' });
  await confirm.getByRole('button', { name: 'Replace link' }).click();
  await expect(panel.getByTestId('share-link-replaced')).toBeVisible();
  const newUrl = await panel.getByTestId('share-url').inputValue();
  expect(newUrl).not.toBe(shareUrl);
  await visitor.goto(shareUrl);
  await expect(visitor.getByText('These shared results could not be found.')).toBeVisible();
  await expectAccessible(visitor, 'link replaced');
  await visitor.goto(newUrl);
  await expect(visitor.getByTestId('shared-result')).toHaveCount(1);

  // A retake with full marks: no study topics, and the trend of both attempts.
  await page.getByRole('link', { name: 'Retake test' }).click();
  await expect(page.getByTestId('quiz-question')).toHaveCount(12);
  await choose(
    page,
    ANSWERS.map(([title, answer]) => [title, ALGEBRA_RIGHT[title] ?? answer] as [string, string]),
  );
  await page.getByTestId('submit-quiz').click();
  await expect(page.getByTestId('quiz-score')).toHaveText('100%');
  await expect(page.getByTestId('no-study-topics')).toHaveText(
    'Full marks in every area: nothing to study here. Well done!',
  );
  await expect(page.getByTestId('trend-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('trend')).toContainText('75% → 100%');
  await expectAccessible(page, 'full marks');

  await page.goto('/diagnostics');
  await expect(card.getByTestId('diagnostic-state')).toHaveText('Completed');
  await expect(card).toContainText('100%');
  await expectAccessible(page);
  await page.goto('/');
  const summary = page.getByTestId('diagnostics-summary');
  await expect(summary).toContainText('1 of 3 tests done');
  await expectAccessible(page);
});
