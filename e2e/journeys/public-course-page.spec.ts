import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD, signIn } from '../support/accounts.ts';
import { useOwnAddress } from '../support/api.ts';
import { approvedCourse, approvedCourseAuthor } from '../support/courses.ts';
import { codeIn, uniqueEmail, waitForEmail } from '../support/mailbox.ts';
import { pick } from '../support/pages.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/public-course-page');
const CONTENT = {
  title: 'Fractions made friendly',
  description: 'Halves, quarters and thirds with pictures, then adding and comparing fractions.',
  chapters: [
    {
      title: 'What a fraction is',
      sections: [
        { title: 'Sharing a pizza', body: 'A fraction is a part of a whole.' },
        { title: 'Numerator and denominator', body: 'The top number counts the parts taken.' },
      ],
    },
    { title: 'Adding fractions', sections: [{ title: 'Same denominators', body: 'Add the tops.' }] },
  ],
};

/** The visitor's page shows the course: what it is, who wrote it, its outline and the way in. */
async function expectPublicCourse(page: Page, author: { fullName: string }) {
  await expect(page.getByTestId('course-details-title')).toHaveText(CONTENT.title);
  await expect(page.getByTestId('course-description')).toContainText('Halves, quarters and thirds');
  await expect(page.getByTestId('course-tutor')).toHaveText(author.fullName);
  await expect(page.getByTestId('outline-section')).toHaveText([
    'Sharing a pizza',
    'Numerator and denominator',
    'Same denominators',
  ]);
  await expect(page.getByTestId('course-reviews-empty')).toBeVisible();
}

test('a signed-out visitor opens a shared course link, signs up and lands back on the course', async ({
  page,
  browser,
  request,
}) => {
  const author = await approvedCourseAuthor(request, 'public-author');
  const course = await approvedCourse(request, author, CONTENT);

  // The author copies the link from the course's share box, which also shows its QR code.
  await signIn(page, author);
  await page.goto(`/courses/search-courses/details?courseId=${course.id}`);
  await expect(page.getByTestId('course-qr')).toBeVisible();
  await expectAccessible(page);
  const link = await page.getByTestId('course-share-link').inputValue();
  expect(link).toMatch(new RegExp(`/courses/search-courses/details\\?courseId=${course.id}$`));

  // Someone who has never signed in opens it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await useOwnAddress(visitor);
  await visitor.goto(link);
  await expectPublicCourse(visitor, author);
  await expect(visitor).toHaveURL(link);
  await expect(visitor.getByTestId('course-plan-price')).toContainText('a month');
  await expectAccessible(visitor);

  await visitor.getByTestId('course-sign-up').click();
  await expect(visitor).toHaveURL(/\/auth\/sign-up\?role=student&next=/);
  await expect(visitor.getByTestId('sign-up-submit')).toBeVisible();
  await expectAccessible(visitor);
  const email = uniqueEmail('visitor');
  await visitor.getByRole('textbox', { name: 'Email' }).fill(email);
  await visitor.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await visitor.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await visitor.getByTestId('sign-up-terms').check();
  await visitor.getByTestId('sign-up-submit').click();
  await expect(visitor).toHaveURL(/\/auth\/verify-email/);
  await expect(visitor.getByLabel('Digit 1 of the verification code')).toBeVisible();
  await expectAccessible(visitor);
  const code = codeIn(await waitForEmail(request, email));
  await visitor.getByLabel('Digit 1 of the verification code').click();
  await visitor.keyboard.type(code);

  // The new student completes the profile steps, skipping the optional ones.
  await expect(visitor).toHaveURL(/step=personal_details/);
  await expect(visitor.getByLabel('First name')).toBeVisible();
  await expectAccessible(visitor, 'personal details');
  await visitor.getByLabel('First name').fill('Malee');
  await visitor.getByLabel('Last name').fill('Chaiyaporn');
  await visitor.getByLabel('Female').check();
  await visitor.getByLabel('Date of birth').fill('14/05/2010');
  await visitor.keyboard.press('Escape');
  await visitor.getByLabel('Mobile').fill('+44 7700 900124');
  await visitor.getByTestId('step-submit').click();
  await expect(visitor).toHaveURL(/step=grade/);
  await expect(visitor.getByRole('textbox', { name: 'Education level', exact: true })).toBeVisible();
  await expectAccessible(visitor, 'grade');
  await pick(visitor, 'Education level', 'Secondary (Key Stages 3-4)');
  await pick(visitor, 'Grade', 'Year 10 (GCSE)');
  await pick(visitor, 'Country', 'United Kingdom', 'United K');
  await pick(visitor, 'County', 'Oxfordshire', 'Oxford');
  await visitor.getByLabel('City').fill('Oxford');
  await visitor.getByLabel('Street').fill('1 High Street');
  await visitor.getByLabel('Post code').fill('OX1 4AA');
  await visitor.getByTestId('step-submit').click();
  await expect(visitor).toHaveURL(/step=subscription/);
  await expect(visitor.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  await expectAccessible(visitor, 'subscription');
  await visitor.getByRole('button', { name: 'Skip for now' }).click();
  await expect(visitor).toHaveURL(/step=avatar/);
  await expect(visitor.getByRole('button', { name: 'Skip and finish' })).toBeVisible();
  await expectAccessible(visitor, 'avatar');
  await visitor.getByRole('button', { name: 'Skip and finish' }).click();

  // Back on the course, now as a signed-in learner who can start it.
  await expect(visitor).toHaveURL(link);
  await expect(visitor.getByTestId('course-details-title')).toHaveText(CONTENT.title);
  await expect(visitor.getByTestId('course-share')).toBeVisible();
  await expect(visitor.getByTestId('join-course')).toHaveCount(0);
  await expectAccessible(visitor, 'signed up');
  await visitorContext.close();
});

test('the public course page at phone width, in English and in Thai', async ({ browser, request }) => {
  const author = await approvedCourseAuthor(request, 'public-author-phone');
  const course = await approvedCourse(request, author, { ...CONTENT, courseType: 'skill' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });

  await page.goto(`/skills/search-skills/details?courseId=${course.id}`);
  await expectPublicCourse(page, author);
  await expect(page.getByTestId('course-sign-up')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'public-course-en-390.png'), fullPage: true });

  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(page.getByTestId('course-sign-up')).toHaveText('สมัครสมาชิกเพื่อเริ่มเรียน');
  await expect(page.getByText('เนื้อหา', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'public-course-th-390.png'), fullPage: true });
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
