import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createStudent, signIn } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, bookedSession } from '../support/sessions.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const HALF_HOUR_MS = 30 * 60_000;
const BANGKOK = 'Asia/Bangkok';
const SHOTS = path.resolve(import.meta.dirname, '..', '..', 'data', 'screenshots', 'reschedule');

/** `days` from today at `hour`:`minute` UTC. */
function utcAt(days: number, hour: number, minute = 0): Date {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
}

/** A day heading as the pages write it in Bangkok: `Friday 28 November`. */
function bangkokDay(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: BANGKOK,
  }).format(at);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test.use({ timezoneId: BANGKOK, viewport: { width: 390, height: 844 } });

test('the tutor proposes a new time and the student in Bangkok accepts it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Booked for 10:00 UTC in two days; the tutor is also free 17:30-18:30 UTC in three days, which is
  // 00:30-01:30 in Bangkok on the day after (the new time crosses Bangkok's midnight).
  const original = utcAt(2, 10);
  const newStart = utcAt(3, 17, 30);
  const { tutor, slotIds } = await approvedTutorWithFreeTime(request, original, 2);
  const more = await request.post('/api/v1/availabilities', {
    headers: bearer(tutor.token),
    data: {
      added_availabilities: [
        {
          starting_at: newStart.toISOString(),
          ending_at: new Date(newStart.getTime() + 2 * HALF_HOUR_MS).toISOString(),
        },
      ],
    },
  });
  expect(more.ok(), await more.text()).toBeTruthy();
  const student = await createStudent(request, 'reschedule');
  const zone = await request.post('/api/v1/user', {
    headers: bearer(student.token),
    data: { time_zone: BANGKOK },
  });
  expect(zone.ok(), await zone.text()).toBeTruthy();
  await creditWallet(request, student.token, 30);
  const sessionId = await bookedSession(request, student.token, tutor.token, slotIds);

  // The tutor proposes the new time from the session's page.
  const tutorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
  const tutorPage = await tutorContext.newPage();
  await signIn(tutorPage, tutor);
  await tutorPage.goto('/tuition/sessions');
  await expect(tutorPage.getByTestId('session-card')).toHaveCount(1);
  await expectAccessible(tutorPage);
  await tutorPage.getByTestId('session-card').getByRole('button', { name: 'Propose a new time' }).click();
  await expect(tutorPage).toHaveURL(new RegExp(`/tuition/sessions/session\\?sessionId=${sessionId}$`));
  await tutorPage.getByTestId('session-propose-time').click();
  const dialog = tutorPage.getByRole('dialog', { name: 'Propose a new time' });
  await expect(dialog).toContainText('60-minute session');
  await dialog.locator(`[data-testid="booking-slot"][data-start="${newStart.toISOString()}"]`).click();
  await expect(dialog.getByTestId('reschedule-choice')).toContainText('17:30–18:30');
  await expectAccessible(tutorPage, 'propose dialog');
  await shot(tutorPage, 'tutor-propose');
  await dialog.getByRole('button', { name: 'Send the proposal' }).click();
  await expect(tutorPage.getByText('New time proposed.')).toBeVisible();
  await expect(tutorPage.getByTestId('reschedule-panel')).toContainText('You proposed a new time');
  await expect(tutorPage.getByTestId('reschedule-withdraw')).toBeVisible();
  await tutorPage.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(tutorPage.getByTestId('reschedule-panel')).toContainText('คุณเสนอเวลาใหม่');
  await expectAccessible(tutorPage, 'proposed, in Thai');
  await shot(tutorPage, 'tutor-proposed-th');
  await tutorContext.close();

  // The student sees it in the list, in Bangkok's day and hours, and accepts it on the session's page.
  await signIn(page, student);
  await page.goto('/tuition/sessions');
  const line = page.getByTestId('session-proposed-time');
  await expect(line).toContainText(`The tutor proposed a new time: ${bangkokDay(newStart)}, 00:30–01:30`);
  await expectAccessible(page);
  await shot(page, 'student-list');
  await line.getByRole('link', { name: 'Accept or decline' }).click();
  const panel = page.getByTestId('reschedule-panel');
  await expect(panel).toContainText('The tutor proposed a new time');
  await shot(page, 'student-proposal');
  await expectAccessible(page, 'session page with the proposal');
  await panel.getByRole('button', { name: 'Accept new time' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move the session?' });
  await expect(confirm).toContainText(`${bangkokDay(original)}, 17:00–18:00`);
  await confirm.getByRole('button', { name: 'Accept new time' }).click();
  await expect(page.getByText('The session moved to the new time.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('session-time')).toContainText(`${bangkokDay(newStart)}, 00:30–01:30`);
  await expect(page.getByTestId('reschedule-history')).toContainText('The tutor proposed moving it');
  await expect(page.getByTestId('reschedule-history')).toContainText('accepted');
  await expectAccessible(page, 'moved');
  await shot(page, 'student-moved');

  // In Thai, the same page.
  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(page.getByTestId('reschedule-history')).toContainText('ตอบรับแล้ว');
  await expectAccessible(page, 'moved, in Thai');
  await shot(page, 'student-moved-th');
});
