import { createStudent, PASSWORD, registerVerified, signIn } from '../support/accounts.ts';
import { approveTutor } from '../support/admin.ts';
import { bearer, data } from '../support/api.ts';
import { creditWallet } from '../support/money.ts';
import { TINY_PNG, tinyPdf } from '../support/pages.ts';
import { slotStartIn } from '../support/sessions.ts';
import { type APIRequestContext, expect, expectAccessible, type Page, test } from '../support/test.ts';
import { submitForReview, uploadDocument } from '../support/tutors.ts';

const HALF_HOUR_MS = 30 * 60_000;
const ZONE = 'Asia/Bangkok';

/** The GCSE Maths diagnostic answered with algebra all wrong (0%) and every other area right. */
const ANSWERS: Array<[string, string]> = [
  ['What is 3 + 4 × 2?', '11'],
  ['Work out 0.3 × 0.2', '0.06'],
  ['Which number is the largest?', '0.5'],
  ['Solve 2x + 5 = 17', 'x = 12'],
  ['Expand 3(x − 4)', '3x − 4'],
  ['Simplify 2a × 3a', '5a'],
  ['Share £40 in the ratio 3 : 5', '£25'],
  ['A £60 jacket', '£48'],
  ['A price rises from £50 to £60', '20%'],
  ['shorter sides 6 cm and 8 cm', '10 cm'],
  ['interior angles of a pentagon', '540°'],
  ['area of a circle of radius 3 cm', '9π cm²'],
];

/** Year 11 (GCSE) Maths and its Algebra specialty, from the public catalogue. */
async function gcseAlgebra(request: APIRequestContext) {
  const educations = await data<
    Array<{ school_years: Array<{ title: string; subjects: Array<{ id: number; title: string }> }> }>
  >(await request.get('/api/v1/educations'));
  const year = educations.flatMap((e) => e.school_years).find((y) => y.title === 'Year 11 (GCSE)');
  const subjectId = year!.subjects.find((s) => s.title === 'Maths')!.id;
  const specialties = await data<Array<{ id: number; title: string }>>(
    await request.get(`/api/v1/public/subjects/${subjectId}/specialties`),
  );
  return { subjectId, algebraId: specialties.find((s) => s.title === 'Algebra')!.id };
}

/** An approved tutor of GCSE Maths who lists Algebra (£30 an hour), free for an hour from `start`. */
async function algebraTutor(request: APIRequestContext, start: Date) {
  const { email, token } = await registerVerified(request, 'plan-tutor', 'teacher');
  const { subjectId, algebraId } = await gcseAlgebra(request);
  const user = await data<{ id: number; full_name: string }>(
    await request.post('/api/v1/user', {
      headers: bearer(token),
      data: {
        title: 'Ms',
        first_name: 'Nok',
        last_name: `Plan${email.slice(11, 17)}`,
        date_of_birth: '1990-04-01',
        gender: 'female',
        mobile: '+66 81 234 5678',
        description: 'GCSE maths tutor: algebra from first equations to simultaneous ones.',
        subject_prices: [{ subject_id: subjectId, price_per_hour: 30, specialties: [algebraId] }],
      },
    }),
  );
  await uploadDocument(request, token, 'passport_front', {
    contentType: 'image/png',
    bytes: TINY_PNG,
    name: 'front.png',
  });
  await uploadDocument(request, token, 'passport_rear', {
    contentType: 'application/pdf',
    bytes: tinyPdf(),
    name: 'rear.pdf',
  });
  await submitForReview(request, token);
  await approveTutor(request, user.id);
  const added = await request.post('/api/v1/availabilities', {
    headers: bearer(token),
    data: {
      added_availabilities: [
        {
          starting_at: start.toISOString(),
          ending_at: new Date(start.getTime() + 2 * HALF_HOUR_MS).toISOString(),
        },
      ],
    },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  return { email, password: PASSWORD, token, id: user.id, fullName: user.full_name };
}

/** `Fri 27 Mar, 17:30`-style text in the learner's zone, as the pages format it. */
function moment(at: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: ZONE }).format(at);
}

async function answerAll(page: Page) {
  for (const [title, answer] of ANSWERS) {
    await page
      .getByTestId('quiz-question')
      .filter({ hasText: title })
      .getByRole('radio', { name: answer, exact: true })
      .check();
  }
}

