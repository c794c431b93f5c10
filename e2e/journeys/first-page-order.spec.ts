import { createStudent, signIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

/** The header's own calls: the two badge counts and the messages socket's ticket. */
const HEADER_CALLS = [
  '/api/v1/notifications/unread-count',
  '/api/v1/messages/unread-count',
  '/api/v1/messages/socket-ticket',
];
/** A student's home page's own calls. */
const PAGE_CALLS = ['/api/v1/dashboard/homepage', '/api/v1/user/courses', '/api/v1/study-plans/current'];

test("a signed-in page's own calls come first; the header's counts and socket wait until it is drawn", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'order');
  await signIn(page, student);

  // The home page opened by its address, as from a bookmark: every API call as it left and as it finished.
  const events: string[] = [];
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (req) => events.push(`start ${pathOf(req.url())}`));
  page.on('requestfinished', (req) => events.push(`end ${pathOf(req.url())}`));
  await page.goto('/');
  await expect(page.getByTestId('welcome-title')).toBeVisible();
  await expect.poll(() => HEADER_CALLS.filter((call) => !events.includes(`start ${call}`))).toEqual([]);

  const lastPageCallEnd = Math.max(
    ...PAGE_CALLS.map((call) => {
      const end = events.indexOf(`end ${call}`);
      expect(end, `${call} finished`).toBeGreaterThanOrEqual(0);
      return end;
    }),
  );
  for (const call of HEADER_CALLS)
    expect(events.indexOf(`start ${call}`), `${call} left after the page's calls`).toBeGreaterThan(
      lastPageCallEnd,
    );
  await expect(page.getByTestId('messages-link')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
});

test("on a slow phone's CPU, the header's calls wait until the course search has drawn its cards", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'cards');
  await signIn(page, student);
  // Lighthouse's phone: the cards, drawn from a deferred copy in slices, take several frames to draw.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // When the first card entered the page (the page's own clock, as resource timings are).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="course-card"]')) return;
      (window as unknown as { cardsAt: number }).cardsAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/courses/search-courses');
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  const startedAt = async () =>
    page.evaluate((calls) => {
      const started = performance
        .getEntriesByType('resource')
        .filter((entry) => calls.some((call) => new URL(entry.name).pathname === call))
        .map((entry) => entry.startTime);
      return started.length === calls.length ? Math.min(...started) : null;
    }, HEADER_CALLS);
  await expect.poll(startedAt).not.toBeNull();
  const cardsAt = await page.evaluate(() => (window as unknown as { cardsAt?: number }).cardsAt);
  expect(cardsAt, 'the cards were drawn').toBeDefined();
  expect(await startedAt(), "the header's first call left after the cards were drawn").toBeGreaterThan(
    cardsAt!,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expectAccessible(page);
});

test("a signed-in page's first calls leave from the page's own script, before the app's code, each once", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'early');
  await signIn(page, student);

  // Every API call of the page opened below as it leaves, with the script that sent it (Chromium's initiator).
  // Only that page's (its document's loader): the home page drawn after signing in may still be sending its own.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent: Array<{ path: string; from: string }> = [];
  let pageLoader: string | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document') pageLoader = event.loaderId;
    const url = new URL(event.request.url);
    if (!url.pathname.startsWith('/api/') || event.loaderId !== pageLoader) return;
    const script = event.initiator.stack?.callFrames[0]?.url;
    sent.push({ path: url.pathname, from: script ? new URL(script).pathname : event.initiator.type });
  });

  for (const language of ['en', 'th']) {
    sent.length = 0;
    pageLoader = undefined;
    await page.evaluate((chosen) => localStorage.setItem('kru.language', chosen), language);
    await page.goto('/');
    await expect(page.getByTestId('welcome-title')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect
      .poll(() => HEADER_CALLS.filter((call) => !sent.some((item) => item.path === call)))
      .toEqual([]);
    await expectAccessible(page);
    for (const call of ['/api/v1/user', ...PAGE_CALLS]) {
      const sends = sent.filter((item) => item.path === call);
      // Once, from the page's own inline script (its initiator is the page itself): the app took that answer
      // instead of asking again (same URL, language and token).
      expect(
        sends.map((item) => item.from),
        `${call} in ${language}`,
      ).toEqual(['/']);
    }
  }
});
