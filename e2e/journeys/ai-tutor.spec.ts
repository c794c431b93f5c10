import { randomBytes } from 'node:crypto';
import { createStudent, signIn } from '../support/accounts.ts';
import { approvedCourse, approvedCourseAuthor } from '../support/courses.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test('a student asks a course’s AI tutor in English and Thai, follows its source into the reader', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `ai${randomBytes(3).toString('hex')}`;
  const author = await approvedCourseAuthor(request, 'ai-author');
  const course = await approvedCourse(request, author, {
    title: `Plant biology ${tag}`,
    isFree: true,
    chapters: [
      {
        title: 'Living things',
        sections: [
          {
            title: 'Cells',
            body: 'Every living thing is made of cells. A cell has a membrane, cytoplasm and a nucleus.',
          },
          {
            title: 'Photosynthesis',
            body: 'Plants make their own food by photosynthesis. Chlorophyll in the leaves captures sunlight.',
          },
        ],
      },
    ],
  });
  const thaiCourse = await approvedCourse(request, author, {
    title: `ชีววิทยาเบื้องต้น ${tag}`,
    isFree: true,
    chapters: [
      {
        title: 'สิ่งมีชีวิต',
        sections: [
          { title: 'เซลล์', body: 'สิ่งมีชีวิตทุกชนิดประกอบด้วยเซลล์ เซลล์มีเยื่อหุ้มเซลล์และนิวเคลียส' },
          { title: 'การสังเคราะห์แสง', body: 'พืชสร้างอาหารเองด้วยการสังเคราะห์แสง คลอโรฟิลล์ในใบรับแสงแดด' },
        ],
      },
    ],
  });
  const student = await createStudent(request, 'ai-learner');
  await signIn(page, student);

  // From the course's page to its tutor.
  await page.goto(`/courses/search-courses/details?courseId=${course.id}`);
  await expect(page.getByTestId('ask-ai-tutor')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('ask-ai-tutor').click();
  await expect(page).toHaveURL(new RegExp(`/chat/${course.id}$`));
  await expect(page.getByTestId('chat-course-title')).toHaveText(course.title);
  await expect(page.getByTestId('chat-empty')).toBeVisible();

  // Too short: the spec's message, nothing sent.
  const input = page.getByTestId('chat-input');
  await input.fill('hi');
  await page.getByTestId('chat-send').click();
  await expect(page.getByText('A message must be 3 to 4096 characters.')).toBeVisible();
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  await expectAccessible(page, 'message too short');

  // A question the second section answers: quoted, with a link to it.
  await input.fill('How do plants use sunlight?');
  await input.press('Enter');
  await expect(page.getByText('A message must be 3 to 4096 characters.')).toHaveCount(0);
  await expect(page.getByTestId('chat-user-message')).toHaveText('How do plants use sunlight?');
  const answer = page.getByTestId('chat-tutor-message').last();
  await expect(answer).toContainText('Chlorophyll in the leaves captures sunlight.');
  await expect(input).toHaveValue('');
  const source = answer
    .getByTestId('chat-sources')
    .getByRole('link', { name: 'Living things › Photosynthesis' });
  await expect(source).toBeVisible();
  await expectAccessible(page, 'with an answer');

  // The source opens the section in the reader, which leads back to the tutor.
  await source.click();
  await expect(page).toHaveURL(
    new RegExp(`/courses/take\\?courseId=${course.id}&sectionId=${course.sectionIds[1]}$`),
  );
  await expect(page.getByTestId('section-title')).toHaveText('Photosynthesis');
  await expectAccessible(page);
  await page.getByTestId('ask-ai-tutor').click();
  await expect(page).toHaveURL(new RegExp(`/chat/${course.id}$`));
  // The conversation is kept.
  await expect(page.getByTestId('chat-user-message')).toHaveText('How do plants use sunlight?');

  // In Thai, on the Thai course: the Thai passage, framed in Thai.
  await page.goto(`/chat/${thaiCourse.id}`);
  await expect(page.getByTestId('chat-course-title')).toHaveText(thaiCourse.title);
  await page.getByTestId('chat-input').fill('พืชสร้างอาหารได้อย่างไร');
  await page.getByTestId('chat-send').click();
  const thaiAnswer = page.getByTestId('chat-tutor-message').last();
  await expect(thaiAnswer).toContainText('พืชสร้างอาหารเองด้วยการสังเคราะห์แสง');
  await expect(thaiAnswer).toContainText('นี่คือผลการค้นหาในเนื้อหาของ');
  await expect(thaiAnswer.getByRole('link', { name: 'สิ่งมีชีวิต › การสังเคราะห์แสง' })).toBeVisible();
  await expectAccessible(page, 'with an answer in Thai');
});
