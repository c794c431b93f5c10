import { expect, expectAccessible, test } from '../support/test.ts';

// Without SENTRY_DSN (the journeys' server has none) the web app posts what no code caught to the server's log.
test('an uncaught error in the page is reported to the server, which answers 204', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/v1/client-errors'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('journey: nothing caught this');
    });
  });
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({
    level: 'error',
    message: 'journey: nothing caught this',
    url: '/auth/sign-in',
  });
  expect((await request.response())?.status()).toBe(204);
});
