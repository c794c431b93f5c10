import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe-core tags them (issue 16). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Where Kru knowingly falls short, each with why; one place, so that an exception is a decision, not an accident.
 * (Empty: every page the journeys audit passes without one.)
 */
export const ACCESSIBILITY_EXCEPTIONS: { rule: string; selector?: string; why: string }[] = [];

/**
 * Runs axe-core on the page as it is now and fails on any critical or serious violation of WCAG 2.1 AA, naming the
 * rule, the elements and what axe says to fix, so a failure reads as a to-do.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
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
          .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n'),
    );
  expect(blocking, `accessibility of ${where}`).toEqual([]);
}
