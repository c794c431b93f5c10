import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { bearer, data, ownAddress, useOwnAddress } from './api.ts';
import { codeIn, uniqueEmail, waitForEmail } from './mailbox.ts';

export const PASSWORD = 'journey-pass-2026';

export interface Account {
  email: string;
  password: string;
  token: string;
}

/**
 * A new verified account through the public API the way the app makes one: `POST /register`, then the mailed
 * code to `POST /register/verify`. Answers the address and the signed-in token.
 */
export async function registerVerified(
  request: APIRequestContext,
  prefix: string,
  userType: 'student' | 'teacher',
  /** Extra headers of both calls, e.g. a tenant's `x-subdomain` to sign up on that tenant. */
  extraHeaders: Record<string, string> = {},
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(prefix);
  // The person's own client address: the code checks per IP would otherwise add up across the whole suite.
  const headers = { ...extraHeaders, ...ownAddress() };
  const { request_key } = await data<{ request_key: string }>(
    await request.post('/api/v1/register', {
      data: { email, password: PASSWORD, user_type: userType, terms_accepted: true },
      headers,
    }),
  );
  const code = codeIn(await waitForEmail(request, email));
  const { token } = await data<{ token: string }>(
    await request.post('/api/v1/register/verify', { data: { request_key, token: code }, headers }),
  );
  return { email, token };
}

/**
 * A verified student with a complete profile, made through the public API the way the app does it
 * (register, the mailed code, profile update), for journeys that start from an existing account.
 */
export async function createStudent(request: APIRequestContext, prefix = 'student'): Promise<Account> {
  const { email, token } = await registerVerified(request, prefix, 'student');
  const [education] = await data<Array<{ school_years: Array<{ id: number }> }>>(
    await request.get('/api/v1/educations'),
  );
  await data(
    await request.post('/api/v1/user', {
      headers: bearer(token),
      data: { first_name: 'Ploy', last_name: 'Srisuk', grade_id: education!.school_years[0]!.id },
    }),
  );
  return { email, password: PASSWORD, token };
}

/** Signs in through the sign-in page. */
export async function signInThroughPage(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a person in through the sign-in page, from an address of their own, and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await signInThroughPage(page, account);
  await expect(page.getByTestId('welcome-title')).toBeVisible();
  await expectAccessible(page);
}
