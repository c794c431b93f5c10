import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signIn } from './accounts.ts';
import { bearer, data, ownAddress } from './api.ts';

/** The admin the server seeds with SEED_DEMO=1 (the journeys' server runs with it). */
export const DEMO_ADMIN = { email: 'admin@kru.test', password: 'kru-demo-2026' };

/** Signs the demo admin in through the API (from an address of its own); answers the token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/v1/auth', { data: DEMO_ADMIN, headers: ownAddress() });
  return (await data<{ token: string }>(signedIn)).token;
}

/** Approves a tutor's submitted profile the way the admin team does (`POST /admin/tutor-reviews/{id}/approve`). */
export async function approveTutor(request: APIRequestContext, tutorId: number) {
  const approved = await request.post(`/api/v1/admin/tutor-reviews/${tutorId}/approve`, {
    headers: bearer(await adminToken(request)),
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
}

/** Signs the demo admin in through the sign-in page (from an address of its own) and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_ADMIN);
}
