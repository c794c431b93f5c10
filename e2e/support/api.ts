import { randomInt } from 'node:crypto';
import { type APIResponse, expect, type Page } from '@playwright/test';

/** The `data` of a successful API answer (the journey fails with the answer when it is not one). */
export async function data<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: unknown };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as T;
}

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
