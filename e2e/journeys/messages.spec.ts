import { STORAGE_KEYS } from '@kru/contract/limits';
import { createStudent, signIn } from '../support/accounts.ts';
import { approveTutor, signInAsAdmin } from '../support/admin.ts';
import { bearer, data } from '../support/api.ts';
import { advanceClock, resetClock, runJob } from '../support/clock.ts';
import { latestEmailId, linkIn, waitForEmail } from '../support/mailbox.ts';
import { PDF } from '../support/sample-files.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

/** Where the journey's screenshots go (looked at by a person, not compared). */
const SHOTS = 'test-results/messages';
const PHONE = { viewport: { width: 390, height: 844 } };

const badge = (page: Page) => page.getByTestId('messages-unread-badge');
const input = (page: Page) => page.getByTestId('message-input');
const lastMessage = (page: Page) => page.getByTestId('message').last();

async function shoot(page: Page, name: string, language: 'en' | 'th', ready: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.language,
    language,
  ] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await expectAccessible(page, `${name} ${language}`);
  await page.screenshot({ path: `${SHOTS}/${name}-${language}.png` });
}

test('a student writes to a tutor from the profile, both see each other’s messages arrive live, and a block stops them', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const tutor = await createSubmittedTutor(request, 'msg-tutor');
  await approveTutor(request, tutor.id);
  const student = await createStudent(request, 'msg-student');

  // The tutor is signed in on a phone, somewhere else in the app.
  const tutorPage = await (await browser.newContext(PHONE)).newPage();
  await signIn(tutorPage, tutor);
  await expect(tutorPage.getByTestId('messages-link')).toHaveAccessibleName('Messages');

  // The student finds the tutor's profile and writes before any booking.
  const studentPage = await (await browser.newContext(PHONE)).newPage();
  await signIn(studentPage, student);
  await studentPage.goto(`/tuition/tutors/profile?tutorId=${tutor.id}`);
  await expect(studentPage.getByTestId('tutor-profile-name')).toHaveText(tutor.fullName);
  await expectAccessible(studentPage, 'the tutor’s profile');
  await studentPage.getByRole('button', { name: `Message ${tutor.fullName}` }).click();
  await expect(studentPage).toHaveURL(/\/messages\?conversationId=\d+/);
  await expect(studentPage.getByTestId('thread-person')).toHaveText(tutor.fullName);
  await expect(studentPage.getByTestId('thread-empty')).toBeVisible();
  await expectAccessible(studentPage, 'a new conversation');

  // Shift+Enter is a new line; Enter sends.
  await input(studentPage).fill('Hello! Do you teach GCSE algebra?');
  await input(studentPage).press('Shift+Enter');
  await input(studentPage).pressSequentially('I am free on Saturdays.');
  await input(studentPage).press('Enter');
  await expect(lastMessage(studentPage)).toHaveAttribute('data-mine', 'true');
  await expect(lastMessage(studentPage)).toContainText(
    'Hello! Do you teach GCSE algebra?\nI am free on Saturdays.',
  );
  await expect(input(studentPage)).toHaveValue('');
  await expect(studentPage.getByTestId('day-separator')).toHaveCount(1);

  // The tutor's badge counts it without a reload.
  await expect(badge(tutorPage)).toContainText('1');
  await expect(tutorPage.getByTestId('messages-link')).toHaveAccessibleName('Messages: 1 unread');

  // The list is its own screen on a phone: the conversation with its preview and unread count.
  await tutorPage.getByTestId('messages-link').click();
  const item = tutorPage.getByTestId('conversation-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('conversation-name')).toHaveText('Ploy Srisuk');
  await expect(item.getByTestId('conversation-preview')).toContainText('Hello! Do you teach GCSE algebra?');
  await expect(item.getByTestId('conversation-unread')).toHaveText('1');
  await expect(tutorPage.getByTestId('conversation-thread')).toHaveCount(0);
  await expectAccessible(tutorPage, 'the list of conversations');
  await item.click();
  await expect(lastMessage(tutorPage)).toHaveAttribute('data-mine', 'false');
  await expect(lastMessage(tutorPage)).toContainText('I am free on Saturdays.');
  // Seen: the badge clears.
  await expect(badge(tutorPage)).not.toContainText('1');
  await expect(tutorPage.getByTestId('messages-link')).toHaveAccessibleName('Messages');
  // The student sees it was read, without reloading.
  await expect(lastMessage(studentPage).getByTestId('message-seen')).toHaveText(' · Seen');

  // A second message, with a file through the files pipeline, reaches the open conversation live.
  await studentPage
    .getByTestId('message-composer')
    .locator('input[type=file]')
    .setInputFiles({ name: 'homework.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(studentPage.getByTestId('draft-attachment')).toHaveText('homework.pdf');
  await input(studentPage).fill('Also, do you give homework? Here is last week’s.');
  await input(studentPage).press('Enter');
  await expect(studentPage.getByTestId('draft-attachment')).toHaveCount(0);
  await expect(lastMessage(tutorPage)).toContainText('Also, do you give homework?');
  await expect(lastMessage(tutorPage).getByRole('link', { name: 'homework.pdf' })).toHaveAttribute(
    'href',
    /.+/,
  );
  await expect(badge(tutorPage)).not.toContainText('1');

  // The tutor answers; the student sees it arrive without reloading.
  await input(tutorPage).fill('Yes, I do. Book a lesson whenever suits you.');
  await tutorPage.getByTestId('send-message').click();
  await expect(lastMessage(tutorPage)).toHaveAttribute('data-mine', 'true');
  await expect(lastMessage(studentPage)).toContainText('Yes, I do. Book a lesson whenever suits you.');
  await expect(lastMessage(studentPage)).toHaveAttribute('data-mine', 'false');
  await expectAccessible(tutorPage, 'an answered conversation');

  // Back leads to the list on a phone.
  await tutorPage.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(tutorPage.getByTestId('conversation-item')).toBeVisible();
  await tutorPage.getByTestId('conversation-item').click();

  // The student blocks the tutor, after confirming: nobody can write any more.
  await studentPage.getByTestId('thread-actions').click();
  await studentPage.getByRole('menuitem', { name: 'Block' }).click();
  await expect(studentPage.getByRole('dialog', { name: `Block ${tutor.fullName}?` })).toBeVisible();
  await expectAccessible(studentPage, 'the block confirmation');
  await studentPage.getByTestId('confirm-block').click();
  await expect(studentPage.getByTestId('blocked-notice')).toHaveText(
    `You blocked ${tutor.fullName}. Neither of you can send messages until you unblock them.`,
  );
  await expect(input(studentPage)).toBeDisabled();
  await expectAccessible(studentPage, 'blocked');

  // The tutor's page still offers the composer: sending says why it failed and keeps the words.
  await input(tutorPage).fill('Are you still there?');
  await input(tutorPage).press('Enter');
  await expect(tutorPage.getByTestId('send-error')).toHaveText(
    'This message cannot be sent: one of you has blocked the other.',
  );
  await expect(input(tutorPage)).toHaveValue('Are you still there?');
  await expect(lastMessage(studentPage)).toContainText('Yes, I do.');
  await expectAccessible(tutorPage, 'a refused message');

  // The pages at 390 px in English and Thai.
  await shoot(tutorPage, 'thread-refused', 'en', 'blocked-notice');
  await shoot(tutorPage, 'thread-refused', 'th', 'blocked-notice');
  await shoot(studentPage, 'thread-blocked', 'en', 'blocked-notice');
  await shoot(studentPage, 'thread-blocked', 'th', 'blocked-notice');
  await studentPage.goto('/messages');
  await shoot(studentPage, 'inbox', 'th', 'conversation-item');
  await shoot(studentPage, 'inbox', 'en', 'conversation-item');
});

test('a tutor reports a conversation and the admin team reads and resolves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tutor = await createSubmittedTutor(request, 'report-tutor');
  await approveTutor(request, tutor.id);
  const student = await createStudent(request, 'report-student');
  const { id: conversationId } = await data<{ id: number }>(
    await request.post('/api/v1/conversations', {
      headers: bearer(student.token),
      data: { user_id: tutor.id },
    }),
  );
  await data(
    await request.post(`/api/v1/conversations/${conversationId}/messages`, {
      headers: bearer(student.token),
      data: { body: 'Pay me outside Kru and I will give you a discount.' },
    }),
  );

  // The tutor reports it, giving a reason.
  const tutorPage = await (await browser.newContext(PHONE)).newPage();
  await signIn(tutorPage, tutor);
  await tutorPage.goto(`/messages?conversationId=${conversationId}`);
  await expect(lastMessage(tutorPage)).toContainText('Pay me outside Kru');
  await expectAccessible(tutorPage, 'a conversation to report');
  await tutorPage.getByTestId('thread-actions').click();
  await tutorPage.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = tutorPage.getByRole('dialog', { name: 'Report the conversation with Ploy Srisuk' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us what is wrong.')).toBeVisible();
  await expectAccessible(tutorPage, 'the report form');
  await dialog.getByLabel('What is wrong?').fill('Asks me to take payment outside the platform.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(tutorPage.getByText('Thank you. Our team will read the conversation.')).toBeVisible();

  // The admin team finds it among the open reports, reads the conversation and resolves it after confirming.
  const adminPage = await (await browser.newContext(PHONE)).newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin');
  await expect(adminPage.getByTestId('admin-section-messageReports')).toContainText('Reported conversations');
  await expectAccessible(adminPage, 'the console');
  await adminPage.getByTestId('admin-section-messageReports').click();
  const row = adminPage
    .getByTestId('message-report-row')
    .filter({ hasText: `${tutor.fullName} reported Ploy Srisuk` });
  await expect(row).toContainText('Asks me to take payment outside the platform.');
  await expectAccessible(adminPage, 'open reports');
  await row.getByRole('link', { name: 'Read' }).click();
  await expect(adminPage.getByTestId('field-reason')).toContainText(
    'Asks me to take payment outside the platform.',
  );
  await expect(adminPage.getByTestId('message')).toContainText('Pay me outside Kru');
  await expect(adminPage.getByTestId('message')).toContainText('Ploy Srisuk ·');
  await expectAccessible(adminPage, 'a reported conversation');
  // Opening the conversation is recorded: the report's history names who read it.
  const history = adminPage.getByTestId('report-history');
  await expect(history.getByTestId('audit-entry').first()).toContainText('Conversation read');
  await adminPage.getByLabel('Note (optional)').fill('Warned the student.');
  await adminPage.getByTestId('resolve-report').click();
  await expect(adminPage.getByRole('dialog', { name: 'Resolve this report?' })).toBeVisible();
  await adminPage.getByTestId('resolve-confirm').click();
  await expect(adminPage.getByTestId('report-resolved')).toContainText('Warned the student.');
  await expect(history.getByTestId('audit-entry').first()).toContainText('Report resolved');
  await expect(history.getByTestId('audit-entry')).toHaveCount(2);
  await shoot(adminPage, 'admin-report', 'th', 'report-resolved');
  await shoot(adminPage, 'admin-report', 'en', 'report-resolved');
});

test('a tutor who was away gets one e-mail about the message and stops such e-mails from its link', async ({
  page,
  request,
}) => {
  const tutor = await createSubmittedTutor(request, 'away-tutor');
  await approveTutor(request, tutor.id);
  const student = await createStudent(request, 'away-student');
  const before = await latestEmailId(request, tutor.email);
  const { id: conversationId } = await data<{ id: number }>(
    await request.post('/api/v1/conversations', {
      headers: bearer(student.token),
      data: { user_id: tutor.id },
    }),
  );
  await data(
    await request.post(`/api/v1/conversations/${conversationId}/messages`, {
      headers: bearer(student.token),
      data: { body: 'Are you free next Tuesday?' },
    }),
  );
  // The tutor has no socket open: a few minutes later the batch is e-mailed.
  try {
    await advanceClock(request, 6);
    await runJob(request, 'messages-send-digests');
  } finally {
    await resetClock(request);
  }
  const email = await waitForEmail(request, tutor.email, before);
  expect(email.text).toContain('Are you free next Tuesday?');

  await page.setViewportSize(PHONE.viewport);
  await page.goto(linkIn(email, '(?<!public)/messages/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'E-mails about messages' })).toBeVisible();
  await expectAccessible(page, 'the unsubscribe question');
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByTestId('unsubscribe-done')).toContainText(
    'You will get no more e-mails about messages.',
  );
  await shoot(page, 'unsubscribed', 'th', 'unsubscribe-done');
  await shoot(page, 'unsubscribed', 'en', 'unsubscribe-done');

  // A link that was cut says so.
  await page.goto('/messages/unsubscribe?token=cut-short');
  await expect(page.getByTestId('unsubscribe-invalid')).toBeVisible();
  await expectAccessible(page, 'a broken link');
});
