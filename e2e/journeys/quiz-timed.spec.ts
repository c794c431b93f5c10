import { randomBytes } from 'node:crypto';
import { createStudent, signInThroughPage } from '../support/accounts.ts';
import { bearer, data, useOwnAddress } from '../support/api.ts';
import { advanceClock, resetClock } from '../support/clock.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { pick } from '../support/pages.ts';
import {
  type APIRequestContext,
  expect as baseExpect,
  expectAccessible,
  type Page,
  test,
} from '../support/test.ts';

/** The journeys share two cores with much else: each step may wait longer than the default. */
const expect = baseExpect.configure({ timeout: 30_000 });

const AUTHOR_ORDER = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'];

/** Two single-choice questions of six answers each, `A1` right: the same order twice by chance is 1 in 518,400. */
async function addQuestions(request: APIRequestContext, token: string, sectionId: number) {
  for (const title of ['First timed question', 'Second timed question']) {
    await data(
      await request.post(`/api/v1/sections/${sectionId}/questions`, {
        headers: bearer(token),
        data: {
          title,
          is_multiple_choice: false,
          options: AUTHOR_ORDER.map((option, index) => ({ title: option, score: index === 0 ? 1 : 0 })),
        },
      }),
    );
  }
}

/** Signs in through the page and waits for the dashboard, allowing for a busy machine (lazy pages load slowly). */
async function signIn(page: Page, account: { email: string; password: string }) {
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
  await expectAccessible(page);
  await signInThroughPage(page, account);
  await expect(page.getByTestId('welcome-title')).toBeVisible({ timeout: 45_000 });
  await expectAccessible(page);
}

/** The answers of each question as the page shows them, top to bottom. */
async function shownOrder(page: Page, testId: string, itemRole: 'radio' | 'result') {
  const questions = page.getByTestId(testId);
  const orders: string[][] = [];
  for (let index = 0; index < (await questions.count()); index += 1) {
    const question = questions.nth(index);
    orders.push(
      itemRole === 'radio'
        ? await question
            .getByRole('radio')
            .evaluateAll((radios) =>
              radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''),
            )
        : (await question.getByTestId('result-option').allTextContents()).map((text) => text.slice(0, 2)),
    );
  }
  return orders;
}

