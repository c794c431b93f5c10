import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '/work/wt/a11y/e2e/support/browser.ts';

const BASE = process.env.BASE ?? 'http://localhost:3295';
const pages: [string, string | null][] = [
  ['/auth/sign-in', null],
  ['/auth/sign-up', null],
  ['/', 'student@kru.test'],
  ['/tuition/tutors', 'student@kru.test'],
  ['/tuition/tutors/profile?tutorId=2', 'student@kru.test'],
  ['/tuition/tutors/booking?tutorId=2', 'student@kru.test'],
  ['/tuition/sessions', 'student@kru.test'],
  ['/profile', 'student@kru.test'],
  ['/settings', 'student@kru.test'],
  ['/courses/search-courses', 'student@kru.test'],
  ['/courses/my-courses', 'student@kru.test'],
  ['/wallet', 'student@kru.test'],
  ['/', 'tutor@kru.test'],
  ['/tuition/calendar', 'tutor@kru.test'],
  ['/tuition/requested', 'tutor@kru.test'],
  ['/tuition/my-students', 'tutor@kru.test'],
  ['/courses/create', 'tutor@kru.test'],
  ['/', 'admin@kru.test'],
];
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const summary: Record<string, number> = {};
for (const lang of (process.env.LANGS ?? 'en,th').split(',')) {
  for (const width of (process.env.WIDTHS ?? '1280,390').split(',').map(Number)) {
    for (const [path, who] of pages) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE });
      const page = await context.newPage();
      await page.addInitScript((l) => localStorage.setItem('kru.language', l), lang);
      if (who) {
        await page.goto('/auth/sign-in');
        await page.locator('input[type=email], input[name=email]').first().fill(who);
        await page.locator('input[type=password]').first().fill('kru-demo-2026');
        await page.locator('button[type=submit]').first().click();
        await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 30000 });
      }
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of result.violations) {
        const key = `${v.impact} ${v.id}`;
        summary[key] = (summary[key] ?? 0) + v.nodes.length;
        if (width === 390 || lang === 'en')
          for (const n of v.nodes.slice(0, 4))
            console.log(`${lang} ${width} ${path} ${who ?? '-'} | ${v.impact} ${v.id} | ${n.target.join(' ')} | ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').slice(0, 160)}`);
      }
      await context.close();
    }
  }
}
console.log(JSON.stringify(summary, null, 1));
await browser.close();
