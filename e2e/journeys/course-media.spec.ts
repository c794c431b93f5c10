import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createStudent, signIn } from '../support/accounts.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { pick } from '../support/pages.ts';
import { PDF, realMp4 } from '../support/sample-files.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a tutor attaches files and a video to sections in the browser; a student downloads and watches them', async ({
  page,
  request,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const author = await approvedCourseAuthor(request, 'media-author');
  const course = await draftCourse(request, author, {
    title: `Fractions media ${tag}`,
    isFree: true,
    chapters: [{ title: 'Halves', sections: [{ title: 'What a half is', body: 'Two equal parts.' }] }],
  });

  // The tutor adds a files section and drops two worksheets on it, then removes the wrong one.
  await signIn(page, author);
  await page.goto(`/courses/create/content?courseId=${course.id}`);
  const chapter = page.getByTestId('chapter-card').first();
  await chapter.getByRole('textbox', { name: 'New section title' }).fill('Worksheets');
  await pick(page, 'Type', 'Files');
  await chapter.getByRole('button', { name: 'Add section' }).click();
  const files = page.getByTestId('section-attachments');
  await expect(files).toContainText('No files attached yet.');
  await expect(files).toContainText('up to 100MB each');
  await expectAccessible(page, 'a files section');
  const input = files.getByLabel('Add files');
  await input.setInputFiles({ name: 'halves.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(files.getByTestId('attachment-row')).toHaveCount(1);
  await input.setInputFiles({ name: 'wrong.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(files.getByTestId('attachment-row')).toHaveCount(2);
  await files.getByRole('button', { name: 'Remove wrong.pdf' }).click();
  await expect(files.getByTestId('attachment-row')).toHaveCount(1);
  await expect(files.getByTestId('attachment-row')).toContainText('halves.pdf');
  await expectAccessible(page, 'a file attached');

  // A video section: the video uploads, is transcoded with its progress shown, and is ready with its poster and
  // length without any refresh.
  await chapter.getByRole('textbox', { name: 'New section title' }).fill('Watch halves');
  await pick(page, 'Type', 'Video');
  await chapter.getByRole('button', { name: 'Add section' }).click();
  const video = page.getByTestId('section-video-editor');
  await expect(video).toContainText('No video yet.');
  await video
    .locator('input[type=file]')
    .setInputFiles({ name: 'halves.mp4', mimeType: 'video/mp4', buffer: realMp4(4) });
  await expect(video.getByTestId('video-processing').or(video.getByTestId('video-ready'))).toBeVisible();
  await expect(video.getByTestId('video-ready')).toBeVisible({ timeout: 60_000 });
  await expect(video.getByTestId('video-duration')).toHaveText('Length 0:04');
  await expect(video.getByTestId('video-preview')).toHaveAttribute('poster', /poster\.jpg/);
  await expectAccessible(page, 'a video ready');

  // The admin team approves the course (through the API).
  await submitAndApprove(request, author, course.id);

  // A student opens the section in the reader and downloads the worksheet.
  const student = await createStudent(request, 'media-learner');
  const studentContext = await browser.newContext();
  const learner = await studentContext.newPage();
  await signIn(learner, student);
  await learner.goto(`/courses/take?courseId=${course.id}`);
  await learner.getByTestId('outline-section').filter({ hasText: 'Worksheets' }).click();
  const downloads = learner.getByTestId('section-downloads');
  await expect(downloads).toContainText('halves.pdf');
  await expectAccessible(learner, 'files');
  const [download] = await Promise.all([
    learner.waitForEvent('download'),
    downloads.getByRole('link', { name: 'halves.pdf', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('halves.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  // The video section plays the video through hls.js: poster first, then it plays and time goes on.
  await learner.getByTestId('outline-section').filter({ hasText: 'Watch halves' }).click();
  const player = learner.getByTestId('section-video');
  await expect(player).toHaveAttribute('poster', /poster\.jpg/);
  await expect(player).toHaveAttribute('data-hls', 'on');
  await expect(player).toHaveAttribute('data-levels', /^[1-9]/);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  await expectAccessible(learner, 'video');
  await studentContext.close();
});