test('an author times a quiz; the learner sees shuffled answers and a countdown, and the quiz submits itself', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const tag = `qt${randomBytes(3).toString('hex')}`;
  const author = await approvedCourseAuthor(request, 'timed-author');
  const course = await draftCourse(request, author, {
    title: `Timed halves ${tag}`,
    isFree: true,
    chapters: [
      { title: 'Halves', sections: [{ title: 'What a half is', body: 'Two equal parts make a whole.' }] },
    ],
  });

  // The author adds a quiz section and gives it a one-minute limit in the content step.
  await signIn(page, author);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/courses/create/content?courseId=${course.id}`);
  const chapter = page.getByTestId('chapter-card').first();
  await chapter.getByRole('textbox', { name: 'New section title' }).fill('Timed check');
  await pick(page, 'Type', 'Quiz');
  await chapter.getByRole('button', { name: 'Add section' }).click();
  const settings = page.getByTestId('quiz-settings');
  await expect(settings).toBeVisible();
  await settings.getByText('Time limit', { exact: true }).click();
  // An emptied limit is refused with the rule (the field itself keeps a typed number within 1-180).
  await settings.getByRole('textbox', { name: 'Minutes' }).fill('');
  await settings.getByTestId('save-quiz-settings').click();
  await expect(settings).toContainText('A time limit is a whole number of minutes from 1 to 180, or none');
  await expectAccessible(page, 'quiz settings with an error');
  await settings.getByRole('textbox', { name: 'Minutes' }).fill('1');
  await settings.getByTestId('save-quiz-settings').click();
  await expect(page.getByText('Quiz settings saved.')).toBeVisible();
  await settings.screenshot({ path: testInfo.outputPath('author-settings-en.png') });

  const text = await data<{ next_section_id: number }>(
    await request.get(`/api/v1/sections/${course.sectionIds[0]}`, { headers: bearer(author.token) }),
  );
  await addQuestions(request, author.token, text.next_section_id);
  await submitAndApprove(request, author, course.id);

  // The learner's browser clock is under the journey's control: the countdown runs to zero without waiting.
  const student = await createStudent(request, 'timed-learner');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const learner = await context.newPage();
  await learner.clock.install();
  await signIn(learner, student);
  await learner.goto(`/courses/take?courseId=${course.id}`);
  await learner.getByTestId('outline-section').filter({ hasText: 'Timed check' }).click();
  await expect(learner.getByTestId('quiz-time-limit')).toHaveText(' · Time limit: 1 minute');
  await expectAccessible(learner, 'a timed quiz');
  await learner.getByTestId('start-quiz').click();
  await expect(learner).toHaveURL(/\/courses\/quiz\?/);
  await expect(learner.getByTestId('quiz-time-rule')).toContainText('saved as you choose them');
  await expect(learner.getByTestId('quiz-time-left')).toHaveText(/^[01]:\d\d$/);
  // A one-minute quiz starts within the last minute: a screen reader is told at once.
  await expect(learner.getByTestId('quiz-countdown-announcement')).toHaveText('One minute left.');
  await expectAccessible(learner);

  // Every question shows all six answers, and not in the author's order (shuffled for this attempt).
  const firstOrder = await shownOrder(learner, 'quiz-question', 'radio');
  expect(firstOrder).toHaveLength(2);
  for (const order of firstOrder) expect([...order].sort()).toEqual(AUTHOR_ORDER);
  expect(firstOrder).not.toEqual([AUTHOR_ORDER, AUTHOR_ORDER]);
  await learner.screenshot({ path: testInfo.outputPath('take-quiz-en.png'), fullPage: true });

  for (const question of await learner.getByTestId('quiz-question').all()) {
    await question.getByRole('radio', { name: 'A1', exact: true }).check();
  }
  // Time runs out in the page: it submits by itself and opens the result, answers in the order shown.
  await learner.clock.fastForward('01:05');
  await expect(learner).toHaveURL(/\/courses\/result\?/);
  await expect(learner.getByTestId('quiz-score')).toHaveText('100%');
  expect(await shownOrder(learner, 'result-question', 'result')).toEqual(firstOrder);
  await expectAccessible(learner);

  // A retake: a new order; one answer in time, then the server's clock passes the limit before the second.
  await learner.getByTestId('retake-quiz').click();
  await expect(learner).toHaveURL(/\/courses\/quiz\?/);
  await expect(learner.getByTestId('quiz-countdown')).toBeVisible();
  const questions = learner.getByTestId('quiz-question');
  const saved = learner.waitForResponse((response) => response.url().includes('/answers') && response.ok());
  await questions.nth(0).getByRole('radio', { name: 'A1', exact: true }).check();
  await saved;
  // Once the server has closed the attempt the page does not submit it again (a refused call, shown as a Warning).
  const submits: string[] = [];
  learner.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/submit')) submits.push(sent.url());
  });
  try {
    await advanceClock(request, 2);
    // click, not check: the refusal can take the page to the result before a check could see the radio checked.
    await questions.nth(1).getByRole('radio', { name: 'A1', exact: true }).click();
    // The server refused the late answer and closed the attempt with the one saved in time.
    await expect(learner).toHaveURL(/\/courses\/result\?/);
    await expect(learner.getByTestId('quiz-time-reached')).toContainText(
      'Only the answers saved before the time limit counted.',
    );
    await expect(learner.getByTestId('quiz-score')).toHaveText('50%');
    await learner.waitForLoadState('networkidle');
    expect(submits).toEqual([]);
    await expect(learner.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(learner, 'time up');
    await learner.screenshot({ path: testInfo.outputPath('result-time-up-en.png'), fullPage: true });
  } finally {
    await resetClock(request);
  }

  // The same pages in Thai.
  await learner.evaluate(() => localStorage.setItem('kru.language', 'th'));
  await learner.reload();
  await expect(learner.getByTestId('quiz-time-reached')).toContainText('นับเฉพาะคำตอบที่บันทึกไว้ก่อนหมดเวลาเท่านั้น');
  await expectAccessible(learner, 'time up');
  await learner.screenshot({ path: testInfo.outputPath('result-time-up-th.png'), fullPage: true });
  await learner.getByTestId('retake-quiz').click();
  await expect(learner.getByTestId('quiz-countdown')).toContainText('เวลาที่เหลือ');
  await expectAccessible(learner);
  await learner.screenshot({ path: testInfo.outputPath('take-quiz-th.png'), fullPage: true });
  await context.close();
});
