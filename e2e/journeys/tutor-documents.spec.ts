import { completeTutorProfile, signUpThroughPages, TINY_PNG, tinyPdf } from '../support/pages.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

/** Chooses the type of the queued file named `fileName` and uploads it. */
async function uploadQueued(page: Page, fileName: string, type: string) {
  const row = page.getByTestId('kyc-queued').filter({ hasText: fileName });
  await row.getByRole('textbox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await row.getByRole('button', { name: 'Upload' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('kyc-documents').getByText(fileName)).toBeVisible();
}

test('a new tutor uploads both sides of the passport in onboarding, submits and is being reviewed', async ({
  page,
  request,
}) => {
  await signUpThroughPages(page, request, 'teacher');
  await completeTutorProfile(page, 'Katherine');

  await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();
  await expect(page.getByTestId('kyc-state')).toHaveAttribute('data-status', 'incomplete');
  await expectAccessible(page, 'documents');

  // Submitting too early lists each missing item, from the server's 422.
  await page.getByTestId('kyc-submit').click();
  const missing = page.getByTestId('kyc-missing');
  await expect(missing).toContainText('Bio is required');
  await expect(missing).toContainText('Upload the front of your passport');
  await expect(missing).toContainText('Upload the rear of your passport');
  await expectAccessible(page, 'documents missing');

  await page.getByLabel('Your biography').fill('Maths teacher for twelve years, GCSE examiner.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Info saved')).toBeVisible();

  // Two files at once; a text file is refused with the reason, the others wait for their type.
  await page.getByLabel('Upload identity documents').setInputFiles([
    { name: 'passport-front.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    { name: 'passport-rear.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') },
  ]);
  await expect(page.getByTestId('kyc-refused')).toContainText(
    'notes.txt: This type of file is not allowed here.',
  );
  await expect(page.getByTestId('kyc-queued')).toHaveCount(2);
  await expectAccessible(page, 'documents queued');
  await uploadQueued(page, 'passport-front.pdf', 'Passport (front)');
  await uploadQueued(page, 'passport-rear.png', 'Passport (rear)');
  await expect(page.getByTestId('kyc-required').locator('[data-done="true"]')).toHaveCount(2);

  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-state')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('kyc-state')).toContainText('Your profile is being reviewed');
  // Nothing changes while the review is under way.
  await expect(page.getByTestId('kyc-document-remove').first()).toBeDisabled();
  await expect(page.getByTestId('kyc-submit')).toHaveCount(0);
  await expectAccessible(page, 'documents sent');

  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('tutor-approval')).toContainText('Your profile is being reviewed');
  await expectAccessible(page);

  await page.goto('/user/profile');
  await expect(page.getByTestId('approval-status')).toHaveText('Being reviewed');
  await expect(page.getByTestId('kyc-document')).toHaveCount(2);
  await expectAccessible(page);
});
