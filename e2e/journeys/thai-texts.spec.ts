import fs from 'node:fs';
import path from 'node:path';
import { createStudent } from '../support/accounts.ts';
import { DEMO_ADMIN } from '../support/admin.ts';
import { useOwnAddress } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

/** The built files of the catalogues, from Vite's manifest (their names carry a hash). */
function catalogueFiles() {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const filesOf = (pattern: RegExp) =>
    Object.entries(manifest)
      .filter(([key]) => pattern.test(key))
      .map(([, chunk]) => `/${chunk.file}`);
  const files = {
    // The web app's catalogue and the API's messages, each language.
    english: filesOf(/i18n\/en\.json\?raw$/),
    thai: filesOf(/i18n\/th\.json\?raw$/),
    thaiFirst: filesOf(/i18n\/first-texts\.th\.ts$/),
    adminEnglish: filesOf(/i18n\/admin\.en\.json\?raw$/),
    adminThai: filesOf(/i18n\/admin\.th\.json\?raw$/),
  };
  expect(files.english).toHaveLength(2);
  expect(files.thai).toHaveLength(2);
  expect(files.thaiFirst).toHaveLength(1);
  expect(files.adminEnglish).toHaveLength(1);
  expect(files.adminThai).toHaveLength(1);
  return files;
}

test('a reader who chose Thai downloads the Thai texts only: the first ones signed out, the rest once signed in', async ({
  page,
  request,
}) => {
  const files = catalogueFiles();
  const student = await createStudent(request, 'thai');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('kru.language')) window.localStorage.setItem('kru.language', 'th');
  });
  let asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  const askedFor = (list: string[]) => list.filter((file) => asked.includes(file));
  const preloads = () =>
    page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );

  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  expect(askedFor(files.thaiFirst)).toEqual(files.thaiFirst);
  // Asked for by the page's inline script as the head is read, not once the entry has run.
  expect(await preloads()).toEqual(expect.arrayContaining(files.thaiFirst));
  expect(askedFor(files.thai), 'the whole Thai catalogue is not needed yet').toEqual([]);
  expect(askedFor(files.english), 'nor the English one').toEqual([]);
  await expectAccessible(page);

  await page.getByTestId('sign-in-email').fill(student.email);
  await page.getByTestId('sign-in-password').fill(student.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('welcome-title')).toContainText('ยินดีต้อนรับ');
  await expect(page.getByRole('button', { name: 'เปิดเมนู' })).toBeVisible();
  expect(askedFor(files.thai)).toEqual(files.thai);
  expect(askedFor(files.english), 'English is not loaded as a fallback').toEqual([]);

  // A signed-in visit opened by its address: the preload script fetches the stored language's catalogue.
  asked = [];
  await page.goto('/');
  await expect(page.getByTestId('welcome-title')).toContainText('ยินดีต้อนรับ');
  expect(askedFor(files.thai)).toEqual(files.thai);
  expect(askedFor(files.english)).toEqual([]);
  const preloaded = await preloads();
  expect(preloaded).toEqual(expect.arrayContaining([...files.thai, ...files.thaiFirst]));
  expect(preloaded.filter((file) => files.english.includes(file))).toEqual([]);
  await expectAccessible(page);

  // Switching to English on a signed-in page loads the English catalogue then, and every text changes.
  await page.getByTestId('language-switcher').getByText('EN', { exact: true }).click();
  await expect(page.getByTestId('welcome-title')).toContainText('Welcome');
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  expect(askedFor(files.english)).toEqual(files.english);
  await expectAccessible(page);
});

test("the admin team's texts come in the language in use, and in the other once it is chosen", async ({
  page,
}) => {
  const files = catalogueFiles();
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('kru.language')) window.localStorage.setItem('kru.language', 'th');
  });
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  const askedFor = (list: string[]) => list.filter((file) => asked.includes(file));

  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('sign-in-email').fill(DEMO_ADMIN.email);
  await page.getByTestId('sign-in-password').fill(DEMO_ADMIN.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('welcome-title')).toContainText('ยินดีต้อนรับ');
  await expectAccessible(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'ผู้ใช้' })).toBeVisible();
  expect(askedFor(files.adminThai)).toEqual(files.adminThai);
  expect(askedFor(files.adminEnglish)).toEqual([]);
  await expectAccessible(page);

  await page.getByTestId('language-switcher').getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(askedFor(files.adminEnglish)).toEqual(files.adminEnglish);
  expect(askedFor(files.english)).toEqual(files.english);
  await expectAccessible(page);
});

test('an English reader downloads no Thai font for the language switcher; choosing Thai brings it', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'english');
  await page.setViewportSize({ width: 390, height: 844 });
  const thaiFonts: string[] = [];
  page.on('request', (req) => {
    if (/noto-sans-thai/.test(req.url())) thaiFonts.push(new URL(req.url()).pathname);
  });
  const switcher = page.getByTestId('language-switcher');

  // The signed-out page shows nothing in Thai but what the switcher would: no Thai font is asked for.
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  expect(thaiFonts, 'the header’s language switcher is in Latin letters').toEqual([]);
  // Signed in, other people's courses may carry Thai titles: the switcher itself has no Thai script.
  await page.getByTestId('sign-in-email').fill(student.email);
  await page.getByTestId('sign-in-password').fill(student.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('welcome-title')).toContainText('Welcome');
  await expectAccessible(page);
  expect(await switcher.textContent()).not.toMatch(/[\u0E00-\u0E7F]/);

  await switcher.getByText('TH', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByTestId('welcome-title')).toContainText('ยินดีต้อนรับ');
  await expect.poll(() => thaiFonts.length).toBeGreaterThan(0);
  await expectAccessible(page);
});
