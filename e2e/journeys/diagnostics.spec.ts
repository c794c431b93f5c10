import { createStudent, signIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

/** The GCSE Maths diagnostic's answers chosen: right except the two algebra questions (75%). */
const ANSWERS: Array<[string, string]> = [
  ['What is 3 + 4 × 2?', '11'],
  ['What is the square root of 144?', '12'],
  ['Solve 2x + 5 = 17.', 'x = 11'],
  ['Expand 3(x − 4).', '3x − 4'],
  ['A £40 jacket is reduced by 25%', '£30'],
  ['Share £60 in the ratio 1 : 2', '£40'],
  ['How long is the hypotenuse?', '5 cm'],
  ['interior angles of a triangle', '180°'],
];

test('a student takes a diagnostic, reads the coloured result by specialty, filters it and shares it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await createStudent(request, 'diagnostic-learner');
  await signIn(page, student);
  await page.getByRole('link', { name: 'Diagnostics' }).first().click();
  await expect(page).toHaveURL(/\/diagnostics$/);
  const card = page.getByTestId('diagnostic-card').filter({ hasText: 'GCSE Maths diagnostic' });
  await expect(card.getByTestId('diagnostic-state')).toHaveText('Not started');
  await expect(card).toContainText('10 minutes');
  await expectAccessible(page);
  await card.getByTestId('start-diagnostic').click();
  await expect(page).toHaveURL(/\/diagnostics\/take\/\?diagnosticId=\d+$/);

  const [firstTitle, firstAnswer] = ANSWERS[0]!;
  await page
    .getByTestId('quiz-question')
    .filter({ hasText: firstTitle })
    .getByRole('radio', { name: firstAnswer, exact: true })
    .check();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to diagnostics' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'leave dialog');
  await leave.getByRole('button', { name: 'Stay on the page' }).click();
  for (const [title, answer] of ANSWERS.slice(1)) {
    await page
      .getByTestId('quiz-question')
      .filter({ hasText: title })
      .getByRole('radio', { name: answer, exact: true })
      .check();
  }
  await page.getByTestId('submit-quiz').click();

  await expect(page).toHaveURL(/\/diagnostics\/result\/\?resultId=\d+$/);
  await expect(page.getByTestId('quiz-score')).toHaveText('75%');
  const specialties = page.getByTestId('specialty-scores');
  await expect(specialties).toContainText('Algebra');
  await expect(specialties).toContainText('0%');
  await expect(page.getByTestId('study-topics')).toContainText('Solving linear equations');
  const wrong = page
    .getByTestId('result-question')
    .filter({ hasText: 'Solve 2x + 5 = 17.' })
    .getByTestId('result-option');
  await expect(wrong.filter({ hasText: 'x = 11' })).toHaveAttribute('data-colour', 'red');
  const right = page
    .getByTestId('result-question')
    .filter({ hasText: 'square root of 144' })
    .getByTestId('result-option');
  await expect(right.filter({ hasText: '12' })).toHaveAttribute('data-colour', 'green');
  await expectAccessible(page);

  await page.getByText('Incorrect answers', { exact: true }).click();
  await expect(page.getByTestId('result-question')).toHaveCount(2);
  await page.getByText('Correct answers', { exact: true }).click();
  await expect(page.getByTestId('result-question')).toHaveCount(6);

  const shareUrl = await page.getByTestId('copy-share-link').getAttribute('data-share-url');
  expect(shareUrl).toMatch(/\/diagnostics\/results\/\?sharingId=\w+$/);

  await page.goto('/diagnostics');
  await expect(card.getByTestId('diagnostic-state')).toHaveText('Completed');
  await expect(card).toContainText('75%');

  await page.goto('/');
  const summary = page.getByTestId('diagnostics-summary');
  await expect(summary).toContainText('1 of 2 tests done');
  await expect(summary).toContainText('75%');
  await expectAccessible(page, 'a diagnostic done');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(shareUrl!);
  await expect(visitor.getByRole('heading', { name: "Ploy's diagnostic results" })).toBeVisible();
  const shared = visitor.getByTestId('shared-result');
  await expect(shared).toHaveCount(1);
  await expect(shared.getByTestId('quiz-score')).toHaveText('75%');
  await expect(shared.getByTestId('study-topics')).toContainText('Solving linear equations');
  await expect(visitor.getByText(student.email)).toHaveCount(0);
  await expectAccessible(visitor);
});
