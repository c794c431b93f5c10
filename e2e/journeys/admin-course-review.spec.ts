import { randomBytes } from 'node:crypto';
import { createStudent, signIn } from '../support/accounts.ts';
import { adminToken, approveTutor, signInAsAdmin } from '../support/admin.ts';
import { bearer, data } from '../support/api.ts';
import { type APIRequestContext, expect, expectAccessible, type Page, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

const BODY = 'A fraction names a part of a whole.\nThe bottom number says how many equal parts there are.';
const FIXED_BODY = `${BODY}\nWorked example: 3/4 of 12 sweets is 9 sweets.`;
const FEEDBACK = 'Each section needs a worked example: add one to "What is a fraction?".';

interface AuthoredCourse {
  id: number;
  approval_state: string;
  feedback: string | null;
}

/**
 * A subject course written and submitted through the authoring API the way the tutor's pages do it: the course
 * (a cover from `GET /thumbnails`, the tutor's first subject), one chapter, one text section with its body.
 */
async function writeAndSubmitCourse(request: APIRequestContext, token: string, title: string) {
  const auth = { headers: bearer(token) };
  const [thumbnail] = await data<Array<{ id: number }>>(await request.get('/api/v1/thumbnails', auth));
  const [education] = await data<Array<{ school_years: Array<{ subjects: Array<{ id: number }> }> }>>(
    await request.get('/api/v1/educations'),
  );
  const course = await data<AuthoredCourse>(
    await request.post('/api/v1/courses', {
      ...auth,
      data: {
        title,
        description: 'Fractions from halves to twelfths, with pictures and short exercises.',
        course_type: 'subject',
        subject_id: education!.school_years[0]!.subjects[0]!.id,
        thumbnail_id: thumbnail!.id,
      },
    }),
  );
  expect(course.approval_state).toBe('draft');
  const chapter = await data<{ id: number }>(
    await request.post(`/api/v1/courses/${course.id}/chapters`, {
      ...auth,
      data: { title: 'Parts of a whole' },
    }),
  );
  const section = await data<{ id: number }>(
    await request.post(`/api/v1/chapters/${chapter.id}/sections`, {
      ...auth,
      data: { title: 'What is a fraction?', type: 'text' },
    }),
  );
  await data(await request.patch(`/api/v1/sections/${section.id}`, { ...auth, data: { description: BODY } }));
  await submitCourse(request, token, course.id);
  return { courseId: course.id, sectionId: section.id };
}

/** `POST /courses/{id}/review-apply`: into the admins' queue. */
async function submitCourse(request: APIRequestContext, token: string, courseId: number) {
  const submitted = await data<AuthoredCourse>(
    await request.post(`/api/v1/courses/${courseId}/review-apply`, { headers: bearer(token) }),
  );
  expect(submitted.approval_state).toBe('pending');
}

/** The ids of the catalogue's courses a student finds with `keyword`. */
async function catalogueIds(request: APIRequestContext, token: string, keyword: string) {
  const found = await data<Array<{ id: number }>>(
    await request.get(`/api/v1/courses?keyword=${encodeURIComponent(keyword)}`, { headers: bearer(token) }),
  );
  return found.map((course) => course.id);
}

async function openFromQueue(page: Page, title: string, courseId: number) {
  await page
    .getByTestId('course-review-row')
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/course-reviews/detail\\?courseId=${courseId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page);
}

test('an admin reads a submitted course, rejects it with feedback, then approves the fixed one, and students find it', async ({
  page,
  request,
}) => {
  const tutor = await createSubmittedTutor(request, 'author');
  await approveTutor(request, tutor.id);
  // A word no other course has, so the queue row and the catalogue search find this one only.
  const word = `Frac${randomBytes(4).toString('hex')}`;
  const title = `${word} fractions made simple`;
  const { courseId, sectionId } = await writeAndSubmitCourse(request, tutor.token, title);
  const student = await createStudent(request, 'course-seeker');
  // Waiting for review: not in the catalogue.
  expect(await catalogueIds(request, student.token, word)).not.toContain(courseId);

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByTestId('course-pending-count')).toContainText(/Waiting for review: [1-9]/);
  await expectAccessible(page);
  await page.getByTestId('admin-section-courseReview').click();
  await expect(page).toHaveURL(/\/admin\/course-reviews$/);

  // The queue (pending, both kinds) holds the course; only skills: it is not there.
  const row = page.getByTestId('course-review-row').filter({ hasText: title });
  await expect(row).toContainText('Course');
  await expect(row).toContainText(tutor.fullName);
  await expect(row).toContainText('Maths');
  await expectAccessible(page);
  await page.getByTestId('course-kind-filter').getByText('Skills').click();
  await expect(page).toHaveURL(/kind=skill/);
  await expect(row).toHaveCount(0);
  await page.getByTestId('course-kind-filter').getByText('Courses').click();
  await openFromQueue(page, title, courseId);

  // Every field, the sites (none chosen: everywhere), the section's body to read, and the log.
  await expect(page.getByTestId('field-subject')).toContainText('Maths');
  await expect(page.getByTestId('field-tutor')).toContainText(tutor.fullName);
  await expect(page.getByTestId('field-sections')).toContainText('1');
  await expect(page.getByTestId('course-description')).toContainText('halves to twelfths');
  await expect(page.getByTestId('course-tenants')).toContainText('Every site');
  await expect(page.getByTestId('course-chapter')).toContainText('Chapter 1: Parts of a whole');
  const section = page.getByTestId('course-section');
  await section.getByRole('button', { name: /What is a fraction\?/ }).click();
  await expect(section.getByTestId('section-body')).toHaveText(BODY);
  await expect(page.getByTestId('course-history')).toContainText('Submitted for review');

  // Reject: the feedback is required, with the spec's message.
  await page.getByTestId('reject-course-button').click();
  await page.getByTestId('reject-course-submit').click();
  await expect(page.getByText('Reasons of rejection is required')).toBeVisible();
  await expectAccessible(page, 'rejection with its error');
  await page.getByRole('textbox', { name: 'Reasons of rejection' }).fill(FEEDBACK);
  await page.getByTestId('reject-course-submit').click();
  await expect(page.getByTestId('reject-course-form')).toHaveCount(0);
  await expect(page.getByText('Rejected: the tutor has been sent your reasons')).toBeVisible();
  await expect(page.getByTestId('course-state-badge').first()).toHaveText('Rejected');
  const rejection = page.getByTestId('audit-entry').first();
  await expect(rejection).toContainText('Rejected');
  await expect(rejection).toContainText('Kru Admin');
  await expect(rejection.getByTestId('audit-comment')).toContainText(FEEDBACK);
  await expect(page.getByTestId('approve-course-button')).toHaveCount(0);

  // The queue has moved on: the course is under Rejected, not Waiting.
  await page.getByRole('link', { name: 'Course and skill reviews' }).click();
  await expect(page.getByTestId('course-review-tab-pending')).toHaveAttribute('aria-selected', 'true');
  await expect(row).toHaveCount(0);
  await page.getByTestId('course-review-tab-rejected').click();
  await expect(row).toBeVisible();

  // The tutor reads why, fixes the section (back to draft) and submits it again.
  const rejected = await data<AuthoredCourse>(
    await request.get(`/api/v1/courses/${courseId}`, { headers: bearer(tutor.token) }),
  );
  expect(rejected.approval_state).toBe('rejected');
  expect(rejected.feedback).toBe(FEEDBACK);
  await data(
    await request.patch(`/api/v1/sections/${sectionId}`, {
      headers: bearer(tutor.token),
      data: { description: FIXED_BODY },
    }),
  );
  await submitCourse(request, tutor.token, courseId);

  await page.getByTestId('course-review-tab-pending').click();
  await openFromQueue(page, title, courseId);
  await page.getByTestId('toggle-all-sections').click();
  await expect(page.getByTestId('section-body')).toContainText(
    'Worked example: 3/4 of 12 sweets is 9 sweets.',
  );
  await page.getByTestId('approve-course-button').click();
  await expect(page.getByTestId('approve-course-confirm')).toBeVisible();
  await expectAccessible(page, 'approval to confirm');
  await page.getByTestId('approve-course-confirm').click();
  await expect(page.getByText('Approved: learners can now find it in the catalogue.')).toBeVisible();
  await expect(page.getByTestId('course-state-badge').first()).toHaveText('Approved');
  await expect(page.getByTestId('audit-entry')).toHaveCount(4);
  await expect(page.getByTestId('audit-entry').first()).toContainText('Approved');
  await expect(page.getByTestId('course-state-notice')).toContainText('This is approved');

  await page.getByRole('link', { name: 'Course and skill reviews' }).click();
  await page.getByTestId('course-review-tab-approved').click();
  await expect(row).toBeVisible();

  // Approved: a student finds it in the catalogue.
  expect(await catalogueIds(request, student.token, word)).toContain(courseId);
});

