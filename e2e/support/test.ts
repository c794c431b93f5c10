import { test as base, expect } from '@playwright/test';
import { followRoutes, startAuditLog } from './accessibility.ts';

/**
 * Playwright's `test` for every journey, with an accessibility guard (issue 16): each page, in its own context or
 * a new one, reports the routes and languages it shows, and a journey that showed one it never audited with
 * `expectAccessible` fails, naming it, so that a new journey or a new step cannot skip axe unnoticed.
 */
export const test = base.extend<{ accessibilityGuard: undefined }>({
  accessibilityGuard: [
    async ({ browser, context }, use, testInfo) => {
      const finish = startAuditLog();
      await followRoutes(context);
      const newContext = browser.newContext.bind(browser);
      // browser.newPage() makes its context through newContext too.
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await followRoutes(created);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      const unaudited = finish();
      // A journey that broke off already says why; the list of what it did not reach would only add noise.
      // (axe's own findings are soft: the journey goes on, and what it skipped still counts.)
      const brokeOff = testInfo.errors.some((error) => !error.message?.includes('accessibility of'));
      if (!brokeOff) {
        expect(unaudited, 'routes this journey showed that axe never checked (add expectAccessible)').toEqual(
          [],
        );
      }
    },
    { auto: true },
  ],
});

export type { APIRequestContext, Locator, Page } from '@playwright/test';
export { expectAccessible } from './accessibility.ts';
export { expect };
