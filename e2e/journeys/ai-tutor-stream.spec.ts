import { randomBytes } from 'node:crypto';
import { STORAGE_KEYS } from '@kru/contract/limits';
import { type LoopbackOpenAi, startLoopbackOpenAi } from '../../apps/server/test/openai-server.ts';
import { createStudent, signIn } from '../support/accounts.ts';
import { approvedCourse, approvedCourseAuthor } from '../support/courses.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

/** Where the journey's screenshots go (looked at by a person, not compared). */
const SHOTS = 'test-results/ai-tutor-stream';

test.use({ viewport: { width: 390, height: 844 } });

// The answer as the stand-in model streams it, word by word; it holds after the first four pieces until released.
const ANSWER =
  'Light bends when it passes from air into water [1]. Before I work it out with you: what happens to the ' +
  'speed of light in water, and how could that bend a ray [1]?';

let model: LoopbackOpenAi;
test.beforeAll(async ({ request }) => {
  model = await startLoopbackOpenAi();
  const res = await request.post('/api/v1/dev/ai', {
    data: { base_url: model.config.baseUrl, api_key: model.config.apiKey },
  });
  expect(res.status(), await res.text()).toBe(200);
});
// The journeys after this one share the server: the built-in tutor comes back.
test.afterAll(async ({ request }) => {
  await request.post('/api/v1/dev/ai', { data: { base_url: null } });
  await model.stop();
});

const lastText = (page: Page) =>
  page.getByTestId('chat-tutor-message').last().getByTestId('chat-message-text');

async function shoot(page: Page, name: string, language: 'en' | 'th') {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.language,
    language,
  ] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('chat-tutor-message').first()).toBeVisible();
  await expectAccessible(page, `${name} ${language}`);
  await page.screenshot({ path: `${SHOTS}/${name}-${language}.png`, fullPage: true });
}

test('a learner watches a model’s answer stream in, stops one, and follows a citation to its section', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `st${randomBytes(3).toString('hex')}`;
  const author = await approvedCourseAuthor(request, 'ai-stream-author');
  const course = await approvedCourse(request, author, {
    title: `Optics ${tag}`,
    isFree: true,
    chapters: [
      {
        title: 'Light',
        sections: [
          {
            title: 'Reflection',
            body: 'A mirror reflects light: the angle of incidence equals the angle of reflection.',
          },
          {
            title: 'Refraction',
            body: 'Light bends when it passes from air into water, because it slows down.',
          },
        ],
      },
    ],
  });
  const student = await createStudent(request, 'ai-stream-learner');
  await signIn(page, student);

  await page.goto(`/chat/${course.id}`);
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  await expect(page.getByTestId('chat-quota')).toHaveText('50 questions left today');
  await expectAccessible(page);

  // The first pieces show while the model is still answering (it holds the rest), with a stop button.
  const pieces = ANSWER.match(/\s*\S+/g) ?? [];
  model.replyNext({ kind: 'stream', pieces, holdAfter: 4 });
  await page.getByTestId('chat-input').fill('Why does light bend in water?');
  await page.getByTestId('chat-send').click();
  const answer = page.getByTestId('chat-tutor-message').last().getByTestId('chat-message-text');
  await expect(answer).toHaveText('Light bends when it');
  await expect(page.getByTestId('chat-stop')).toBeVisible();
  // The question was taken: the box is free again, and the day's count already says so.
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await expect(page.getByTestId('chat-quota')).toHaveText('49 questions left today');
  await expectAccessible(page, 'streaming');
  await page.screenshot({ path: `${SHOTS}/streaming-en.png`, fullPage: true });
  model.release();
  await expect(answer).toContainText('how could that bend a ray [1]?');
  await expect(page.getByTestId('chat-send')).toBeVisible();
  await expect(page.getByTestId('chat-quota')).toHaveText('49 questions left today');
  await expect(answer.getByTestId('chat-citation')).toHaveCount(2);
  await expect(page.getByTestId('chat-tutor-message').last().getByTestId('chat-sources')).toContainText(
    'Light › Refraction',
  );

  // Stopped halfway: what arrived stays, marked as stopped, and is kept in the conversation.
  model.replyNext({ kind: 'stream', pieces: ['Think', ' about', ' the', ' speed', ' first.'], holdAfter: 2 });
  await page.getByTestId('chat-input').fill('Can you just give me the answer about refraction?');
  await page.getByTestId('chat-input').press('Enter');
  await expect(lastText(page)).toHaveText('Think about');
  await page.getByTestId('chat-stop').click();
  await expect(lastText(page)).toHaveText('Think about\n\n(You stopped this answer.)');
  await expect(page.getByTestId('chat-send')).toBeVisible();
  await expect(page.getByTestId('chat-user-message')).toHaveCount(2);

  await shoot(page, 'conversation', 'en');
  await expect(lastText(page)).toHaveText('Think about\n\n(You stopped this answer.)');
  await shoot(page, 'conversation', 'th');
  await expect(page.getByTestId('chat-quota')).toHaveText('วันนี้ถามได้อีก 48 คำถาม');

  // A citation opens its section in the reader.
  await page
    .getByTestId('chat-tutor-message')
    .first()
    .getByRole('link', { name: 'แหล่งที่มา 1: Light › Refraction' })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/courses/take\\?courseId=${course.id}&sectionId=${course.sectionIds[1]}$`),
  );
  await expect(page.getByTestId('section-title')).toHaveText('Refraction');
  await expectAccessible(page, 'reader th');
});
