import { randomBytes } from 'node:crypto';
import { createStudent, signIn } from '../support/accounts.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { pick } from '../support/pages.ts';
import { expect, expectAccessible, type Locator, type Page, test } from '../support/test.ts';

interface OptionInput {
  title: string;
  score: string;
  feedback: string;
}

/** Fills the question form open in its dialog: the question, its kind, answers (added as needed) and feedback. */
async function fillQuestion(
  dialog: Locator,
  question: { title: string; multiple: boolean; options: OptionInput[]; feedback: string },
) {
  await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(question.title);
  if (question.multiple) await dialog.getByText('Multiple choice').click();
  for (const [index, option] of question.options.entries()) {
    if (index >= 2) await dialog.getByRole('button', { name: 'Add answer' }).click();
    await dialog.getByRole('textbox', { name: `Answer ${index + 1}`, exact: true }).fill(option.title);
    await dialog.getByRole('textbox', { name: 'Score' }).nth(index).fill(option.score);
    await dialog.getByRole('textbox', { name: 'Feedback on this answer' }).nth(index).fill(option.feedback);
  }
  await dialog.getByRole('textbox', { name: 'Feedback on the question' }).fill(question.feedback);
}

/** The result's options of the question titled `title`. */
const resultOptions = (page: Page, title: string) =>
  page.getByTestId('result-question').filter({ hasText: title }).getByTestId('result-option');

