import { type APIRequestContext, expect } from '@playwright/test';
import { approveTutor } from './admin.ts';
import { bearer, data } from './api.ts';
import { createSubmittedTutor, type Tutor } from './tutors.ts';

const HALF_HOUR_MS = 30 * 60_000;

/** The first half-hour boundary (UTC) at least `hours` from now. */
export function slotStartIn(hours: number): Date {
  const at = Date.now() + hours * 3_600_000;
  return new Date(Math.ceil(at / HALF_HOUR_MS) * HALF_HOUR_MS);
}

/**
 * A tutor approved by the admin team (Maths at £25 an hour unless told, in UTC) with free time from `start` for `slots`
 * half hours, added through `POST /availabilities`. Answers the tutor and the slot ids in order.
 */
export async function approvedTutorWithFreeTime(
  request: APIRequestContext,
  start: Date,
  slots: number,
  pricePerHour = 25,
  description?: string,
): Promise<{ tutor: Tutor; slotIds: number[] }> {
  const tutor = await createSubmittedTutor(request, 'booked', pricePerHour, description);
  await approveTutor(request, tutor.id);
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