test('a decision on a course someone else has just decided shows why it was refused, and where the course stands', async ({
  page,
  request,
}) => {
  const tutor = await createSubmittedTutor(request, 'raced');
  await approveTutor(request, tutor.id);
  const title = `Decided twice ${randomBytes(3).toString('hex')}`;
  const { courseId } = await writeAndSubmitCourse(request, tutor.token, title);
  await signInAsAdmin(page);
  await page.goto(`/admin/course-reviews/detail?courseId=${courseId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Another admin rejects it while this page is open.
  const rejected = await request.post(`/api/v1/admin/course-reviews/${courseId}/reject`, {
    headers: bearer(await adminToken(request)),
    data: { feedback: 'Too short for a course.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await page.getByTestId('approve-course-button').click();
  await page.getByTestId('approve-course-confirm').click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('This course is not waiting for a review decision.');
  await expectAccessible(page, 'warning dialog');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('course-state-badge').first()).toHaveText('Rejected');
  await expect(page.getByTestId('course-state-notice')).toContainText('Too short for a course.');
  await expect(page.getByTestId('approve-course-button')).toHaveCount(0);
});

test('a tutor cannot open the course review queue, nor decide a course', async ({ page, request }) => {
  const tutor = await createSubmittedTutor(request, 'not-reviewer');
  await approveTutor(request, tutor.id);
  const { courseId } = await writeAndSubmitCourse(
    request,
    tutor.token,
    `Self review ${randomBytes(3).toString('hex')}`,
  );
  await signIn(page, tutor);
  await page.goto(`/admin/course-reviews/detail?courseId=${courseId}`);
  await expect(page.getByTestId('forbidden-page')).toBeVisible();
  await expectAccessible(page, 'refused');
  await expect(page.getByTestId('course-review')).toHaveCount(0);
  const approve = await request.post(`/api/v1/admin/course-reviews/${courseId}/approve`, {
    headers: bearer(tutor.token),
  });
  expect(approve.status()).toBe(403);
});