test('a tutor writes a quiz, a student takes it, reads the coloured result, filters it and retakes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = `qz${randomBytes(3).toString('hex')}`;
  const author = await approvedCourseAuthor(request, 'quiz-author');
  const course = await draftCourse(request, author, {
    title: `Halves ${tag}`,
    isFree: true,
    chapters: [
      { title: 'Halves', sections: [{ title: 'What a half is', body: 'Two equal parts make a whole.' }] },
    ],
  });

  // The tutor adds a quiz section to the chapter in the content step.
  await signIn(page, author);
  await page.goto(`/courses/create/content?courseId=${course.id}`);
  const chapter = page.getByTestId('chapter-card').first();
  await chapter.getByRole('textbox', { name: 'New section title' }).fill('Check your halves');
  await pick(page, 'Type', 'Quiz');
  await chapter.getByRole('button', { name: 'Add section' }).click();
  const editor = page.getByTestId('section-editor');
  await expect(editor.getByRole('textbox', { name: 'Section title' })).toHaveValue('Check your halves');
  const questions = page.getByTestId('quiz-questions');
  await expect(questions).toContainText('No questions yet.');
  await expectAccessible(page, 'a quiz section');

  // A single-choice question: two right answers are refused with the rule, then fixed.
  await questions.getByTestId('add-question').click();
  let dialog = page.getByRole('dialog', { name: 'Add question' });
  await dialog.getByTestId('save-question').click();
  await expect(dialog.getByText('Question is required')).toBeVisible();
  await expect(dialog.getByText('Answer is required')).toHaveCount(2);
  await expectAccessible(page, 'question dialog with its errors');
  await fillQuestion(dialog, {
    title: 'What is half of 10?',
    multiple: false,
    options: [
      { title: '5', score: '1', feedback: 'Yes: 10 shared in two is 5.' },
      { title: '2', score: '1', feedback: 'That is a fifth of 10.' },
    ],
    feedback: 'A half is one of two equal parts.',
  });
  await dialog.getByTestId('save-question').click();
  await expect(dialog.getByTestId('options-error')).toHaveText(
    'A single-choice question has exactly one answer that scores 1',
  );
  await dialog.getByRole('textbox', { name: 'Score' }).nth(1).fill('0');
  await dialog.getByTestId('save-question').click();
  await expect(dialog).toHaveCount(0);
  await expect(questions.getByTestId('question-card')).toHaveCount(1);

  // A multiple-choice question with partial credit.
  await questions.getByTestId('add-question').click();
  dialog = page.getByRole('dialog', { name: 'Add question' });
  await fillQuestion(dialog, {
    title: 'Which fractions equal one half?',
    multiple: true,
    options: [
      { title: '2/4', score: '1', feedback: 'Two of four parts: a half.' },
      { title: '3/6', score: '1', feedback: 'Three of six parts: a half.' },
      { title: '1/3', score: '0', feedback: 'One of three parts is a third.' },
    ],
    feedback: 'Top half of the bottom: a half.',
  });
  await dialog.getByTestId('save-question').click();
  await expect(dialog).toHaveCount(0);
  await expect(questions.getByTestId('question-card')).toHaveCount(2);
  await expect(questions.getByTestId('question-card').nth(1)).toContainText('Multiple choice');
  await expectAccessible(page, 'a quiz with two questions');

  // The admin team approves the course (through the API).
  await submitAndApprove(request, author, course.id);

  // A student opens the quiz in the reader of the free course and answers: one right, one partly right.
  const student = await createStudent(request, 'quiz-learner');
  const studentContext = await browser.newContext();
  const learner = await studentContext.newPage();
  await signIn(learner, student);
  await learner.goto(`/courses/take?courseId=${course.id}`);
  await learner.getByTestId('outline-section').filter({ hasText: 'Check your halves' }).click();
  await expect(learner.getByTestId('section-title')).toHaveText('Check your halves');
  await expect(learner.getByTestId('section-done')).toHaveCount(0);
  await expectAccessible(learner, 'a quiz section');
  await learner.getByTestId('start-quiz').click();
  await expect(learner).toHaveURL(/\/courses\/quiz\?courseId=\d+&sectionId=\d+&quizId=\d+$/);
  const first = learner.getByTestId('quiz-question').filter({ hasText: 'What is half of 10?' });
  await first.getByRole('radio', { name: '5', exact: true }).check();
  await expect(first.getByRole('radio', { name: '5', exact: true })).toBeChecked();
  await expectAccessible(learner);

  // Leaving with answers chosen warns; the student stays.
  await learner.getByRole('link', { name: 'Back to the course' }).click();
  const leave = learner.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(learner, 'leave dialog');
  await leave.getByRole('button', { name: 'Stay on the page' }).click();
  await expect(learner).toHaveURL(/\/courses\/quiz\?/);

  const second = learner.getByTestId('quiz-question').filter({ hasText: 'Which fractions equal one half?' });
  await second.getByRole('checkbox', { name: '2/4' }).check();
  await second.getByRole('checkbox', { name: '1/3' }).check();
  await learner.getByTestId('submit-quiz').click();

  // The result: (1 + 0.5) of 2 is 75%; chosen answers coloured by their score, with the feedback.
  await expect(learner).toHaveURL(/\/courses\/result\?courseId=\d+&quizId=\d+$/);
  await expect(learner.getByTestId('quiz-score')).toHaveText('75%');
  const right = resultOptions(learner, 'What is half of 10?').filter({ hasText: '5' });
  await expect(right).toHaveAttribute('data-colour', 'green');
  await expect(right).toContainText('Yes: 10 shared in two is 5.');
  const partly = resultOptions(learner, 'Which fractions equal one half?');
  await expect(partly.filter({ hasText: '2/4' })).toHaveAttribute('data-colour', 'green');
  await expect(partly.filter({ hasText: '1/3' })).toHaveAttribute('data-colour', 'red');
  await expect(partly.filter({ hasText: '1/3' })).toContainText('One of three parts is a third.');
  await expect(partly.filter({ hasText: '3/6' })).toHaveAttribute('data-colour', 'none');
  await expect(learner.getByTestId('question-feedback').first()).toContainText(
    'A half is one of two equal parts.',
  );
  await expectAccessible(learner);

  // Only the incorrect answers, then only the correct ones.
  await learner.getByText('Incorrect answers', { exact: true }).click();
  await expect(learner.getByTestId('result-question')).toHaveCount(1);
  await expect(learner.getByTestId('result-question')).toContainText('Which fractions equal one half?');
  await learner.getByText('Correct answers', { exact: true }).click();
  await expect(learner.getByTestId('result-question')).toHaveCount(1);
  await expect(learner.getByTestId('result-question')).toContainText('What is half of 10?');

  // Retake: a new attempt; all right this time, and the reader lists both attempts.
  await learner.getByTestId('retake-quiz').click();
  await expect(learner).toHaveURL(/\/courses\/quiz\?/);
  await learner.getByRole('radio', { name: '5', exact: true }).check();
  await learner.getByRole('checkbox', { name: '2/4' }).check();
  await learner.getByRole('checkbox', { name: '3/6' }).check();
  await learner.getByTestId('submit-quiz').click();
  await expect(learner.getByTestId('quiz-score')).toHaveText('100%');
  await learner.getByRole('link', { name: 'Back to the course' }).first().click();
  await expect(learner.getByTestId('section-title')).toHaveText('Check your halves');
  await expect(learner.getByTestId('quiz-attempts')).toContainText('100%');
  await expect(learner.getByTestId('quiz-attempts')).toContainText('75%');
  // The text section counted as read when the course opened on it (it fits the screen), the quiz when submitted.
  await expect(learner.getByTestId('take-progress')).toHaveText('100% done');
  await expectAccessible(learner, 'a quiz passed');
  await studentContext.close();
});
