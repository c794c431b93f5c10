import { randomBytes } from 'node:crypto';
import { STORAGE_KEYS } from '@kru/contract/limits';
import { createStudent, signInThroughPage } from '../support/accounts.ts';
import { bearer, data, useOwnAddress } from '../support/api.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { payOnSandboxCheckout, TEST_CARDS } from '../support/money.ts';
import { expect as baseExpect, expectAccessible, type Page, test } from '../support/test.ts';
import { playableWebm, uploadSectionVideo } from '../support/videos.ts';

// A video plays in real time here: the waits are longer than the suite's 10 s on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Where the journeys' screenshots go (looked at by a person, not compared). */
const SHOTS = 'test-results/course-progress';
const VIDEO_SECONDS = 20;

test.use({ viewport: { width: 390, height: 844 } });

const video = (page: Page) => page.getByTestId('section-video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

async function shoot(page: Page, name: string, language: 'en' | 'th') {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.language,
    language,
  ] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The page itself, not its loader: the outline or the reader's section is there.
  await expect(page.getByTestId('outline-section').first()).toBeVisible();
  await expectAccessible(page, name);
  await page.screenshot({ path: `${SHOTS}/${name}-${language}.png`, fullPage: true });
}

test('a learner reads and watches through a course without "Mark as done", resumes the video, and subscribes from a locked section', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = randomBytes(3).toString('hex');
  const author = await approvedCourseAuthor(request, 'progress-author');
  const longBody = Array.from(
    { length: 40 },
    (_, index) => `Paragraph ${index + 1}: a half is one of two equal parts of a whole.`,
  ).join('\n\n');
  const course = await draftCourse(request, author, {
    title: `Halves and quarters ${tag}`,
    chapters: [
      { title: 'Halves', sections: [{ title: 'Reading halves', body: longBody }] },
      {
        title: 'Quarters',
        sections: [
          { title: 'Quarters of a pizza', body: 'Four equal slices.' },
          { title: 'Quarters and halves', body: 'Two quarters make a half.' },
        ],
      },
    ],
  });
  // A video section, second in reading order: added to the first chapter, after its text.
  const authored = await data<{ chapters: Array<{ id: number }> }>(
    await request.get(`/api/v1/courses/${course.id}`, { headers: bearer(author.token) }),
  );
  const { id: videoSectionId } = await data<{ id: number }>(
    await request.post(`/api/v1/chapters/${authored.chapters[0]!.id}/sections`, {
      headers: bearer(author.token),
      data: { title: 'Watch halves', type: 'video' },
    }),
  );
  await page.goto('/');
  await uploadSectionVideo(request, author.token, videoSectionId, await playableWebm(page, VIDEO_SECONDS));
  await submitAndApprove(request, author, course.id);
  const pizzaId = course.sectionIds[1]!;

  const student = await createStudent(request, 'progress-learner');
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await signInThroughPage(page, student);
  await expect(page.getByTestId('welcome-title')).toBeVisible();
  await expectAccessible(page);

  // The course page states the trial: 4 sections, 30% of them rounded down, so 1 free.
  await page.goto(`/courses/search-courses/details?courseId=${course.id}`);
  await expect(page.getByTestId('trial-share')).toContainText('1 of 4 sections free');
  await expect(page.locator('[data-testid="outline-section"][data-state="locked"]')).toHaveCount(3);
  await shoot(page, 'course-page', 'th');
  await expect(page.getByTestId('trial-share')).toContainText('เปิดฟรี 1 จาก 4 หัวข้อ');
  await shoot(page, 'course-page', 'en');

  // Reading: a long section is done once read to its end, not before; no "Mark as done" pressed.
  await page.getByRole('button', { name: 'Start course' }).click();
  await expect(page.getByTestId('section-title')).toHaveText('Reading halves');
  await expect(page.getByTestId('take-progress')).toHaveText('0% done');
  await expect(page.getByTestId('section-done')).toBeVisible();
  await page.getByTestId('section-end').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('take-progress')).toHaveText('25% done');
  await expect(page.getByTestId('section-done')).toHaveCount(0);
  await expectAccessible(page, 'reading');

  // The keyboard moves on (j): the video section is beyond the trial, with the spec's message.
  await page.locator('body').press('j');
  await expect(page.getByTestId('section-title')).toHaveText('Watch halves');
  await expect(page.getByTestId('section-locked')).toContainText(
    'You are not subscribed: subscribe to continue viewing.',
  );
  await page.locator('body').press('k');
  await expect(page.getByTestId('section-title')).toHaveText('Reading halves');

  // A locked section reached by its address says to subscribe (not "not found"), and subscribing returns to it.
  const pizzaPath = `/courses/take?courseId=${course.id}&sectionId=${pizzaId}`;
  await page.goto(pizzaPath);
  const locked = page.getByTestId('section-locked');
  await expect(locked).toContainText('subscribe to continue viewing');
  await shoot(page, 'locked-section', 'th');
  await shoot(page, 'locked-section', 'en');
  await locked.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/courses\/subscribe\?next=%2Fcourses%2Ftake/);
  await expect(page.getByTestId('plan-kru-plus')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('plan-kru-plus').getByRole('button', { name: 'Subscribe' }).click();
  await payOnSandboxCheckout(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(new RegExp(`/courses/take\\?courseId=${course.id}&sectionId=${pizzaId}$`));
  await expect(page.getByTestId('section-body')).toContainText('Four equal slices.');
  // A short section fits the screen: read at once.
  await expect(page.getByTestId('take-progress')).toHaveText('50% done');

  // Watching: the video plays part way, then the learner leaves mid-video.
  await page.getByTestId('section-previous').click();
  await expect(page.getByTestId('section-title')).toHaveText('Watch halves');
  await expect(video(page)).toBeVisible();
  await expectAccessible(page, 'video');
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  await page.goto('/courses/my-courses');
  const progress = async () =>
    data<{ position_seconds: number } | null>(
      await request.get(`/api/v1/sections/${videoSectionId}/video-progress`, {
        headers: bearer(student.token),
      }),
    );
  await expect.poll(async () => (await progress())?.position_seconds ?? 0).toBeGreaterThanOrEqual(5);
  const stored = (await progress())!.position_seconds;

  // "Continue" opens the latest viewed section, and the video resumes where it was left (a new page load).
  const mine = page.getByTestId('my-course').filter({ hasText: course.title });
  await expect(mine).toBeVisible();
  await expectAccessible(page);
  await mine.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByTestId('section-title')).toHaveText('Watch halves');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(stored - 1);
  await page.screenshot({ path: `${SHOTS}/video-resumed-en.png`, fullPage: true });
  expect(await page.getByTestId('take-progress').textContent()).toBe('50% done');

  // Played to the end (90% played counts, seeking would not): the section is done by itself.
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    return element.play();
  });
  await expect(page.getByTestId('take-progress')).toHaveText('75% done', { timeout: 30_000 });

  // The last section, by the arrow key: read at once, the course completed without "Mark as done".
  await page.goto(pizzaPath);
  // The reader listens for the key once it shows the section.
  await expect(page.getByTestId('section-title')).toHaveText('Quarters of a pizza');
  await page.locator('body').press('ArrowRight');
  await expect(page.getByTestId('section-title')).toHaveText('Quarters and halves');
  await expect(page.getByTestId('take-progress')).toHaveText('100% done');
  await expect(page.getByTestId('course-completed')).toBeVisible();
  await shoot(page, 'reader-completed', 'th');
  await shoot(page, 'reader-completed', 'en');
});
