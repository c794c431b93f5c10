import { randomBytes } from 'node:crypto';
import { createStudent, signIn } from '../support/accounts.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { TINY_PNG } from '../support/pages.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('an author writes a lesson with a heading, a list, an image, a formula and code in the editor; the learner sees them rendered', async ({
  page,
  request,
  browser,
}) => {
  // Two people, an upload, an approval and two lazy chunks (the editor, KaTeX) on a shared machine.
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString('hex');
  const author = await approvedCourseAuthor(request, 'rich-author');
  const course = await draftCourse(request, author, {
    title: `Square numbers ${tag}`,
    isFree: true,
    chapters: [{ title: 'Squares', sections: [{ title: 'What a square is', body: '' }] }],
  });

  await signIn(page, author);
  await page.goto(`/courses/create/content?courseId=${course.id}`);
  await page
    .getByTestId('section-row')
    .filter({ hasText: 'What a square is' })
    // The row's title opens the section (its first button is the drag handle).
    .getByRole('button', { name: /^What a square is/ })
    .click();
  const editor = page.getByTestId('section-editor');
  const text = editor.getByRole('textbox', { name: 'Text' });
  await expect(text).toBeVisible();
  await expectAccessible(page, 'a section in the editor');
  await text.click();

  // A heading, a sentence with a formula, a bulleted list.
  await editor.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Square numbers');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The square of n is ');
  await editor.getByTestId('add-formula').click();
  const formula = page.getByRole('dialog', { name: 'Formula' });
  await expect(formula).toBeVisible();
  await expectAccessible(page, 'formula dialog');
  await formula.getByTestId('formula-latex').fill('n^2 = n \\times n');
  await formula.getByTestId('formula-save').click();
  await expect(formula).toBeHidden();
  await expect(text.locator('.katex')).toHaveCount(1);
  await text.press('End');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('1 × 1 = 1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2 × 2 = 4');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // An uploaded image with its alt text.
  await editor.getByTestId('add-image').click();
  const image = page.getByRole('dialog', { name: 'Image' });
  await image
    .locator('input[type=file]')
    .setInputFiles({ name: 'dots.png', mimeType: 'image/png', buffer: TINY_PNG });
  await image.getByTestId('image-alt').fill('Nine dots in a 3 by 3 square');
  await expectAccessible(page, 'image dialog');
  await image.getByTestId('image-insert').click();
  await expect(image).toBeHidden();
  await expect(text.locator('img[alt="Nine dots in a 3 by 3 square"]')).toBeVisible();

  // A code block last.
  await text.press('ControlOrMeta+End');
  await editor.getByRole('button', { name: 'Code block' }).click();
  // Named, not guessed: two lines of Python are too short for highlight.js to recognise.
  await editor.getByRole('combobox', { name: 'Code language' }).selectOption('python');
  await page.keyboard.type('for n in range(1, 6):');
  await page.keyboard.press('Enter');
  await page.keyboard.type('    print(n * n)');
  await editor.getByRole('button', { name: 'Save section' }).click();
  await expect(editor.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  await expectAccessible(page, 'a rich section saved');

  await submitAndApprove(request, author, course.id);

  // The learner reads it at phone width: the heading, the list, the typeset formula, the image and coloured code.
  const student = await createStudent(request, 'rich-learner');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const learner = await context.newPage();
  await signIn(learner, student);
  await learner.goto(`/courses/take?courseId=${course.id}`);
  const body = learner.getByTestId('section-body');
  await expect(body.locator('h2')).toHaveText('Square numbers');
  await expect(body.locator('li')).toHaveText(['1 × 1 = 1', '2 × 2 = 4']);
  await expect(body.locator('[data-type="inline-math"] .katex')).toHaveCount(1);
  await expect(body.locator('.katex-mathml annotation')).toHaveText('n^2 = n \\times n');
  const picture = body.locator('img[alt="Nine dots in a 3 by 3 square"]');
  await expect(picture).toBeVisible();
  // Loaded, not a broken icon: the stable image URL redirects to a signed download on the same origin.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(body.locator('pre code.hljs')).toHaveCount(1);
  await expect(body.locator('pre code .hljs-keyword').first()).toHaveText('for');
  await expect(body.locator('script, [onerror]')).toHaveCount(0);
  await expectAccessible(learner);
  await learner.screenshot({ path: test.info().outputPath('rich-lesson-en-390.png'), fullPage: true });
  await context.close();
});
