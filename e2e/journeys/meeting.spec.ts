import { createStudent, signIn } from '../support/accounts.ts';
import { FAKE_MEDIA_LAUNCH } from '../support/browser.ts';
import { creditWallet } from '../support/money.ts';
import { approvedTutorWithFreeTime, bookedSession, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

// Chromium's fake camera and microphone, granted without asking; the remote video plays without a click.
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

const state = (page: Page) => page.getByTestId('connection-state');

test('a student and a tutor meet in the video room, see each other and chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The next half hour at least two minutes away: the e2e server opens rooms 40 minutes before the start.
  const start = slotStartIn(2 / 60);
  const { tutor, slotIds } = await approvedTutorWithFreeTime(request, start, 2);
  const student = await createStudent(request, 'meeting');
  await creditWallet(request, student.token, 50);
  const sessionId = await bookedSession(request, student.token, tutor.token, slotIds);
  const roomPath = `/tuition/sessions/meeting?sessionId=${sessionId}`;

  // The student comes first and waits for the tutor.
  const studentPage = await (await browser.newContext()).newPage();
  await signIn(studentPage, student);
  await studentPage.goto(roomPath);
  await expect(studentPage.getByRole('heading', { name: `Session with ${tutor.fullName}` })).toBeVisible();
  await expect(state(studentPage)).toHaveAttribute('data-state', 'waiting');
  await expect(state(studentPage)).toHaveText(`Waiting for ${tutor.fullName} to join`);
  await expectAccessible(studentPage, 'waiting');

  // The tutor joins from another browser: both see the call connected once the other's video plays.
  const tutorPage = await (await browser.newContext()).newPage();
  await signIn(tutorPage, tutor);
  await tutorPage.goto(roomPath);
  await expect(state(tutorPage)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(state(studentPage)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(state(studentPage)).toHaveText('Connected');
  await expectAccessible(studentPage, 'connected');

  // A chat line each way.
  await studentPage.getByTestId('chat-input').fill('Hello! Can you see my screen?');
  await studentPage.getByRole('button', { name: 'Send' }).click();
  await expect(tutorPage.getByTestId('meeting-chat')).toContainText('Hello! Can you see my screen?');
  await tutorPage.getByTestId('chat-input').fill('Yes, loud and clear.');
  await tutorPage.getByTestId('chat-input').press('Enter');
  await expect(studentPage.getByTestId('meeting-chat')).toContainText('Yes, loud and clear.');
  await expectAccessible(tutorPage, 'chatting');

  // Muting shows on the other side.
  await studentPage.getByRole('button', { name: 'Mute microphone' }).click();
  await expect(tutorPage.getByText(/is muted$/)).toBeVisible();
  await studentPage.getByRole('button', { name: 'Unmute microphone' }).click();
  await expect(tutorPage.getByText(/is muted$/)).toHaveCount(0);

  // The tutor leaves: the student waits again, and the tutor can rejoin.
  await tutorPage.getByTestId('leave-meeting').click();
  await expect(tutorPage.getByTestId('meeting-ended')).toContainText('You left the call.');
  await expectAccessible(tutorPage, 'left');
  await expect(state(studentPage)).toHaveAttribute('data-state', 'waiting');
  await expect(studentPage.getByText(`${tutor.fullName} left the call.`)).toBeVisible();
  await tutorPage.getByTestId('rejoin-meeting').click();
  await expect(state(tutorPage)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(state(studentPage)).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
});
