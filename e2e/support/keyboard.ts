import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the keyboard focus, as a person does, and fails if it is not
 * reached within `most` presses (a control that Tab never reaches is a bug, not a slow page).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, most = 60 }: { backwards?: boolean; most?: number } = {},
): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return presses;
    }
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab did not reach ${target} in ${most} presses; the focus is on ${focused}`);
}

/** The page's first-level heading has the focus (where a new page, or a lost focus, puts it). */
export async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}
