import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createStudent, signIn } from '../support/accounts.ts';
import { runJob } from '../support/clock.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { pick } from '../support/pages.ts';

/** A one-page PDF, small and real (the server checks the bytes). */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A tiny real MP4 header (`ftyp`, then `moov` with a 3-second `mvhd`): what the server checks and reads. */
function tinyMp4(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(3000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\x00\x00\x02\x00isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd)),
  ]);
}

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
  const input = files.getByLabel('Add files');
  await input.setInputFiles({ name: 'halves.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(files.getByTestId('attachment-row')).toHaveCount(1);
  await input.setInputFiles({ name: 'wrong.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(files.getByTestId('attachment-row')).toHaveCount(2);
  await files.getByRole('button', { name: 'Remove wrong.pdf' }).click();
  await expect(files.getByTestId('attachment-row')).toHaveCount(1);
  await expect(files.getByTestId('attachment-row')).toContainText('halves.pdf');

  // A video section: the video uploads, processes (still processing on refresh), and is ready after the job.
  await chapter.getByRole('textbox', { name: 'New section title' }).fill('Watch halves');
  await pick(page, 'Type', 'Video');
  await chapter.getByRole('button', { name: 'Add section' }).click();
  const video = page.getByTestId('section-video-editor');
  await expect(video).toContainText('No video yet.');
  await video
    .locator('input[type=file]')
    .setInputFiles({ name: 'halves.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  const processing = video.getByTestId('video-processing');
  await expect(processing).toContainText('The video is still processing.');
  await processing.getByRole('button', { name: 'Refresh' }).click();
  await expect(processing).toBeVisible();
  expect(await runJob(request, 'courses-process-videos')).toBeGreaterThanOrEqual(1);
  await processing.getByRole('button', { name: 'Refresh' }).click();
  await expect(video.getByTestId('video-preview')).toBeVisible();

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
  const [download] = await Promise.all([
    learner.waitForEvent('download'),
    downloads.getByRole('link', { name: 'halves.pdf', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('halves.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  // The video section plays the video.
  await learner.getByTestId('outline-section').filter({ hasText: 'Watch halves' }).click();
  await expect(learner.getByTestId('section-video')).toBeVisible();
  await expect(learner.getByTestId('section-video')).toHaveAttribute('src', /\/api\/v1\//);
  await studentContext.close();
});
