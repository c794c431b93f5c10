import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots } from '../../../test/booking.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { findSlotsForBooking } from '../../modules/sessions/booking-repository.ts';
import { createDb, type Db } from './client.ts';

/**
 * PostgreSQL plans a named prepared statement for each call's values five times, then keeps one generic plan
 * unless that plan looks costlier than theirs; a statement whose own plans always look cheaper (an array whose
 * length the plan reads, say) is planned on every call, which costs more than preparing saves. These statements are
 * hot: each must keep its generic plan, as PostgreSQL counts it (pg_prepared_statements, one connection).
 */
let t: TestApp;
let catalogue: ProfileCatalogue;
let room: Classroom;
/** One connection, so that every call below uses (and counts on) the same prepared statement. */
let one: Db;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createProfileCatalogue(t.ctx);
  room = await createClassroom(t, { catalogue });
  one = createDb(t.ctx.db.$client.options.connectionString!, 1);
  // The plans' costs as on a site in use: many slots (the bench's dataset has a million). On a nearly empty table
  // every plan costs about the same, and the generic one is kept whatever the statement.
  await t.ctx.db.execute(sql`
    INSERT INTO availabilities (tutor_id, starting_at, ending_at)
    SELECT ${room.tutor.user.id}, at, at + interval '30 minutes'
    FROM generate_series(date_trunc('hour', now()) + interval '400 days', date_trunc('hour', now()) + interval '1500 days',
      interval '30 minutes') AS at`);
  await t.ctx.db.execute(sql`ANALYZE availabilities`);
});

afterAll(() => one.$client.end());

async function plansOf(name: string) {
  const { rows } = await one.execute<{ generic_plans: string; custom_plans: string }>(
    sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = ${name}`,
  );
  expect(rows, `no prepared statement ${name}`).toHaveLength(1);
  return { generic: Number(rows[0]!.generic_plans), custom: Number(rows[0]!.custom_plans) };
}

describe('hot prepared statements keep their generic plan', () => {
  it("a booking's read of the slots with their tutor, one slot or several", async () => {
    const start = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 72 * HOUR_MS);
    const slotIds = await addSlots(t, room.tutor.token, start, 4);
    for (let call = 0; call < 10; call++) {
      const ids = slotIds.slice(0, 1 + (call % slotIds.length));
      const slots = await findSlotsForBooking(one, ids, catalogue.maths.id);
      expect(slots.map((slot) => slot.id).sort()).toEqual([...ids].sort());
    }
    // The first five are planned for their values, as PostgreSQL always does; the rest use the generic plan.
    expect(await plansOf('booking_slots_with_tutor')).toEqual({ generic: 5, custom: 5 });
  });
});
