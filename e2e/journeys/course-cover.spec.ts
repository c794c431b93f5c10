import { signIn } from '../support/accounts.ts';
import { approveTutor } from '../support/admin.ts';
import { PDF } from '../support/sample-files.ts';
import { expect, expectAccessible, type Locator, type Page, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

const TITLE = 'Speak with confidence';
const OWN_COVER_SRC = /\/api\/v1\/files\/images\/cover\/[A-Za-z0-9_-]+\.(webp|jpg)$/;

/** A 1200x900 photo-like PNG (4:3, so it must be cropped to the card's 16:9), drawn by the browser itself. */
async function landscapePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 900);
    sky.addColorStop(0, '#5b8def');
    sky.addColorStop(1, '#f6c667');
    context.fillStyle = sky;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#2f6b3a';
    context.fillRect(0, 620, 1200, 280);
    context.fillStyle = '#fff3b0';
    context.beginPath();
    context.arc(860, 260, 110, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Chooses a file through the "Upload your own" card. */
async function chooseCoverFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('own-cover').click();
  await (await chooser).setFiles(file);
}

/** The image has arrived (the stable URL led to the stored bytes). */
async function expectLoaded(image: Locator) {
  await expect(image).toHaveAttribute('src', OWN_COVER_SRC);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test('an author uploads their own cover, crops it to the card and sees it on the card and the details', async ({
  page,
  request,
}) => {
  const tutor = await createSubmittedTutor(request, 'cover');
  await approveTutor(request, tutor.id);
  await signIn(page, tutor);
  await page.goto('/skills/create/info');
  await expect(page.getByTestId('own-cover')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Plan a talk, hold the room, answer questions.');

  // A file that is not an image is refused before anything is sent.
  await chooseCoverFile(page, { name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('cover-problem')).toHaveText('This type of file is not allowed here.');
  await expectAccessible(page, 'a file refused');

  // A landscape photo is framed at the card's shape, moved and zoomed, then uploaded.
  await chooseCoverFile(page, {
    name: 'meadow.png',
    mimeType: 'image/png',
    buffer: await landscapePhoto(page),
  });
  const crop = page.getByTestId('cover-crop');
  await expect(crop.getByText("The card's shape is 16:9.", { exact: false })).toBeVisible();
  await expect(page.getByTestId('cover-problem')).toHaveCount(0);
  await expectAccessible(page, 'cropping');
  const zoom = crop.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await crop.getByTestId('cover-use').click();
  await expect(crop).toBeHidden();
  const preview = page.getByRole('img', { name: 'Your own cover' });
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('own-cover')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('save-info').click();
  await expect(page).toHaveURL(/\/skills\/create\/content\?courseId=\d+/);
  await expect(page.getByTestId('editor-title')).toHaveText(TITLE);
  await expectAccessible(page);
  const courseId = Number(new URL(page.url()).searchParams.get('courseId'));

  // The drafts list's card and the course's details show the stored cover through its stable URL.
  await page.goto('/skills/drafts');
  const card = page.getByTestId('authored-course').filter({ hasText: TITLE });
  await expectLoaded(card.locator('img').first());
  await expectAccessible(page);
  await page.goto(`/skills/approved/details?courseId=${courseId}`);
  await expect(page.getByTestId('details-title')).toHaveText(TITLE);
  await expectLoaded(page.locator('img[src*="/files/images/cover/"]').first());
  await expectAccessible(page);

  // Picking a built-in thumbnail again replaces the own cover.
  await page.goto(`/skills/create/info?courseId=${courseId}`);
  await expect(page.getByTestId('own-cover')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: 'Cover 2', exact: true }).click();
  await expect(page.getByTestId('own-cover')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('save-info').click();
  await expect(page).toHaveURL(/\/skills\/create\/content\?courseId=\d+/);
  await page.goto('/skills/drafts');
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/thumbnails\/.+\.svg$/);
});
