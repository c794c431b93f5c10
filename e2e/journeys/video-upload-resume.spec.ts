import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createStudent, signIn } from '../support/accounts.ts';
import { bearer, data } from '../support/api.ts';
import { approvedCourseAuthor, draftCourse, submitAndApprove } from '../support/courses.ts';
import { pick } from '../support/pages.ts';
import { realMp4 } from '../support/sample-files.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';
import { uploadSectionVideo } from '../support/videos.ts';

/**
 * A real two-second MP4 (the server transcodes it) padded to `bytes` with a trailing `free` box, which players and
 * ffmpeg skip: an exact number of upload chunks (64 KiB in the journeys), so the journey knows each offset.
 */
function chunkyMp4(bytes: number): Buffer {
  const head = realMp4(2);
  const free = Buffer.alloc(bytes - head.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([head, free]);
}

test('an author’s video upload survives a dropped connection and a page reload, then is transcoded', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = randomBytes(3).toString('hex');
  const author = await approvedCourseAuthor(request, 'resume-author');
  const course = await draftCourse(request, author, {
    title: `Resumed video ${tag}`,
    isFree: true,
    chapters: [{ title: 'Thirds', sections: [{ title: 'Intro', body: 'Three equal parts.' }] }],
  });
  await signIn(page, author);
  await page.goto(`/courses/create/content?courseId=${course.id}`);
  const chapter = page.getByTestId('chapter-card').first();
  await chapter.getByRole('textbox', { name: 'New section title' }).fill('Watch thirds');
  await pick(page, 'Type', 'Video');
  await chapter.getByRole('button', { name: 'Add section' }).click();
  const video = page.getByTestId('section-video-editor');
  await expect(video).toContainText('No video yet.');
  await expectAccessible(page, 'a video section');

  // The connection drops during the third chunk, once; the upload carries on from the server's offset.
  const file = { name: 'thirds.mp4', mimeType: 'video/mp4', buffer: chunkyMp4(640 * 1024) };
  let patches = 0;
  let cut = false;
  const offsets: string[] = [];
  await page.route('**/api/v1/files/resumable/**', async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') {
      patches += 1;
      offsets.push(request.headers()['upload-offset'] ?? '');
      if (patches === 3 && !cut) {
        cut = true;
        return route.abort('connectionreset');
      }
    }
    return route.continue();
  });
  await video.locator('input[type=file]').setInputFiles(file);
  // Once sent, ffmpeg transcodes it (a short clip may be done before the page looks).
  await expect(video.getByTestId('video-processing').or(video.getByTestId('video-ready'))).toBeVisible();
  expect(cut).toBe(true);
  // Ten chunks, the cut one sent again from the same offset.
  expect(offsets).toHaveLength(11);
  expect(offsets[2]).toBe(String(2 * 65536));
  expect(offsets[3]).toBe(String(2 * 65536));
  expect(offsets.at(-1)).toBe(String(9 * 65536));
  await page.unroute('**/api/v1/files/resumable/**');
  await expect(video.getByTestId('video-ready')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'a video ready');

  // Replacing it: the network goes away half way, the author reloads and picks the same file again: the upload
  // resumes where the server stopped (no new video is created). The file is on disk, so it keeps its date (part
  // of what recognises it) across the two picks.
  const path = test.info().outputPath('thirds-2.mp4');
  await writeFile(path, chunkyMp4(640 * 1024));
  const state = { offline: false, reloaded: false, created: 0, sent: 0, resumedFrom: '' };
  await page.route('**/api/v1/**', async (route) => {
    const request = route.request();
    const resumable = request.url().includes('/files/resumable/');
    if (request.method() === 'POST' && /\/sections\/\d+\/videos/.test(request.url())) state.created += 1;
    if (resumable && request.method() === 'PATCH') {
      state.sent += 1;
      if (state.sent > 5 && !state.reloaded) {
        state.offline = true;
        return route.abort('internetdisconnected');
      }
    }
    if (resumable && request.method() === 'HEAD' && state.reloaded) {
      const response = await route.fetch();
      state.resumedFrom = response.headers()['upload-offset'] ?? '';
      return route.fulfill({ response });
    }
    return route.continue();
  });
  await video.locator('input[type=file]').setInputFiles(path);
  await expect(video.getByTestId('video-progress')).toContainText(/Uploading… \d+%/);
  await expectAccessible(page, 'uploading');
  await expect.poll(() => state.offline, { timeout: 15_000 }).toBe(true);
  // Marked after the reload: until then the old page's retries of the cut chunk are cut too (one that got through
  // moved the server's offset a chunk past the one the test expects).
  await page.reload();
  state.reloaded = true;
  await expect(video).toBeVisible();
  await video.locator('input[type=file]').setInputFiles(path);
  await expect(video.getByTestId('video-processing').or(video.getByTestId('video-ready'))).toBeVisible();
  expect(state.created).toBe(1);
  expect(state.resumedFrom).toBe(String(5 * 65536));
  // The resumed file is whole: ffmpeg makes it ready.
  await expect(video.getByTestId('video-ready')).toBeVisible({ timeout: 60_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the upload shows its percentage and the time left, in Thai and in English', async ({
    page,
    request,
  }) => {
    const author = await approvedCourseAuthor(request, 'progress-author');
    const course = await draftCourse(request, author, {
      title: `Upload progress ${randomBytes(3).toString('hex')}`,
      isFree: true,
      chapters: [{ title: 'Quarters', sections: [{ title: 'Intro', body: 'Four equal parts.' }] }],
    });
    await signIn(page, author);
    await page.goto(`/courses/create/content?courseId=${course.id}`);
    const chapter = page.getByTestId('chapter-card').first();
    await chapter.getByRole('textbox', { name: 'New section title' }).fill('Watch quarters');
    await pick(page, 'Type', 'Video');
    await chapter.getByRole('button', { name: 'Add section' }).click();
    const path = test.info().outputPath('quarters.mp4');
    await writeFile(path, chunkyMp4(1024 * 1024));

    // Chunks go slowly, then one hangs: the upload stays on screen with its speed known.
    const held: Array<() => void> = [];
    let patches = 0;
    await page.route('**/api/v1/files/resumable/**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches === 6 || patches === 12) return new Promise<void>((release) => held.push(release));
      await new Promise((resolve) => setTimeout(resolve, 400));
      return route.continue();
    });
    const video = page.getByTestId('section-video-editor');
    await video.locator('input[type=file]').setInputFiles(path);
    const progress = video.getByTestId('video-progress');
    await expect(progress.getByTestId('upload-time-left')).toContainText('left');
    await expect.poll(() => patches).toBe(6);
    await expect(progress).toContainText(/Uploading… \d+%/);
    await progress.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'uploading');
    await page.screenshot({ path: 'test-results/video-upload/progress-en.png' });
    // In Thai (switching the language redraws the page and stops the upload): the same file resumes.
    await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await video.locator('input[type=file]').setInputFiles(path);
    await expect(progress.getByTestId('upload-time-left')).toContainText('เหลืออีกประมาณ');
    await expect.poll(() => patches).toBe(12);
    await expect(progress).toContainText(/กำลังอัปโหลด… \d+%/);
    await progress.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'uploading');
    await page.screenshot({ path: 'test-results/video-upload/progress-th.png' });
    for (const release of held) release();
  });

  test('a learner picks the video quality from the player, which then loads that rendition', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const author = await approvedCourseAuthor(request, 'quality-author');
    const course = await draftCourse(request, author, {
      title: `Video quality ${randomBytes(3).toString('hex')}`,
      isFree: true,
      chapters: [{ title: 'Shapes', sections: [{ title: 'Intro', body: 'Circles and squares.' }] }],
    });
    const authored = await data<{ chapters: Array<{ id: number }> }>(
      await request.get(`/api/v1/courses/${course.id}`, { headers: bearer(author.token) }),
    );
    const { id: sectionId } = await data<{ id: number }>(
      await request.post(`/api/v1/chapters/${authored.chapters[0]!.id}/sections`, {
        headers: bearer(author.token),
        data: { title: 'Watch shapes', type: 'video' },
      }),
    );
    // A 720p source: transcoded to 720p and 360p.
    const source = realMp4(12, { width: 1280, height: 720 });
    await uploadSectionVideo(request, author.token, sectionId, source, 'video/mp4');
    await submitAndApprove(request, author, course.id);

    await signIn(page, await createStudent(request, 'quality-learner'));
    await page.goto(`/courses/search-courses/details?courseId=${course.id}`);
    const start = page.getByRole('button', { name: 'Start course' });
    await expect(start).toBeVisible();
    await expectAccessible(page, 'the course page');
    await start.click();
    await expect(page.getByTestId('section-title')).toHaveText('Intro');
    await page.goto(`/courses/take?courseId=${course.id}&sectionId=${sectionId}`);
    const player = page.getByTestId('section-video');
    await expect(player).toHaveAttribute('data-levels', '2');
    // Played (muted, so without a click) until a rendition plays, then back at the start, paused.
    const play = () =>
      player.evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play();
      });
    const rewind = () =>
      player.evaluate((video: HTMLVideoElement) => {
        video.pause();
        video.currentTime = 0;
      });
    await play();
    // Auto: hls.js picks what fits a phone's player.
    const quality = page.getByTestId('video-quality');
    await expect(quality).toHaveText('Quality: Auto (360p)');
    await rewind();

    // Each choice is loaded at once (from the start, where the player stands): that rendition's first segment is
    // fetched, and once playing it is that rendition's frames the player shows.
    for (const height of [360, 720]) {
      await quality.click();
      const segment = page.waitForRequest(new RegExp(`/api/v1/videos/\\d+/hls/${height}p_0000\\.ts\\?`));
      await page.getByRole('menuitem', { name: `${height}p` }).click();
      await segment;
      await expect(quality).toHaveText(`Quality: ${height}p`);
      await play();
      await expect(player).toHaveAttribute('data-level', String(height), { timeout: 20_000 });
      await expect.poll(() => frameHeight(page), { timeout: 20_000 }).toBe(height);
      await rewind();
    }
    await quality.click();
    await expect(page.getByRole('menuitem', { name: '720p' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('menuitem', { name: 'Auto' })).not.toHaveAttribute('aria-current');
    await expectAccessible(page, 'the quality menu');
    await page.screenshot({ path: 'test-results/video-upload/quality-en.png' });
    await page.getByRole('menuitem', { name: 'Auto' }).click();
    await expect(quality).toHaveText(/^Quality: Auto \(\d+p\)$/);

    await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(quality).toHaveText(/^คุณภาพ: อัตโนมัติ/);
    await quality.click();
    await expect(page.getByRole('menuitem', { name: 'อัตโนมัติ' })).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, 'the quality menu');
    await page.screenshot({ path: 'test-results/video-upload/quality-th.png' });
  });
});

/** The height of the frames the player is showing. */
const frameHeight = (page: Page) =>
  page.getByTestId('section-video').evaluate((video: HTMLVideoElement) => video.videoHeight);
