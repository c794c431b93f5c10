import { createStudent, signIn, signInThroughPage } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { bearer } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/test.ts';
import { createSubmittedTutor, submitForReview } from '../support/tutors.ts';

const COMMENT = 'The passport photo is blurred: please upload a sharper scan of both sides.';

test('an admin rejects a tutor with a comment, the tutor resubmits, the admin approves, and students find the tutor', async ({
  browser,
  page,
  request,
}) => {
  const tutor = await createSubmittedTutor(request, 'vetted');
  const tutorProfile = async () =>
    (await (await request.get('/api/v1/user', { headers: bearer(tutor.token) })).json()).data;

  // A student searching for the tutor by name on the tutor list, in a browser of their own.
  const student = await createStudent(request, 'seeker');
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student);
  const findTutor = async () => {
    await studentPage.goto(`/tuition/tutors?keyword=${tutor.lastName}`);
    await expect(studentPage.getByTestId('tutors-search')).toHaveValue(tutor.lastName);
    await expectAccessible(studentPage);
    return studentPage.getByTestId('tutor-card').filter({ hasText: tutor.fullName });
  };
  // Waiting for review: no student sees them yet.
  await expect(await findTutor()).toHaveCount(0);

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('pending-count')).toContainText(/Waiting for review: [1-9]/);
  await expectAccessible(page);
  await page.getByTestId('admin-section-reviews').click();

  // The queue (pending by default) holds the tutor; their page shows every field and both documents inline.
  const row = page.getByTestId('review-row').filter({ hasText: tutor.email });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('link', { name: tutor.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tutor-reviews/detail\\?tutorId=${tutor.id}$`));
  await expect(page.getByRole('heading', { name: tutor.fullName })).toBeVisible();
  await expect(page.getByTestId('field-mobile')).toContainText('+66 81 234 5678');
  await expect(page.getByTestId('review-subject')).toContainText('Maths');
  await expect(page.getByTestId('review-subject')).toContainText('£25.00 / hour');
  await expect(page.getByTestId('review-document')).toHaveCount(2);
  await expect(page.getByTestId('document-image')).toBeVisible();
  expect(await page.getByTestId('document-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    1,
  );
  await expect(page.getByTestId('document-pdf')).toBeVisible();
  await expect(page.getByTestId('review-history')).toContainText('Submitted for review');
  await expectAccessible(page);

  // Reject: the comment is required, with the spec's message.
  await page.getByTestId('reject-button').click();
  await page.getByTestId('reject-submit').click();
  await expect(page.getByText('Reasons of rejection is required')).toBeVisible();
  await expectAccessible(page, 'rejection with its error');
  await page.getByRole('textbox', { name: 'Reasons of rejection' }).fill(COMMENT);
  await page.getByTestId('reject-submit').click();
  await expect(page.getByTestId('reject-form')).toHaveCount(0);
  await expect(page.getByTestId('approval-badge')).toHaveText('Rejected');
  const rejection = page.getByTestId('audit-entry').first();
  await expect(rejection).toContainText('Rejected');
  await expect(rejection).toContainText('Kru Admin');
  await expect(rejection.getByTestId('audit-comment')).toContainText(COMMENT);
  await expect(page.getByTestId('approve-button')).toHaveCount(0);

  // The queue has moved on: the tutor is under Rejected, not Waiting.
  await page.getByRole('link', { name: 'Tutor reviews' }).click();
  await expect(page.getByTestId('review-tab-pending')).toHaveAttribute('aria-selected', 'true');
  await expect(row).toHaveCount(0);
  await page.getByTestId('review-tab-rejected').click();
  await expect(row).toBeVisible();

  // The tutor is told why, fixes and sends the profile again.
  const rejected = await tutorProfile();
  expect(rejected.approval_status).toBe('rejected');
  expect(rejected.rejection_comment).toBe(COMMENT);
  expect((await submitForReview(request, tutor.token)).approval_status).toBe('pending');

  await page.getByTestId('review-tab-pending').click();
  await row.getByRole('link', { name: tutor.fullName }).click();
  await page.getByTestId('approve-button').click();
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByTestId('approval-badge')).toHaveText('Approved');
  await expect(page.getByTestId('audit-entry')).toHaveCount(4);
  await expect(page.getByTestId('audit-entry').first()).toContainText('Approved');
  await expect(page.getByTestId('review-state-notice')).toContainText('This profile is approved');
  expect((await tutorProfile()).approval_status).toBe('approved');

  await page.getByRole('link', { name: 'Tutor reviews' }).click();
  await page.getByTestId('review-tab-approved').click();
  await expect(row).toBeVisible();

  // Approved: the tutor is in the student's tutor list.
  const card = await findTutor();
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Maths');
  await studentContext.close();
});

test('a student or a tutor who opens the admin console is refused', async ({ page, request }) => {
  const student = await createStudent(request, 'not-admin');
  await signIn(page, student);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByTestId('forbidden-page')).toBeVisible();
  await expectAccessible(page, 'refused');
  await expect(page.getByRole('heading', { name: 'You are not allowed to open this page' })).toBeVisible();
  expect((await request.get('/api/v1/admin/users', { headers: bearer(student.token) })).status()).toBe(403);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByTestId('welcome-title')).toBeVisible();

  const tutor = await createSubmittedTutor(request, 'not-admin-tutor');
  await page.goto('/auth/sign-out');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await signInThroughPage(page, tutor);
  await expect(page.getByTestId('welcome-title')).toBeVisible();
  await expectAccessible(page, 'as a tutor');
  await page.goto(`/admin/tutor-reviews/detail?tutorId=${tutor.id}`);
  await expect(page.getByTestId('forbidden-page')).toBeVisible();
  await expectAccessible(page, 'refused');
  await expect(page.getByTestId('tutor-review')).toHaveCount(0);
  const approve = await request.post(`/api/v1/admin/tutor-reviews/${tutor.id}/approve`, {
    headers: bearer(tutor.token),
  });
  expect(approve.status()).toBe(403);
});
