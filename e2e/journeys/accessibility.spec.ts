import { DEMO_ADMIN } from '../support/admin.ts';
import { data, ownAddress, useOwnAddress } from '../support/api.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const DEMO_STUDENT = { email: 'student@kru.test', password: DEMO_ADMIN.password };
const DEMO_TUTOR = { email: 'tutor@kru.test', password: DEMO_ADMIN.password };

/** Signs in through the page in whichever language it speaks (by its fields' test ids, not their labels). */
async function signIn(page: Page, account: { email: string; password: string }) {
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await page.getByTestId('sign-in-email').fill(account.email);
  await page.getByTestId('sign-in-password').fill(account.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('welcome-title')).toBeVisible();
}

/** Signs out and waits for the sign-in page, so that the next sign-in does not race the sign-out. */
async function signOut(page: Page) {
  await page.goto('/auth/sign-out');
  await expect(page.getByTestId('sign-in-email')).toBeVisible();
}

/** Opens a page and waits until its data has arrived (no request in flight), so that axe sees the page whole. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main-content')).toBeVisible();
}

/** Audits each page as `person` sees it (one route shows each person something else). */
async function auditPages(page: Page, person: string, paths: string[]) {
  for (const path of paths) {
    await open(page, path);
    await expectAccessible(page, `as ${person}`);
  }
}

// Both languages at phone width (where layouts differ most), English on a desktop too.
const RUNS = [
  { language: 'en', width: 390 },
  { language: 'th', width: 390 },
  { language: 'en', width: 1280 },
] as const;

for (const { language, width } of RUNS) {
  test(`the main pages meet WCAG 2.1 AA in ${language === 'en' ? 'English' : 'Thai'} at ${width}px`, async ({
    page,
    request,
  }) => {
    // Seventeen pages, three people, axe on each.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((chosen) => window.localStorage.setItem('kru.language', chosen), language);
    await auditPages(page, 'a visitor', [
      '/auth/sign-in',
      '/auth/sign-up?role=student',
      '/auth/forgot-password',
    ]);

    const { token } = await data<{ token: string }>(
      await request.post('/api/v1/auth', { data: DEMO_STUDENT, headers: ownAddress() }),
    );
    const tutors = await data<{ id: number }[]>(
      await request.get('/api/v1/tutors', { headers: { authorization: `Bearer ${token}` } }),
    );
    const tutorId = tutors[0]!.id;
    await signIn(page, DEMO_STUDENT);
    await auditPages(page, 'a student', [
      '/',
      '/tuition/tutors',
      `/tuition/tutors/profile?tutorId=${tutorId}`,
      `/tuition/tutors/booking?tutorId=${tutorId}`,
      '/tuition/sessions',
      '/courses/search-courses',
      '/courses/my-courses',
      '/wallet',
      '/profile',
      '/settings',
    ]);

    await signOut(page);
    await signIn(page, DEMO_TUTOR);
    await auditPages(page, 'a tutor', [
      '/',
      '/tuition/calendar',
      '/tuition/requested',
      '/tuition/my-students',
    ]);

    await signOut(page);
    await signIn(page, DEMO_ADMIN);
    await auditPages(page, 'an admin', ['/']);
  });
}

test('a keyboard user skips to the content, reaches the password toggle and hears which field is wrong', async ({
  page,
}) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The first Tab stop skips the header and lands in the page's main region.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // Email, password, then the password's own show button (Mantine's is skipped by Tab by default).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('Tab');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type('secret-words');
  await page.keyboard.press('Tab');
  const show = page.getByRole('button', { name: 'Show password' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Space');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid="sign-in-password"]')).toHaveAttribute('type', 'text');

  // An empty submit marks both fields invalid, each with its message.
  await password.fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the sign-in page with its errors');
});

test('the first HTML says the language the visitor chose, and a new page takes the focus to its heading', async ({
  page,
}) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('language-switcher').getByText('TH', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expectAccessible(page);
  // What the server sends, before any script runs.
  const html = await (await page.request.get('/auth/sign-in')).text();
  expect(html).toContain('<html lang="th" dir="ltr">');

  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expectAccessible(page);
});
