import { createStudent, signIn } from '../support/accounts.ts';
import { approveTutor } from '../support/admin.ts';
import { bearer, data } from '../support/api.ts';
import { creditWallet } from '../support/money.ts';
import { slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

const HALF_HOUR_MS = 30 * 60_000;

interface Diagnostic {
  id: number;
  subject: { id: number };
}
interface SpecialtyScore {
  title: string;
  score_percent: number;
}

test('a student books with notes and shares their learning; the tutor approves and reads the brief', async ({
  browser,
  page,
  request,
}) => {
  // A tutor of GCSE Maths (the subject of the GCSE Maths diagnostic) with an hour free two days ahead.
  const diagnostics = await data<Diagnostic[]>(
    await request.get('/api/v1/self-assessments', {
      headers: bearer((await createStudent(request, 'lister')).token),
    }),
  );
  const gcse = diagnostics[0]!;
  const tutor = await createSubmittedTutor(request, 'briefed');
  await data(
    await request.post('/api/v1/user', {
      headers: bearer(tutor.token),
      data: { subject_prices: [{ subject_id: gcse.subject.id, price_per_hour: 25, specialties: [] }] },
    }),
  );
  await approveTutor(request, tutor.id);
  const start = slotStartIn(50);
  await data(
    await request.post('/api/v1/availabilities', {
      headers: bearer(tutor.token),
      data: {
        added_availabilities: [
          {
            starting_at: start.toISOString(),
            ending_at: new Date(start.getTime() + 2 * HALF_HOUR_MS).toISOString(),
          },
        ],
      },
    }),
  );

  // The student has taken the GCSE Maths diagnostic (the first option shown of each question).
  const student = await createStudent(request, 'briefing');
  await creditWallet(request, student.token, 50);
  const { quiz_id: quizId } = await data<{ quiz_id: number }>(
    await request.post(`/api/v1/self-assessments/${gcse.id}/quizzes`, { headers: bearer(student.token) }),
  );
  const attempt = await data<{ questions: Array<{ id: number; options: Array<{ id: number }> }> }>(
    await request.get(`/api/v1/quizzes/${quizId}/attempt`, { headers: bearer(student.token) }),
  );
  const result = await data<{ specialty_scores: SpecialtyScore[] }>(
    await request.post(`/api/v1/quizzes/${quizId}/submit`, {
      headers: bearer(student.token),
      data: {
        questions: attempt.questions.map((q) => ({ id: q.id, selected_options: [q.options[0]!.id] })),
      },
    }),
  );
  expect(result.specialty_scores.length).toBeGreaterThanOrEqual(4);

  // Booking: an hour, the notes, and yes to sharing the learning data (asked at this first booking).
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student);
  await studentPage.goto(`/tuition/tutors/booking?tutorId=${tutor.id}`);
  for (const at of [start, new Date(start.getTime() + HALF_HOUR_MS)]) {
    await studentPage.locator(`[data-testid="booking-slot"][data-start="${at.toISOString()}"]`).click();
  }
  await studentPage
    .getByRole('textbox', { name: 'What would you like to work on?' })
    .fill('Percentages and my mock exam on Friday');
  await studentPage.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(studentPage.getByText('Choose whether your tutors may see your learning data')).toBeVisible();
  await expectAccessible(studentPage, 'notes and the consent question');
  await studentPage.getByRole('radio', { name: 'Yes, my tutors may see my learning data' }).check();
  await studentPage.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(studentPage).toHaveURL(/\/tuition\/requested$/);
  await expectAccessible(studentPage);

  // Asked once: the next booking page does not ask again, and the setting shows the answer.
  await studentPage.goto(`/tuition/tutors/booking?tutorId=${tutor.id}`);
  await expect(studentPage.getByRole('textbox', { name: 'What would you like to work on?' })).toBeVisible();
  await expect(studentPage.getByRole('radio', { name: 'No, keep it private' })).toHaveCount(0);
  await studentPage.goto('/user/settings');
  await expect(studentPage.getByRole('switch', { name: 'Let my tutors see my learning data' })).toBeChecked();
  await expectAccessible(studentPage);
  await studentContext.close();

  // The tutor approves the request, then opens the brief from the session.
  await signIn(page, tutor);
  await page.goto('/tuition/requested');
  const pending = page.getByTestId('session-card').filter({ hasText: 'Ploy Srisuk' });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Session approved.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/tuition/sessions');
  const booked = page.getByTestId('session-card').filter({ hasText: 'Ploy Srisuk' });
  await expect(booked.getByRole('link', { name: 'Brief' })).toBeVisible();
  await expectAccessible(page);
  await booked.getByRole('link', { name: 'Brief' }).click();
  await expect(page).toHaveURL(/\/tuition\/sessions\/brief\?sessionId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Brief: Ploy Srisuk' })).toBeVisible();
  await expect(page.getByTestId('brief-notes')).toHaveText('Percentages and my mock exam on Friday');
  const diagnostic = page.getByTestId('brief-diagnostic');
  await expect(diagnostic).toContainText('GCSE Maths diagnostic');
  for (const score of result.specialty_scores) {
    await expect(
      diagnostic.getByRole('progressbar', { name: `${score.title}: ${score.score_percent}%` }),
    ).toHaveAttribute('aria-valuenow', String(score.score_percent));
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('brief-390-en.png'), fullPage: true });

  // In Thai, the brief speaks Thai (the diagnostic's title and specialties too). A tutor's settings ask nothing
  // of the students' parent updates (the server would refuse the tutor: a 403 on every visit).
  const refused: string[] = [];
  const noteRefused = (response: { status(): number; url(): string }) => {
    if (response.url().includes('/api/') && response.status() >= 400) refused.push(response.url());
  };
  page.on('response', noteRefused);
  await page.goto('/user/settings');
  await expect(page.getByTestId('settings-language')).toBeVisible();
  await expectAccessible(page);
  await page.waitForLoadState('networkidle');
  page.off('response', noteRefused);
  expect(refused).toEqual([]);
  await page.getByTestId('settings-language').getByText('ไทย').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('การตั้งค่า');
  await expectAccessible(page, 'Thai');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'สรุปก่อนเรียน: Ploy Srisuk' })).toBeVisible();
  await expect(page.getByTestId('brief-diagnostic')).toContainText('แบบทดสอบวินิจฉัยคณิตศาสตร์ GCSE');
  await expectAccessible(page, 'Thai');
  await page.screenshot({ path: test.info().outputPath('brief-390-th.png'), fullPage: true });
});
