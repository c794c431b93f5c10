import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { postTransaction } from '../src/modules/ledger/index.ts';
import { inTransaction } from '../src/platform/db/client.ts';
import { availabilities, notifications } from '../src/platform/db/schema/index.ts';
import type { TestApp } from './app.ts';

const SLOT_MS = 30 * 60_000;

/** The tutor adds `count` half-hour slots from `start` through the API; answers their ids, earliest first. */
export async function addSlots(t: TestApp, tutorToken: string, start: Date | string, count = 2) {
  const from = new Date(start);
  const res = await t.call('POST', '/api/v1/availabilities', {
    token: tutorToken,
    body: {
      added_availabilities: [
        {
          starting_at: from.toISOString(),
          ending_at: new Date(from.getTime() + count * SLOT_MS).toISOString(),
        },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.added as Array<{ id: number }>).map((slot) => slot.id);
}

/** Slots written straight to the table (times the API would refuse: in the past, of a tutor not approved). */
export async function insertSlots(t: TestApp, tutorId: number, start: Date | string, count = 2) {
  const from = new Date(start).getTime();
  const rows = await t.ctx.db
    .insert(availabilities)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tutorId,
        startingAt: new Date(from + i * SLOT_MS),
        endingAt: new Date(from + (i + 1) * SLOT_MS),
      })),
    )
    .returning({ id: availabilities.id });
  return rows.map((row) => row.id);
}

export function book(t: TestApp, token: string, availabilityIds: number[], subjectId: number) {
  return t.call('POST', '/api/v1/tutoring/book', {
    token,
    body: { availability_ids: availabilityIds, subject_id: subjectId },
  });
}

/** Puts `pence` in the user's wallet the way a landed top-up does (provider -> wallet). */
export function fundWallet(t: TestApp, userId: number, pence: number) {
  return inTransaction(t.ctx.db, (tx) =>
    postTransaction(
      tx,
      {
        idempotencyKey: `test_fund:${randomBytes(6).toString('hex')}`,
        kind: 'top_up',
        userId,
        entries: [
          { account: { kind: 'provider' }, amountPence: -pence },
          { account: { kind: 'wallet', userId }, amountPence: pence },
        ],
      },
      t.ctx.clock.now(),
    ),
  );
}

/** The user's notifications of one type (entries on /notifications). */
export function notificationsOf(t: TestApp, userId: number, type: string) {
  return t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

/** Whether each slot of `ids` is booked, in the order of `ids`. */
export async function bookedFlags(t: TestApp, ids: number[]) {
  const rows = await t.ctx.db
    .select({ id: availabilities.id, isBooked: availabilities.isBooked })
    .from(availabilities)
    .where(inArray(availabilities.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.isBooked]));
  return ids.map((id) => byId.get(id));
}
