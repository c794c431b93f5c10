import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInThroughPage } from './accounts.ts';
import { bearer, DEMO_ADMIN, ownAddress, useOwnAddress } from './admin.ts';
import { createSubmittedTutor, type Tutor } from './tutors.ts';

const HALF_HOUR_MS = 30 * 60_000;

type Response = Awaited<ReturnType<APIRequestContext['post']>>;

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: unknown };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as T;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/v1/auth', { data: DEMO_ADMIN, headers: ownAddress() });
  return (await data<{ token: string }>(signIn)).token;
}

/** The first half-hour boundary (UTC) at least `hours` from now. */
export function slotStartIn(hours: number): Date {
  const at = Date.now() + hours * 3_600_000;
  return new Date(Math.ceil(at / HALF_HOUR_MS) * HALF_HOUR_MS);
}

/**
 * A tutor approved by the admin team (Maths at £25 an hour, in UTC) with free time from `start` for `slots`
 * half hours, added through `POST /availabilities`. Answers the tutor and the slot ids in order.
 */
export async function approvedTutorWithFreeTime(
  request: APIRequestContext,
  start: Date,
  slots: number,
): Promise<{ tutor: Tutor; slotIds: number[] }> {
  const tutor = await createSubmittedTutor(request, 'booked');
  const approved = await request.post(`/api/v1/admin/tutor-reviews/${tutor.id}/approve`, {
    headers: bearer(await adminToken(request)),
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const added = await data<{ added: Array<{ id: number; starting_at: string }> }>(
    await request.post('/api/v1/availabilities', {
      headers: bearer(tutor.token),
      data: {
        added_availabilities: [
          {
            starting_at: start.toISOString(),
            ending_at: new Date(start.getTime() + slots * HALF_HOUR_MS).toISOString(),
          },
        ],
      },
    }),
  );
  const slotIds = added.added
    .sort((a, b) => Date.parse(a.starting_at) - Date.parse(b.starting_at))
    .map((slot) => slot.id);
  return { tutor, slotIds };
}

/** Puts money in a user's wallet the way the admin team would: a manual adjustment with a reason. */
export async function creditWallet(request: APIRequestContext, token: string, amount: number) {
  const me = await data<{ id: number }>(await request.get('/api/v1/user', { headers: bearer(token) }));
  const res = await request.post(`/api/v1/admin/users/${me.id}/adjustments`, {
    headers: bearer(await adminToken(request)),
    data: { account: 'wallet', direction: 'credit', amount, reason: 'Lesson credit from a school voucher' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** `POST /tutoring/book` as the student, then `PUT /tutoring/{id}/determine` approved as the tutor. */
export async function bookedSession(
  request: APIRequestContext,
  studentToken: string,
  tutorToken: string,
  slotIds: number[],
): Promise<number> {
  const booked = await request.post('/api/v1/tutoring/book', {
    headers: bearer(studentToken),
    data: { availability_ids: slotIds, subject_id: await taughtSubject(request, tutorToken) },
  });
  const { session } = await data<{ session: { id: number; status: string } }>(booked);
  expect(session.status).toBe('determination_pending');
  const approved = await request.put(`/api/v1/tutoring/${session.id}/determine`, {
    headers: bearer(tutorToken),
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return session.id;
}

/** The subject the tutor teaches (the journeys' tutors teach one). */
async function taughtSubject(request: APIRequestContext, tutorToken: string): Promise<number> {
  const tutor = await data<{ subject_prices: Array<{ subject_id: number }> }>(
    await request.get('/api/v1/user', { headers: bearer(tutorToken) }),
  );
  return tutor.subject_prices[0]!.subject_id;
}

/** Signs a person in through the sign-in page, from an address of their own, and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await useOwnAddress(page);
  await page.goto('/auth/sign-in');
  await signInThroughPage(page, account);
  await expect(page.getByTestId('welcome-title')).toBeVisible();
}