test('a student takes a diagnostic, sees the chart and a study plan, books a recommended tutor in one click, and sees the plan on home', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const start = slotStartIn(3);
  const tutor = await algebraTutor(request, start);
  const student = await createStudent(request, 'plan-learner');
  const zone = await request.post('/api/v1/user', {
    headers: bearer(student.token),
    data: { time_zone: ZONE },
  });
  expect(zone.ok(), await zone.text()).toBeTruthy();
  await creditWallet(request, student.token, 50);

  const context = await browser.newContext({ timezoneId: ZONE, viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await signIn(page, student);
  await page.goto('/diagnostics');
  await expectAccessible(page);
  const card = page.getByTestId('diagnostic-card').filter({ hasText: 'GCSE Maths diagnostic' });
  await card.getByTestId('start-diagnostic').click();
  await expect(page.getByTestId('quiz-question')).toHaveCount(12);
  await expectAccessible(page);
  await answerAll(page);
  await page.getByTestId('submit-quiz').click();

  await expect(page).toHaveURL(/\/diagnostics\/result\/\?resultId=\d+$/);
  await expect(page.getByTestId('quiz-score')).toHaveText('75%');
  await expect(page.getByTestId('specialty-chart').locator('svg').first()).toBeVisible();

  // One weak area (algebra, 0%): the seeded algebra course's lessons and the tutors who list it.
  const plan = page.getByTestId('study-plan');
  await expect(plan.getByTestId('plan-specialty')).toHaveCount(1);
  const algebra = plan.getByTestId('plan-specialty').first();
  await expect(algebra.getByRole('heading', { name: 'Algebra' })).toBeVisible();
  await expect(algebra.getByTestId('plan-specialty-state')).toHaveText('0% at the start');
  await expect(algebra.getByTestId('plan-section').first()).toContainText('What an equation says');
  await expect(algebra.getByTestId('plan-section')).toHaveCount(8);
  await expect(plan.getByTestId('plan-progress')).toHaveText('0 of 9 steps done');
  const when = moment(start, 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const row = algebra.getByTestId('plan-tutor').filter({ hasText: tutor.fullName });
  await expect(row.getByTestId('plan-tutor-free')).toHaveText(`Next free: ${when}`);
  await expect(row).toContainText('£30.00 an hour');
  await expectAccessible(page);
  await plan.screenshot({ path: test.info().outputPath('study-plan-en.png') });

  // One click books that hour through the normal booking, paid from the wallet; a first booking asks the
  // learning-data question the booking page asks.
  await row.getByRole('button', { name: `Book ${when} with ${tutor.fullName}` }).click();
  const consent = page.getByRole('dialog', { name: 'Before you book' });
  await expect(consent).toContainText('May your tutors see your learning data?');
  await consent.getByText('Yes, my tutors may see my learning data').click();
  await consent.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(`Requested: ${tutor.fullName}, ${when}.`)).toBeVisible();
  await expect(row.getByTestId('plan-tutor-free')).toHaveText('No free time yet');

  await page.goto('/tuition/requested');
  const session = page.getByTestId('session-card').filter({ hasText: tutor.fullName });
  await expect(session.getByTestId('session-status')).toHaveText('Waiting for Approval');
  const day = moment(start, 'en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
  const from = moment(start, 'en-GB', { hour: '2-digit', minute: '2-digit' });
  const till = moment(new Date(start.getTime() + 2 * HALF_HOUR_MS), 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  await expect(session.getByTestId('session-time').first()).toContainText(`${day}, ${from}–${till}`);
  await expectAccessible(page);

  // The home page shows the plan's progress and leads back to it.
  await page.goto('/');
  const home = page.getByTestId('study-plan-card');
  await expect(home.getByTestId('study-plan-progress')).toHaveText('Study plan: 0 of 9 done');
  await expectAccessible(page);
  await home.screenshot({ path: test.info().outputPath('home-card-en.png') });

  // In Thai.
  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(home.getByTestId('study-plan-progress')).toHaveText('แผนการเรียน: ทำแล้ว 0 จาก 9');
  await expectAccessible(page);
  await home.screenshot({ path: test.info().outputPath('home-card-th.png') });
  await home.getByRole('link', { name: 'เปิดแผน' }).click();
  await expect(page).toHaveURL(/\/diagnostics\/result\/\?resultId=\d+$/);
  await expect(page.getByTestId('study-plan').getByRole('heading', { name: 'พีชคณิต' })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('study-plan').screenshot({ path: test.info().outputPath('study-plan-th.png') });
  await context.close();
});
