import { randomBytes } from 'node:crypto';
import { signIn } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { bearer, data } from '../support/api.ts';
import { approvedCourseAuthor, draftCourse } from '../support/courses.ts';
import { PDF, realMp4 } from '../support/sample-files.ts';
import { type APIRequestContext, expect, expectAccessible, type Page, test } from '../support/test.ts';
import type { Tutor } from '../support/tutors.ts';
import { videoReady } from '../support/videos.ts';

/** The sections' titles in the outline (the rows' icon buttons have no text). */
const sectionTitles = async (page: Page) =>
  (
    await page
      .getByTestId('chapter-card')
      .first()
      .getByTestId('section-row')
      .locator('button')
      .allInnerTexts()
  ).filter((text) => text.trim() !== '');

test('a tutor reorders sections by dragging them, and the order stays after a reload', async ({
  page,
  request,
}) => {
  const author = await approvedCourseAuthor(request, 'dnd-author');
  const course = await draftCourse(request, author, {
    title: `Reorder ${randomBytes(3).toString('hex')}`,
    chapters: [
      {
        title: 'Halves',
        sections: [
          { title: 'Alpha', body: 'First.' },
          { title: 'Bravo', body: 'Second.' },
          { title: 'Charlie', body: 'Third.' },
        ],
      },
    ],
  });
  await signIn(page, author);
  await page.goto(`/courses/create/content?courseId=${course.id}`);
  const rows = page.getByTestId('chapter-card').first().getByTestId('section-row');
  await expect(rows).toHaveCount(3);
  await expectAccessible(page);
  expect((await sectionTitles(page)).map((text) => text.split('\n')[0])).toEqual([
    'Alpha',
    'Bravo',
    'Charlie',
  ]);

  // With the mouse: Charlie's handle dragged onto Alpha's place.
  const handle = rows.nth(2).getByRole('button', { name: 'Move Charlie', exact: true });
  const target = await rows.nth(0).boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y - 5, { steps: 5 });
  await page.mouse.move(from!.x + from!.width / 2, target!.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect(rows.first()).toContainText('Charlie');
  await expect(rows.nth(1)).toContainText('Alpha');

  // Saved: the same order after a reload.
  await expect(page.getByRole('button', { name: 'Move Alpha', exact: true })).toBeEnabled();
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Charlie');
  await expect(rows.nth(1)).toContainText('Alpha');
  await expect(rows.nth(2)).toContainText('Bravo');
});

/** What the drag-and-drop live region says now (one region per list; only the list in use speaks). */
const announced = (page: Page, text: string) =>
  expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1);

