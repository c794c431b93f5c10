import { signIn } from '../support/accounts.ts';
import { DEMO_ADMIN } from '../support/admin.ts';
import { data, ownAddress } from '../support/api.ts';
import { expect, expectAccessible, type Page, test } from '../support/test.ts';

const DEMO_STUDENT = { email: 'student@kru.test', password: DEMO_ADMIN.password };

/**
 * What a person would have to scroll sideways to read (a wide table may scroll inside its own box: WCAG 1.4.10
 * allows it), and what sticks out of the header (cut off or covering the page).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const heldInItsBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const clips = getComputedStyle(box).overflowX !== 'visible';
        if (clips && box.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !element.closest('[aria-hidden="true"]');
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`;
    const beyond = [...document.querySelectorAll('body *')]
      .filter((element) => visible(element) && element.getBoundingClientRect().right > width + 1)
      .filter((element) => !heldInItsBox(element))
      .slice(0, 3)
      .map(name);
    const header = document.querySelector('header');
    const frame = header?.getBoundingClientRect();
    const outOfHeader = [...(header?.querySelectorAll('*') ?? [])]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return frame && visible(element) && (box.bottom > frame.bottom + 1 || box.top < frame.top - 1);
      })
      .slice(0, 3)
      .map(name);
    return { pageScrolls: root.scrollWidth > root.clientWidth, beyond, outOfHeader };
  });
}

async function expectReflows(page: Page, paths: string[], how: string) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#main-content')).toBeVisible();
    expect.soft(await overflow(page), `${path} ${how}`).toEqual({
      pageScrolls: false,
      beyond: [],
      outOfHeader: [],
    });
    // Narrow or with large text, each page is audited again: what reflows may overlap or lose its contrast.
    await expectAccessible(page);
  }
}

/** A person's own larger text: the browser's default font size doubled, which every rem in the page follows. */
async function doubleTheFontSize(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 200% !important; }';
      document.head.append(style);
    });
  });
}

// WCAG 1.4.10: content reflows at 320 CSS pixels (a 1280px window zoomed to 400%) with no sideways scrolling;
// WCAG 1.4.4: text doubled (the user's font size) loses nothing, at a 1280px window zoomed to 200% (640px).
const RUNS = [
  { name: 'at 320 CSS pixels', width: 320, doubled: false },
  { name: 'at 640 CSS pixels with the font size doubled', width: 640, doubled: true },
] as const;

for (const { name, width, doubled } of RUNS) {
  test(`the main pages reflow without sideways scrolling ${name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    if (doubled) await doubleTheFontSize(page);
    await expectReflows(page, ['/auth/sign-in', '/auth/sign-up?role=student'], name);

    const { token } = await data<{ token: string }>(
      await request.post('/api/v1/auth', { data: DEMO_STUDENT, headers: ownAddress() }),
    );
    const [tutor] = await data<{ id: number }[]>(
      await request.get('/api/v1/tutors', { headers: { authorization: `Bearer ${token}` } }),
    );
    await signIn(page, DEMO_STUDENT);
    await expectReflows(
      page,
      [
        '/',
        '/tuition',
        '/tuition/tutors',
        `/tuition/tutors/profile?tutorId=${tutor!.id}`,
        `/tuition/tutors/booking?tutorId=${tutor!.id}`,
        '/tuition/sessions',
        '/tuition/requested',
        '/courses/search-courses',
        '/fees',
        '/settings',
      ],
      name,
    );
  });
}

test('with reduced motion asked for, dialogs, menus and the loading bar do not move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO_STUDENT);
  await expect(page.locator('html')).toHaveAttribute('data-respect-reduced-motion', 'true');

  const seconds = (selector: string, property: 'transitionDuration' | 'animationDuration') =>
    page
      .locator(selector)
      .first()
      .evaluate((element, name) => Number.parseFloat(getComputedStyle(element)[name]), property);
  // The account menu opens at once (Mantine's transition skipped) and nothing in it transitions.
  await page.getByTestId('user-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectAccessible(page, 'account menu');
  expect(await seconds('[role="menu"]', 'transitionDuration')).toBeLessThan(0.001);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The loading bar and the skip link slide no more.
  expect(
    await seconds(
      '.mantine-Progress-root[aria-hidden="true"] .mantine-Progress-section',
      'transitionDuration',
    ),
  ).toBeLessThan(0.001);
  expect(await seconds('a[href="#main-content"]', 'transitionDuration')).toBeLessThan(0.001);

  // Without the wish, the same skip link slides in (the check above is not vacuous).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await seconds('a[href="#main-content"]', 'transitionDuration')).toBeGreaterThan(0.05);
});
