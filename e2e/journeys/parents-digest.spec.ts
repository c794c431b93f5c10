import { createStudent, signIn } from '../support/accounts.ts';
import { bearer, data } from '../support/api.ts';
import { advanceClock, resetClock, runJob } from '../support/clock.ts';
import { linkIn, uniqueEmail, waitForEmail } from '../support/mailbox.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const PHONE = { width: 390, height: 844 };

/** The first Sunday 18:05 in Bangkok (11:05 UTC, no summer time there) after `now`. */
function nextBangkokSundayEvening(now: Date): Date {
  const target = new Date(now);
  target.setUTCHours(11, 5, 0, 0);
  target.setUTCDate(target.getUTCDate() + ((7 - target.getUTCDay()) % 7));
  if (target <= now) target.setUTCDate(target.getUTCDate() + 7);
  return target;
}

async function shoot(page: Page, name: string, path: (name: string) => string) {
  await page.screenshot({ path: path(`${name}.png`), fullPage: true });
}

test('a student adds a parent and consents; the parent receives the weekly digest and unsubscribes through its link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two people in two browser contexts, a week of the dev clock and a job run.
  test.setTimeout(180_000);
  const shotPath = (name: string) => testInfo.outputPath(name);
  const student = await createStudent(request, 'digest');
  await data(
    await request.post('/api/v1/user', {
      headers: bearer(student.token),
      data: { time_zone: 'Asia/Bangkok' },
    }),
  );
  const parentEmail = uniqueEmail('parent');
  await page.setViewportSize(PHONE);
  await signIn(page, student);

  // The student adds a parent's contact and is asked, there and then, whether to send them updates.
  await page.goto('/user/settings');
  await expect(page.getByTestId('parent-consent')).not.toBeChecked();
  await expectAccessible(page);
  const form = page.getByTestId('parents-form');
  await form.getByRole('button', { name: 'Add a contact' }).click();
  await form.getByRole('textbox', { name: "Parent's email 1" }).fill(parentEmail);
  await form.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Send updates to your parents?' });
  await expect(ask).toContainText(parentEmail);
  await expectAccessible(page, 'asked about updates for parents');
  await ask.getByRole('button', { name: 'Yes, send updates' }).click();
  await expect(page.getByTestId('parent-consent')).toBeChecked();
  await expect(page.getByTestId('parent-contact')).toContainText('Receives updates');
  await expectAccessible(page, 'updates for parents on');

  // Sunday 18:05 in Bangkok comes (the dev clock), and the digest job runs.
  const now = await advanceClock(request, 1);
  try {
    await advanceClock(
      request,
      Math.ceil((nextBangkokSundayEvening(now).getTime() - now.getTime()) / 60_000),
    );
    expect(await runJob(request, 'parents-send-weekly-digests')).toBeGreaterThanOrEqual(1);
  } finally {
    await resetClock(request);
  }
  const digest = await waitForEmail(request, parentEmail);
  expect(digest.subject).toBe("Ploy's week on Kru");
  expect(digest.text).toContain("Hello, here is Ploy Srisuk's week on Kru");
  expect(digest.text).toContain('No session this week.');
  expect(digest.text).toContain("Times are in Ploy's time zone (Asia/Bangkok).");
  const link = linkIn(digest, '/parents/unsubscribe');

  // The parent, without an account, opens the link and confirms.
  const parentContext = await browser.newContext({ viewport: PHONE });
  const parentPage = await parentContext.newPage();
  await parentPage.goto(link);
  // The first page of a new browser context loads the app from nothing: on a busy machine that takes a while.
  await expect(parentPage.getByText(`Stop all e-mails to ${parentEmail} about Ploy's learning`)).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(parentPage);
  await parentPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(parentPage.getByTestId('unsubscribe-done')).toContainText('You are unsubscribed');
  await expect(parentPage.getByTestId('unsubscribe-done')).toContainText(
    `${parentEmail} will receive no more e-mails about Ploy.`,
  );
  await expectAccessible(parentPage, 'unsubscribed');
  await shoot(parentPage, 'unsubscribe-en', shotPath);
  await parentPage.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(parentPage.getByTestId('unsubscribe-done')).toContainText('ยกเลิกการรับอีเมลเรียบร้อยแล้ว');
  await expectAccessible(parentPage, 'unsubscribed, in Thai');
  await shoot(parentPage, 'unsubscribe-th', shotPath);

  // A link that was changed says so, in the reader's language, instead of failing.
  await parentPage.goto(`${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`);
  await expect(parentPage.getByTestId('unsubscribe-invalid')).toContainText('ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง');
  await expectAccessible(parentPage, 'a changed link');
  await parentContext.close();

  // The student sees that this contact unsubscribed.
  await page.reload();
  const contact = page.getByTestId('parent-contact');
  await expect(contact.getByTestId('parent-contact-unsubscribed')).toContainText('Unsubscribed on');
  await expectAccessible(page, 'a contact unsubscribed');
  const section = page.locator('#parent-updates');
  await section.screenshot({ path: shotPath('settings-en.png') });
  await page.getByTestId('settings-language').getByText('ไทย').click();
  await expect(contact.getByTestId('parent-contact-unsubscribed')).toContainText('ยกเลิกการรับเมื่อ');
  await expectAccessible(page, 'a contact unsubscribed, in Thai');
  await section.screenshot({ path: shotPath('settings-th.png') });
});