test('a keyboard user lifts, moves, drops and cancels moving sections and chapters, in English and Thai', async ({
  page,
  request,
}) => {
  const author = await approvedCourseAuthor(request, 'kbd-author');
  const course = await draftCourse(request, author, {
    title: `Keyboard ${randomBytes(3).toString('hex')}`,
    chapters: [
      {
        title: 'Halves',
        sections: [
          { title: 'Alpha', body: 'First.' },
          { title: 'Bravo', body: 'Second.' },
          { title: 'Charlie', body: 'Third.' },
        ],
      },
      { title: 'Quarters', sections: [{ title: 'Delta', body: 'Fourth.' }] },
    ],
  });
  await signIn(page, author);
  await page.goto(`/courses/create/content?courseId=${course.id}`);
  const rows = page.getByTestId('chapter-card').first().getByTestId('section-row');
  await expect(rows).toHaveCount(3);
  await expectAccessible(page);

  // Space lifts, the down arrow moves, Space drops: saved like a mouse drop, and the handle keeps the focus.
  // Each key waits for the previous step to be announced, as a person listening does: the sensor starts
  // listening for arrows on the task after the lift, so keys sent in the same instant would be lost.
  // (That, not the app, is what a script pressing Space, ArrowDown, Space in one go ran into.)
  const alpha = page.getByRole('button', { name: 'Move Alpha', exact: true });
  await alpha.focus();
  await page.keyboard.press('Space');
  await announced(page, 'Lifted Alpha, at place 1 of 3.');
  await page.keyboard.press('ArrowDown');
  await announced(page, 'Alpha is at place 2 of 3.');
  await page.keyboard.press('Space');
  await announced(page, 'Dropped Alpha at place 2 of 3.');
  await expect(rows.nth(1)).toContainText('Alpha');
  await expect(alpha).toBeFocused();
  await expect(alpha).toBeEnabled();

  // Enter works the same way, two places up.
  const charlie = page.getByRole('button', { name: 'Move Charlie', exact: true });
  await charlie.focus();
  await page.keyboard.press('Enter');
  await announced(page, 'Lifted Charlie, at place 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await announced(page, 'Charlie is at place 2 of 3.');
  await page.keyboard.press('ArrowUp');
  await announced(page, 'Charlie is at place 1 of 3.');
  await page.keyboard.press('Enter');
  await announced(page, 'Dropped Charlie at place 1 of 3.');
  await expect(charlie).toBeEnabled();

  // Escape puts the item back where it was, and nothing is saved.
  await page.getByRole('button', { name: 'Move Bravo', exact: true }).focus();
  await page.keyboard.press('Space');
  await announced(page, 'Lifted Bravo, at place 2 of 3.');
  await page.keyboard.press('ArrowUp');
  await announced(page, 'Bravo is at place 1 of 3.');
  await page.keyboard.press('Escape');
  await announced(page, 'Moving Bravo was cancelled: it stays where it was.');

  // A chapter moves the same way.
  const quarters = page.getByRole('button', { name: 'Move Quarters', exact: true });
  await quarters.focus();
  await page.keyboard.press('Space');
  await announced(page, 'Lifted Quarters, at place 2 of 2.');
  await page.keyboard.press('ArrowUp');
  await announced(page, 'Quarters is at place 1 of 2.');
  await page.keyboard.press('Space');
  await announced(page, 'Dropped Quarters at place 1 of 2.');
  await expect(quarters).toBeEnabled();

  // Saved: the same orders after a reload.
  await page.reload();
  await expect(page.getByTestId('chapter-title')).toHaveText(['Quarters', 'Halves']);
  const halves = page.getByTestId('chapter-card').nth(1).getByTestId('section-row');
  await expect(halves).toHaveCount(3);
  await expect(halves.nth(0)).toContainText('Charlie');
  await expect(halves.nth(1)).toContainText('Bravo');
  await expect(halves.nth(2)).toContainText('Alpha');

  // In Thai, each step is said in Thai.
  await page.evaluate(() => localStorage.setItem('kru.language', 'th'));
  await page.reload();
  const bravo = page.getByRole('button', { name: 'ย้าย Bravo', exact: true });
  await expect(bravo).toBeVisible();
  await expectAccessible(page);
  await bravo.focus();
  await page.keyboard.press('Space');
  await announced(page, 'ยก Bravo แล้ว อยู่ลำดับที่ 2 จาก 3');
  await page.keyboard.press('ArrowDown');
  await announced(page, 'Bravo อยู่ลำดับที่ 3 จาก 3');
  await page.keyboard.press('Escape');
  await announced(page, 'ยกเลิกการย้าย Bravo แล้ว รายการยังอยู่ที่เดิม');
  await expect(halves.nth(1)).toContainText('Bravo');
});

/** A video section with a processed video and a files section with a worksheet, added through the author's API. */
async function addMediaSections(request: APIRequestContext, author: Tutor, courseId: number) {
  const headers = bearer(author.token);
  const course = await data<{ chapters: Array<{ id: number }> }>(
    await request.get(`/api/v1/courses/${courseId}`, { headers }),
  );
  const chapterId = course.chapters[0]!.id;
  const add = async (title: string, type: string) =>
    data<{ id: number }>(
      await request.post(`/api/v1/chapters/${chapterId}/sections`, { headers, data: { title, type } }),
    );
  const videoSection = await add('Watch halves', 'video');
  const bytes = realMp4();
  const video = await data<{ upload_link: string; upload_headers: Record<string, string> }>(
    await request.post(`/api/v1/sections/${videoSection.id}/videos?size=${bytes.length}`, { headers }),
  );
  expect((await request.put(video.upload_link, { headers: video.upload_headers, data: bytes })).ok()).toBe(
    true,
  );
  await data(await request.patch(`/api/v1/sections/${videoSection.id}/videos`, { headers }));
  await videoReady(request, author.token, videoSection.id);

  const filesSection = await add('Worksheets', 'files');
  const signed = await data<{ url: string; headers: Record<string, string>; key: string }>(
    await request.post('/api/v1/files/signed-url', {
      headers,
      data: { type: 'attachment', content_type: 'application/pdf', size: PDF.length },
    }),
  );
  expect((await request.put(signed.url, { headers: signed.headers, data: PDF })).ok()).toBe(true);
  const file = await data<{ id: number }>(
    await request.post('/api/v1/files', {
      headers,
      data: { file: signed.key, type: 'attachment', file_name: 'halves.pdf' },
    }),
  );
  await data(
    await request.post(`/api/v1/sections/${filesSection.id}/attachments`, {
      headers,
      data: { file_id: file.id },
    }),
  );
}

test('an admin reviews a course with a video and a file: the player plays, the file opens and downloads', async ({
  page,
  request,
}) => {
  const author = await approvedCourseAuthor(request, 'review-media');
  const title = `Halves on video ${randomBytes(3).toString('hex')}`;
  const course = await draftCourse(request, author, {
    title,
    chapters: [{ title: 'Halves', sections: [{ title: 'What a half is', body: 'Two equal parts.' }] }],
  });
  await addMediaSections(request, author, course.id);
  await data(
    await request.post(`/api/v1/courses/${course.id}/review-apply`, { headers: bearer(author.token) }),
  );

  await signInAsAdmin(page);
  await page.goto(`/admin/course-reviews/detail?courseId=${course.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByTestId('toggle-all-sections').click();
  const content = page.getByTestId('course-content');
  await expect(content).not.toContainText('No text was written for this section');
  await expect(content.getByTestId('section-downloads')).toBeVisible();
  await expectAccessible(page, 'every section open');

  const player = content.getByTestId('section-video');
  await expect(player).toBeVisible();
  // The reviewer plays the HLS stream (hls.js), its poster shown first.
  await expect(player).toHaveAttribute('data-hls', 'on');
  await expect(player).toHaveAttribute('data-levels', /^[1-9]/);
  const poster = await request.get((await player.getAttribute('poster'))!);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');

  const downloads = content.getByTestId('section-downloads');
  await expect(downloads).toContainText('halves.pdf');
  const opened = await request.get((await downloads.getByTestId('open-file').getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'halves.pdf', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('halves.pdf');
});
