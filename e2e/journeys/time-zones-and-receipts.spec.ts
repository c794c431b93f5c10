import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createStudent, signIn } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime } from '../support/sessions.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const HALF_HOUR_MS = 30 * 60_000;
const BANGKOK = 'Asia/Bangkok';
const SHOTS = path.resolve(import.meta.dirname, '..', '..', 'data', 'screenshots', 'time-zones-and-receipts');

/** 23:30 in Bangkok (16:30 UTC) two to three days from now: its next half hours are past Bangkok's midnight. */
function bangkokLateEvening(): Date {
  const day = new Date(Date.now() + 2 * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 16, 30));
}

/** A day heading as the booking page writes it in Bangkok: `Friday 28 November`. */
function bangkokDay(at: Date, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: BANGKOK,
  }).format(at);
}

/** The text of a PDF, as a reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

test.use({ timezoneId: BANGKOK, viewport: { width: 390, height: 844 } });

test('a student in Bangkok books 00:30 under its own day, changes time zone, and downloads the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The tutor (in UTC) is free 23:30-01:30 Bangkok time: 16:30-18:30 UTC, one UTC day.
  const evening = bangkokLateEvening();
  const { tutor } = await approvedTutorWithFreeTime(request, evening, 4);
  const student = await createStudent(request, 'bangkok');
  const zone = await request.post('/api/v1/user', {
    headers: bearer(student.token),
    data: { time_zone: BANGKOK },
  });
  expect(zone.ok(), await zone.text()).toBeTruthy();
  await creditWallet(request, student.token, 30);
  await signIn(page, student);

  // 23:30 is under the evening's day; 00:00-01:30 under the next day in Bangkok, not the UTC day before.
  await page.goto(`/tuition/tutors/booking?tutorId=${tutor.id}`);
  const halfPast = new Date(evening.getTime() + 2 * HALF_HOUR_MS); // 00:30 in Bangkok
  const eveningDay = page.getByRole('group', { name: bangkokDay(evening) });
  const nextDay = page.getByRole('group', { name: bangkokDay(halfPast) });
  await expect(eveningDay.getByTestId('booking-slot')).toHaveText(['23:30–00:00']);
  await expect(nextDay.getByTestId('booking-slot')).toHaveText(['00:00–00:30', '00:30–01:00', '01:00–01:30']);
  await expectAccessible(page);
  const slot = nextDay.locator(`[data-testid="booking-slot"][data-start="${halfPast.toISOString()}"]`);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('booking-price')).toHaveText('£12.50');
  await shot(page, 'booking-en');
  // The first booking asks whether tutors may see the student's learning data.
  await page.getByRole('radio', { name: 'No, keep it private' }).check();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/tuition\/requested$/);
  await expect(page.getByTestId('session-card').filter({ hasText: tutor.fullName })).toContainText('00:30');
  await expectAccessible(page);

  // Settings: the zone picker finds London by name and saves it; this device (Bangkok) is then told it differs.
  await page.goto('/user/settings');
  const picker = page.getByRole('textbox', { name: 'Your time zone' });
  await expect(picker).toHaveValue('(UTC+07:00) Asia/Bangkok');
  await expect(page.getByTestId('time-zone-notice')).toHaveCount(0);
  await expectAccessible(page);
  await picker.click();
  await picker.fill('London');
  await expect(page.getByRole('option', { name: /Europe\/London$/ })).toBeVisible();
  await shot(page, 'settings-picker-en', false);
  await page.getByRole('option', { name: /Europe\/London$/ }).click();
  await expect(page.getByText('Time zone changed to Europe/London.')).toBeVisible();
  await expect(picker).toHaveValue(/Europe\/London$/);
  const notice = page.getByTestId('time-zone-notice');
  await expect(notice).toContainText(
    'This device is set to Asia/Bangkok, but Kru shows your times in Europe/London.',
  );
  await expectAccessible(page, 'zone changed');
  await shot(page, 'settings-en');
  const savedUser = await request.get('/api/v1/user', { headers: bearer(student.token) });
  expect((await savedUser.json()).data.time_zone).toBe('Europe/London');
  await notice.getByRole('button', { name: 'Keep Europe/London' }).click();
  await expect(notice).toHaveCount(0);

  // The lesson payment's receipt: from the wallet history to its page, then its PDF.
  await page.goto('/fees');
  await expect(page.getByTestId('movement-row').first()).toHaveAttribute('data-kind', 'booking_hold');
  await expectAccessible(page);
  await page.getByTestId('movement-row').first().getByTestId('movement-receipt').click();
  await expect(page).toHaveURL(/\/fees\/receipts\/\d+$/);
  await expect(page.getByTestId('receipt-description')).toHaveText('Lesson payment (from your wallet)');
  await expect(page.getByTestId('receipt-total')).toHaveText('£12.50');
  await expect(page).toHaveTitle('Receipt · Kru');
  await expect(page.getByTestId('receipt-vat')).toHaveText('VAT (0%)£0.00');
  // It names the lesson: its subject and level, its tutor.
  await expect(page.getByTestId('receipt')).toContainText(`Tutor${tutor.fullName}`);
  await expect(page.getByTestId('receipt')).toContainText(/Lesson[^·]+ · /);
  await expectAccessible(page);
  await shot(page, 'receipt-en');
  const pdfResponse = page.waitForResponse((response) =>
    /\/api\/v1\/receipts\/\d+\/pdf/.test(response.url()),
  );
  const download = page.waitForEvent('download');
  await page.getByTestId('receipt-download').click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The file the browser saved is the PDF the server sent.
  const saved = await download;
  const body = await readFile(await saved.path());
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(body);
  expect(text).toContain('Lesson payment (from your wallet)');
  expect(text).toContain('£12.50');
  expect(text).toContain('VAT (0%)');
  expect(text).toContain(tutor.fullName);
  expect(saved.suggestedFilename()).toMatch(/^kru-receipt-KRU-\d+-en\.pdf$/);

  // The same pages in Thai.
  await page.goto('/user/settings');
  await page.getByTestId('settings-language').getByText('ไทย').click();
  await expect(page.getByRole('textbox', { name: 'เขตเวลาของคุณ' })).toHaveValue(/Europe\/London$/);
  await expectAccessible(page, 'th');
  await shot(page, 'settings-th');
  await page.getByRole('textbox', { name: 'เขตเวลาของคุณ' }).click();
  await page.getByRole('textbox', { name: 'เขตเวลาของคุณ' }).fill('Bangkok');
  await expect(page.getByRole('option', { name: /Asia\/Bangkok$/ })).toBeVisible();
  await shot(page, 'settings-picker-th', false);
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(page.getByTestId('receipt-total')).toHaveText('£12.50');
  await expect(page.getByTestId('receipt-description')).toHaveText('ค่าคาบเรียน (จากกระเป๋าเงินของคุณ)');
  await expectAccessible(page, 'th');
  await shot(page, 'receipt-th');
  // Kept London on this device; once that is forgotten the notice offers Bangkok again, and takes it.
  await page.evaluate(() => localStorage.removeItem('kru.timeZoneNotice.dismissed'));
  await page.goto(`/tuition/tutors/booking?tutorId=${tutor.id}`);
  await page.getByTestId('time-zone-notice').getByRole('button', { name: 'ใช้ Asia/Bangkok' }).click();
  await expect(page.getByTestId('time-zone-notice')).toHaveCount(0);
  // The booking page in Bangkok's zone, in Thai: the 23:30 half hour alone under the evening's day.
  await expect(
    page.getByRole('group', { name: bangkokDay(evening, 'th-TH') }).getByTestId('booking-slot'),
  ).toHaveCount(1);
  await expectAccessible(page, 'th');
  await shot(page, 'booking-th');
});
