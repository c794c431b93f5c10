import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe-core tags them (issue 16). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Where Kru knowingly falls short, each with why; one place, so that an exception is a decision, not an accident.
 * (Empty: every page the journeys audit passes without one.)
 */
export const ACCESSIBILITY_EXCEPTIONS: { rule: string; selector?: string; why: string }[] = [];

/**
 * Routes a journey passes through without seeing them: they only redirect, so there is nothing to audit.
 * Paths as `routeOf` writes them.
 */
const PASS_THROUGH_ROUTES = ['/auth/sign-out'];

/** A path with its ids (numbers, uuids, long tokens) as `:id`, so one course's page stands for every course's. */
export function routeOf(url: string): string {
  return new URL(url).pathname
    .split('/')
    .map((part) => (/^\d+$|^[0-9a-f-]{16,}$|^[A-Za-z0-9_-]{20,}$/i.test(part) ? ':id' : part))
    .join('/');
}

/**
 * What one journey (one test) has seen and audited, page by page: each route in each language a page showed,
 * and each route, language and state axe checked there.
 */
class AuditLog {
  private readonly ids = new WeakMap<Page, number>();
  private pages = 0;
  private readonly visited = new Map<number, Set<string>>();
  private readonly audited = new Map<number, Set<string>>();

  private idOf(page: Page): number {
    let id = this.ids.get(page);
    if (id === undefined) {
      id = ++this.pages;
      this.ids.set(page, id);
      this.visited.set(id, new Set());
      this.audited.set(id, new Set());
    }
    return id;
  }

  visit(page: Page, route: string, language: string) {
    if (!PASS_THROUGH_ROUTES.includes(route))
      this.visited.get(this.idOf(page))!.add(`${route} (${language})`);
  }

  /** Whether this state was audited already on this page (and notes it as audited). */
  seen(page: Page, route: string, language: string, state: string): boolean {
    const audited = this.audited.get(this.idOf(page))!;
    const key = `${route} (${language})${state ? ` ${state}` : ''}`;
    const before = audited.has(key);
    audited.add(key).add(`${route} (${language})`);
    return before;
  }

  /** Each page's routes (with language) that it showed and axe never checked. */
  unaudited(): string[] {
    return [...this.visited].flatMap(([id, routes]) =>
      [...routes].filter((route) => !this.audited.get(id)!.has(route)).map((route) => `page ${id}: ${route}`),
    );
  }
}

let current: AuditLog | undefined;

/** Starts a journey's log; the function it answers ends it and lists what was shown and not audited. */
export function startAuditLog(): () => string[] {
  const log = new AuditLog();
  current = log;
  return () => {
    current = undefined;
    return log.unaudited();
  };
}

/**
 * Has every page of `context` report to the current journey's log each route it shows (full loads, pushState,
 * replaceState, back and forward) and each change of its language.
 */
export async function followRoutes(context: BrowserContext) {
  await context.exposeBinding('__kruRoute', ({ page }, url: string, language: string) => {
    current?.visit(page, routeOf(url), language);
  });
  await context.addInitScript(() => {
    if (window.top !== window) return;
    const report = (window as unknown as { __kruRoute: (url: string, language: string) => Promise<void> })
      .__kruRoute;
    let last = '';
    const check = () => {
      // The app's pages count once the app has drawn them (its language is settled by then); others once loaded.
      const drawn =
        document.getElementById('main-content') || (document.body && !document.getElementById('root'));
      const now = `${location.href.split('?')[0]}|${document.documentElement?.lang ?? ''}`;
      if (!drawn || now === last) return;
      last = now;
      void report(location.href, document.documentElement.lang);
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        check();
      };
    }
    window.addEventListener('popstate', check);
    new MutationObserver(check).observe(document, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
    document.addEventListener('DOMContentLoaded', () => {
      check();
      // The app draws its page after the load: the route counts once it is there.
      new MutationObserver(check).observe(document.getElementById('root') ?? document.body, {
        childList: true,
        subtree: true,
      });
    });
  });
}

/**
 * What axe found on each page state this run has checked, by the state's fingerprint: the same markup in the same
 * viewport (the sign-in page every journey passes, a checkout page) is the same page to axe, checked once.
 */
const checked = new Map<string, string[]>();

async function fingerprint(page: Page): Promise<string> {
  const markup = await page.evaluate(
    () =>
      // The ids React and Mantine make up differ between two renders of one page.
      `${window.innerWidth}x${window.innerHeight}|${document.documentElement.outerHTML.replace(/mantine-[a-z0-9]+|«r[0-9a-z]+»|:r[0-9a-z]+:/g, '')}`,
  );
  return createHash('sha256').update(markup).digest('hex');
}

/**
 * Waits for every transition and finite animation to end, so that axe sees colours as they settle (a page whose
 * clock a journey has frozen may never end one: after a few seconds axe looks anyway).
 */
async function settled(page: Page) {
  const ended = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

/**
 * Runs axe-core on the page as it is now and fails (softly, so that one run lists every page's problems) on any
 * critical or serious violation of WCAG 2.1 AA, naming the rule, the elements and what axe says to fix, so a
 * failure reads as a to-do. Once per route, language and `state` (e.g. "top-up dialog") of a page in a journey:
 * call it wherever the page's main content is in view; a second call in the same state is free.
 */
export async function expectAccessible(page: Page, state = ''): Promise<void> {
  const route = routeOf(page.url());
  const language = (await page.locator('html').getAttribute('lang')) ?? '';
  if (current?.seen(page, route, language, state)) return;
  const where = `${route} (${language})${state ? ` ${state}` : ''}`;
  // A step of its own, so that a report or trace shows each audit and what it cost.
  await test.step(
    `axe: ${where}`,
    async () => {
      await settled(page);
      const snapshot = await fingerprint(page);
      const known = checked.get(snapshot);
      if (known) {
        expect.soft(known, `accessibility of ${where}`).toEqual([]);
        return;
      }
      // Legacy mode runs axe in the page itself (Kru has no cross-origin frames to reach), which spares a blank
      // page and a third copy of axe per audit: half the cost.
      let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode();
      for (const { rule, selector } of ACCESSIBILITY_EXCEPTIONS) {
        builder = selector ? builder.exclude(selector) : builder.disableRules(rule);
      }
      const { violations } = await builder.analyze();
      const blocking = violations
        .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
        .map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help}\n` +
            violation.nodes
              .slice(0, 5)
              .map(
                (node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
              )
              .join('\n'),
        );
      checked.set(snapshot, blocking);
      expect.soft(blocking, `accessibility of ${where}`).toEqual([]);
    },
    { box: true },
  );
}
