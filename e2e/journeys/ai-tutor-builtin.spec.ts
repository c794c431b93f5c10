import { randomBytes } from 'node:crypto';
import { createStudent, signIn } from '../support/accounts.ts';
import { approvedCourse, approvedCourseAuthor } from '../support/courses.ts';
import { approvedTutorWithFreeTime, slotStartIn } from '../support/sessions.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

const SCREENSHOTS = process.env.AI_TUTOR_SCREENSHOTS;

test('a learner follows a quote of the built-in tutor to its section, then books a tutor from its answer', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = `ait${randomBytes(3).toString('hex')}`;
  const author = await approvedCourseAuthor(request, 'ai-builtin-author');
  const course = await approvedCourse(request, author, {
    title: `Linear graphs ${tag}`,
    isFree: true,
    chapters: [
      {
        title: 'Straight lines',
        sections: [
          {
            title: 'Equations with brackets and fractions',
            body: 'Expand brackets first. To clear fractions, multiply every term by the lowest common denominator.',
          },
          {
            title: 'Finding the equation of a line',
            body:
              'A straight line crosses the y-axis where x = 0. The equation is y = 2x + 3. Put x = 0 to get y = 3, ' +
              'so the line crosses the y-axis at (0, 3). Rearrange it to make y the subject: 2y = 6x + 8.',
          },
        ],
      },
    ],
  });
  // A tutor of the course's subject with free time: there is someone to offer.
  await approvedTutorWithFreeTime(request, slotStartIn(3), 2);
  const student = await createStudent(request, 'ai-builtin-learner');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, student);

  // A question the second section answers: one exact passage of it, quoted, with a link to the section.
  await page.goto(`/chat/${course.id}`);
  const input = page.getByTestId('chat-input');
  await input.fill('How do I find where a line crosses the y-axis?');
  await page.getByTestId('chat-send').click();
  const answer = page.getByTestId('chat-tutor-message').last();
  await expect(answer).toContainText('This is a search of');
  await expect(answer).toContainText('not a person or a language model');
  const quote = answer.getByTestId('chat-quote').first();
  await expect(quote).toContainText('A straight line crosses the y-axis where x = 0.');
  await expect(quote).not.toContainText('2y = 6x + 8');
  await expectAccessible(page, 'a quoted answer');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ai-tutor-quote-en.png`, fullPage: true });

  await answer.getByTestId('chat-source-link').first().click();
  await expect(page).toHaveURL(
    new RegExp(`/courses/take\\?courseId=${course.id}&sectionId=${course.sectionIds[1]}$`),
  );
  await expect(page.getByTestId('section-title')).toHaveText('Finding the equation of a line');
  await expectAccessible(page);

  // Asking for a person: tutors of the subject with their next free time, each a link to book that hour.
  await page.goto(`/chat/${course.id}`);
  await page.getByTestId('chat-input').fill('Can I talk to a tutor?');
  await page.getByTestId('chat-send').click();
  const handoff = page.getByTestId('chat-tutor-message').last();
  await expect(handoff).toContainText('These tutors teach');
  const offered = handoff.getByTestId('chat-tutor');
  await expect(offered.first()).toContainText('Next free:');
  expect(await offered.count()).toBeLessThanOrEqual(3);
  await expectAccessible(page, 'tutors offered');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ai-tutor-handoff-en.png`, fullPage: true });
  const name = (await offered.first().locator('p').first().textContent()) ?? '';
  await offered.first().getByTestId('chat-book-tutor').click();
  await expect(page).toHaveURL(/\/tuition\/tutors\/booking\?tutorId=\d+&at=/);
  await expect(page.getByRole('heading', { name: `Book a lesson with ${name}` })).toBeVisible();
  // The booking page opens on the week of that hour: the hour offered is there to pick.
  const at = new URL(page.url()).searchParams.get('at');
  await expect(page.locator(`[data-testid="booking-slot"][data-start="${at}"]`)).toBeVisible();
  await expectAccessible(page);

  // In Thai: a Thai question finds the English passage on fractions, and the answer is framed in Thai.
  await page.evaluate(() => localStorage.setItem('kru.language', 'th'));
  await page.goto(`/chat/${course.id}`);
  await page.getByTestId('chat-input').fill('เศษส่วนคืออะไร');
  await page.getByTestId('chat-send').click();
  const thai = page.getByTestId('chat-tutor-message').last();
  await expect(thai).toContainText('นี่คือผลการค้นหาในเนื้อหาของ');
  await expect(thai.getByTestId('chat-quote').first()).toContainText('To clear fractions');
  await expectAccessible(page, 'a Thai answer');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ai-tutor-quote-th.png`, fullPage: true });
  await page.getByTestId('chat-input').fill('ขอคุยกับครูหน่อย');
  await page.getByTestId('chat-send').click();
  const thaiHandoff = page.getByTestId('chat-tutor-message').last();
  await expect(thaiHandoff).toContainText('ติวเตอร์เหล่านี้สอนวิชา');
  await expect(thaiHandoff.getByTestId('chat-tutor').first()).toContainText('ว่างครั้งถัดไป:');
  await expectAccessible(page, 'tutors offered in Thai');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ai-tutor-handoff-th.png`, fullPage: true });
});
