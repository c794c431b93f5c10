import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createStudent, signInThroughPage } from '../support/accounts.ts';
import { bearer, data, useOwnAddress } from '../support/api.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { expect as baseExpect, expectAccessible, type Page, test } from '../support/test.ts';

// Patient assertions: the journey loads several pages in a row on a machine whose cores other runs share.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The text of a PDF's first page, as a reader extracts it. */
async function pdfText(file: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(await readFile(file)), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

/** Answers the one-question quiz open in the page, right or wrong, and submits it. */
async function answerQuiz(page: Page, answer: '7' | '12') {
  await page.getByRole('radio', { name: answer, exact: true }).check();
  await page.getByTestId('submit-quiz').click();
  await expect(page).toHaveURL(/\/courses\/result\?/);
}

test('a learner completes a course, downloads the certificate, and its address confirms it signed out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = `cert${randomBytes(3).toString('hex')}`;
  const author = await approvedCourseAuthor(request, 'cert-author');
  const authorHeaders = bearer(author.token);
  const course = await draftCourse(request, author, {
    title: `Times tables ${tag}`,
    isFree: true,
    chapters: [
      {
        title: 'Multiplying',
        sections: [
          { title: 'What times means', body: '3 times 4 is three fours added: 4 + 4 + 4.' },
          { title: 'Swapping', body: '3 times 4 equals 4 times 3.' },
        ],
      },
    ],
  });
  // A quiz section of one question, its pass mark 60%, added by the author through the API.
  const { chapters } = await data<{ chapters: Array<{ id: number }> }>(
    await request.get(`/api/v1/courses/${course.id}`, { headers: authorHeaders }),
  );
  const quiz = await data<{ id: number }>(
    await request.post(`/api/v1/chapters/${chapters[0]!.id}/sections`, {
      headers: authorHeaders,
      data: { title: 'Check your tables', type: 'quiz' },
    }),
  );
  await data(
    await request.post(`/api/v1/sections/${quiz.id}/questions`, {
      headers: authorHeaders,
      data: {
        title: 'What is 3 times 4?',
        options: [
          { title: '12', score: 1, feedback: 'Three fours make twelve.' },
          { title: '7', score: 0, feedback: 'That is 3 plus 4.' },
        ],
      },
    }),
  );
  await data(
    await request.patch(`/api/v1/sections/${quiz.id}`, {
      headers: authorHeaders,
      data: { pass_mark_percent: 60 },
    }),
  );
  await submitAndApprove(request, author, course.id);

  // The learner reads the two lessons, then takes the quiz: a wrong answer is not enough.
  const student = await createStudent(request, 'cert-learner');
  for (const sectionId of course.sectionIds) {
    await data(await request.post(`/api/v1/sections/${sectionId}/take`, { headers: bearer(student.token) }));
  }
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await signInThroughPage(page, student);
  await expect(page.getByTestId('welcome-title')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/courses/take?courseId=${course.id}`);
  await page.getByTestId('outline-section').filter({ hasText: 'Check your tables' }).click();
  await expect(page.getByTestId('start-quiz')).toBeVisible();
  await expectAccessible(page, 'a quiz to start');
  await page.getByTestId('start-quiz').click();
  await expect(page.getByRole('radio', { name: '7', exact: true })).toBeVisible();
  await expectAccessible(page);
  await answerQuiz(page, '7');
  await expect(page.getByTestId('quiz-verdict')).toContainText('Not passed yet, you need 60%.');
  await expectAccessible(page, 'not passed');

  // The retake passes, which completes the course.
  await page.getByTestId('retake-quiz').click();
  await expect(page).toHaveURL(/\/courses\/quiz\?/);
  await answerQuiz(page, '12');
  await expect(page.getByTestId('quiz-verdict')).toContainText('Passed');
  await expect(page.getByTestId('quiz-verdict')).toHaveAttribute('data-passed', 'true');
  await expectAccessible(page, 'passed');

  // My courses, completed tab: the card offers the certificate.
  await page.goto('/courses/my-courses?tab=completed');
  const card = page.getByTestId('my-course').filter({ hasText: course.title });
  await expect(card).toHaveAttribute('data-status', 'completed');
  await expectAccessible(page, 'completed');
  const downloading = page.waitForEvent('download');
  await card.getByTestId('download-certificate').click();
  const download = await downloading;
  const pdfFile = test.info().outputPath('certificate-en.pdf');
  await download.saveAs(pdfFile);
  expect((await readFile(pdfFile)).subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdfFile);
  expect(text).toContain('Ploy Srisuk');
  expect(text).toContain(course.title);
  const verificationUrl = /https?:\/\/\S+?\/certificates\/[A-Za-z0-9_-]{22}/.exec(text)?.[0];
  expect(verificationUrl).toBeDefined();

  // The profile lists it too.
  await page.goto('/user/profile');
  await expect(page.getByTestId('my-certificate').filter({ hasText: course.title })).toBeVisible();
  await expectAccessible(page);

  // Signed out, at phone width, the printed address confirms the certificate, in English and in Thai.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const anyone = await visitor.newPage();
  await anyone.goto(verificationUrl!);
  await expect(anyone.getByTestId('certificate-verified')).toBeVisible();
  await expect(anyone.getByTestId('verified-learner')).toHaveText('Ploy Srisuk');
  await expect(anyone.getByTestId('verified-course')).toHaveText(course.title);
  await expect(anyone.getByTestId('verified-tutor')).not.toBeEmpty();
  await expectAccessible(anyone);
  await anyone.screenshot({ path: test.info().outputPath('verify-en-390.png'), fullPage: true });
  await anyone.evaluate(() => localStorage.setItem('kru.language', 'th'));
  await anyone.reload();
  await expect(anyone.getByText('ใบประกาศนียบัตรถูกต้อง')).toBeVisible();
  await expectAccessible(anyone);
  await anyone.screenshot({ path: test.info().outputPath('verify-th-390.png'), fullPage: true });

  // A code nobody holds is said plainly.
  await anyone.goto(verificationUrl!.replace(/[A-Za-z0-9_-]{22}$/, 'AAAAAAAAAAAAAAAAAAAAAA'));
  await expect(anyone.getByTestId('certificate-not-found')).toContainText('ไม่พบใบประกาศนียบัตรที่มีรหัสนี้');
  await expectAccessible(anyone, 'not found');
  await visitor.close();
});
