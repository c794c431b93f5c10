import { signIn } from '../support/accounts.ts';
import { adminToken, approveTutor } from '../support/admin.ts';
import { bearer } from '../support/api.ts';
import { pick } from '../support/pages.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';
import { createSubmittedTutor } from '../support/tutors.ts';

const TITLE = 'Fractions made easy';
const FEEDBACK = 'Please explain what a denominator is before the first example.';

/** Adds a section to the chapter through its own field; the new section opens in the editor, where its text is saved. */
async function addTextSection(page: Page, title: string, body: string) {
  const chapter = page.getByTestId('chapter-card').first();
  await chapter.getByRole('textbox', { name: 'New section title' }).fill(title);
  await chapter.getByRole('button', { name: 'Add section' }).click();
  const editor = page.getByTestId('section-editor');
  await expect(editor.getByRole('textbox', { name: 'Section title' })).toHaveValue(title);
  await editor.getByRole('textbox', { name: 'Text' }).fill(body);
  await expect(editor.getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  await editor.getByRole('button', { name: 'Save section' }).click();
  // Saved: nothing left to discard.
  await expect(editor.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
}

/** A decision of the admin team through the API (the console page is tested on its own). */
async function decide(page: Page, courseId: number, decision: 'approve' | 'reject', feedback?: string) {
  const answer = await page.request.post(`/api/v1/admin/course-reviews/${courseId}/${decision}`, {
    headers: bearer(await adminToken(page.request)),
    data: feedback ? { feedback } : undefined,
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

test('a tutor writes a course in three steps, fixes it after a rejection, and sees it approved', async ({
  page,
  request,
}) => {
  // The longest journey of the suite (three steps, a rejection, an approval and a dozen accessibility scans): past
  // the default 90 s on a slower machine.
  test.setTimeout(180_000);
  // A tutor whose profile still waits for the admin team: they may write, but not submit yet.
  const tutor = await createSubmittedTutor(request, 'author');
  await signIn(page, tutor);

  // The menu's Courses entry opens the approved list, empty so far.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses\/approved$/);
  await expect(page.getByTestId('courses-empty')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('create-course').click();
  await expect(page).toHaveURL(/\/courses\/create\/info$/);

  // Step 1: the spec's messages for what is missing, then the information.
  await page.getByTestId('save-info').click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Thumbnail is required')).toBeVisible();
  await expectAccessible(page, 'with its errors');
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Description' }).fill('Halves and quarters, step by step.');
  await pick(page, 'Grade', 'Year 10 (GCSE)');
  await pick(page, 'Subject', 'Maths');
  await page.getByRole('radio', { name: 'Cover 1', exact: true }).click();
  await page.getByTestId('save-info').click();
  await expect(page).toHaveURL(/\/courses\/create\/content\?courseId=\d+/);
  const courseId = Number(new URL(page.url()).searchParams.get('courseId'));
  await expect(page.getByTestId('editor-title')).toHaveText(TITLE);
  await expectAccessible(page);

  // Submitting is refused while the tutor's profile is not approved, then while the course has no content.
  await page.getByRole('button', { name: /Check it, then send it for review/ }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/create/release\\?courseId=${courseId}$`));
  await expect(page.getByTestId('tutor-not-approved-hint')).toBeVisible();
  await page.getByTestId('submit-for-review').click();
  await expect(page.getByTestId('submit-error')).toContainText(
    'Your tutor profile must be approved before you can submit courses.',
  );
  await expectAccessible(page, 'tutor not approved');
  await approveTutor(request, tutor.id);
  await page.reload();
  await expect(page.getByTestId('course-preview')).toBeVisible();
  await expect(page.getByTestId('tutor-not-approved-hint')).toHaveCount(0);
  await page.getByTestId('submit-for-review').click();
  await expect(page.getByTestId('submit-error')).toContainText(
    'Add at least one chapter with a section before submitting for review.',
  );
  await page.getByRole('link', { name: 'Add content' }).click();

  // Step 2: a chapter with two text sections; the second is moved before the first.
  await expect(page.getByTestId('no-chapters')).toBeVisible();
  await expectAccessible(page, 'no chapters');
  await page.getByRole('textbox', { name: 'New chapter title' }).fill('Halves and quarters');
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await expect(page.getByTestId('chapter-title')).toHaveText('Halves and quarters');
  await addTextSection(page, 'What a half is', 'Cut a cake into two equal parts.\nEach part is a half.');
  await addTextSection(page, 'Why fractions', 'Fractions name the parts of a whole.');
  // What the open section teaches, for study plans: the subject's specialties as boxes to tick, then saved.
  const tags = page.getByTestId('section-specialties');
  const firstTag = tags.getByRole('checkbox').first();
  await expect(tags.getByRole('button', { name: 'Save specialties' })).toBeDisabled();
  await firstTag.check();
  await tags.getByRole('button', { name: 'Save specialties' }).click();
  await expect(page.getByText('Specialties saved')).toBeVisible();
  await expect(firstTag).toBeChecked();
  await expect(tags.getByRole('button', { name: 'Save specialties' })).toBeDisabled();
  await expectAccessible(page, 'a section tagged');
  await page.getByRole('button', { name: 'Move “Why fractions” up' }).click();
  await expect(page.getByTestId('section-row').first()).toContainText('Why fractions');
  await expectAccessible(page, 'a section in the editor');

  // Leaving with unsaved text asks first.
  await page.getByTestId('section-editor').getByRole('textbox', { name: 'Text' }).fill('Not saved yet');
  await page
    .getByTestId('section-row')
    .filter({ hasText: 'What a half is' })
    // The row's title opens the section (its first button is the drag handle).
    .getByRole('button', { name: /^What a half is/ })
    .click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'leave dialog');
  await leave.getByRole('button', { name: 'Leave the page' }).click();
  await expect(
    page.getByTestId('section-editor').getByRole('textbox', { name: 'Section title' }),
  ).toHaveValue('What a half is');

  // Step 3: the preview shows the content as learners will read it; submitting moves it under review.
  await page.getByTestId('to-release').click();
  const preview = page.getByTestId('course-preview');
  await expect(preview.getByTestId('preview-title')).toHaveText(TITLE);
  await expect(preview.getByTestId('preview-section')).toHaveCount(2);
  await expect(preview.getByTestId('preview-section').first()).toContainText(
    'Fractions name the parts of a whole.',
  );
  await expect(preview).toContainText('Each part is a half.');
  await expectAccessible(page, 'ready to send');
  await page.getByTestId('submit-for-review').click();
  await expect(page).toHaveURL(/\/courses\/under-review$/);
  await expect(page.getByTestId('authored-course').filter({ hasText: TITLE })).toBeVisible();
  await expectAccessible(page);

  // While under review the editor is read-only.
  await page.goto(`/courses/create/content?courseId=${courseId}`);
  await expect(page.getByTestId('pending-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add chapter' })).toHaveCount(0);
  await expectAccessible(page, 'under review');

  // The admin team rejects it: the tutor finds the reason among the drafts, and edits the course.
  await decide(page, courseId, 'reject', FEEDBACK);
  await page.goto('/courses/approved');
  await page.getByTestId('tab-drafts').click();
  await expect(page).toHaveURL(/\/courses\/drafts$/);
  const draft = page.getByTestId('authored-course').filter({ hasText: TITLE });
  await expect(draft.getByTestId('approval-state')).toHaveText('Rejected');
  await expect(draft.getByTestId('rejection-feedback')).toContainText(FEEDBACK);
  await expectAccessible(page);
  await draft.getByTestId('edit-course').click();
  await expect(page.getByTestId('rejection-feedback')).toContainText(FEEDBACK);
  await expectAccessible(page, 'rejected');
  await page.getByRole('button', { name: /Chapters and sections/ }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/create/content\\?courseId=${courseId}$`));
  await addTextSection(page, 'What a denominator is', 'The denominator is the number of equal parts.');

  // Submitted again, and approved this time: it is listed under Approved, with its history.
  await page.getByTestId('to-release').click();
  await page.getByTestId('submit-for-review').click();
  await expect(page).toHaveURL(/\/courses\/under-review$/);
  await decide(page, courseId, 'approve');
  await page.getByTestId('tab-approved').click();
  await expect(page).toHaveURL(/\/courses\/approved$/);
  const approved = page.getByTestId('authored-course').filter({ hasText: TITLE });
  await expect(approved.getByTestId('approval-state')).toHaveText('Approved');
  await expect(approved.getByTestId('course-enrols')).toHaveText('0 learners');
  await expectAccessible(page);
  await approved.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/approved/details\\?courseId=${courseId}$`));
  await expect(page.getByTestId('details-title')).toHaveText(TITLE);
  await expect(page.getByTestId('course-outline')).toContainText('What a denominator is');
  const history = page.getByTestId('approval-log');
  await expect(history).toHaveCount(4);
  await expect(history.first()).toContainText('Approved');
  await expect(page.getByTestId('approval-logs')).toContainText(FEEDBACK);
  await expectAccessible(page);
});
