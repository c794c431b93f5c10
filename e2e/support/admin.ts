import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { signInThroughPage } from './accounts.ts';

/** The admin the server seeds with SEED_DEMO=1 (the journeys' server runs with it). */
export const DEMO_ADMIN = { email: 'admin@kru.test', password: 'kru-demo-2026' };

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * A client address of its own (TEST-NET-2) for one person of a journey. The journeys' server trusts
 * `X-Forwarded-For` (TRUST_PROXY=1, as behind the production proxy), so the sign-in limits per IP count each
 * person, as they would in real life, instead of every journey of the suite together.
 */
export function ownAddress(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` };
}

/** Every request of the page comes from one address of its own. */
export async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders(ownAddress());
}

/** Signs the demo admin in through the sign-in page (from an address of its own) and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await signInThroughPage(page, DEMO_ADMIN);
  await expect(page.getByTestId('welcome-title')).toBeVisible();
}
