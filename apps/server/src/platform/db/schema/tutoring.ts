import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A tutor's bookable time, one row per 30-minute slot aligned to :00 or :30 UTC. Slots of one tutor never overlap:
 * an exclusion constraint on (tutor_id, tstzrange(starting_at, ending_at)) holds that under any concurrency
 * (migration 0007, with btree_gist). `is_booked` is set by a booking and keeps the slot from being deleted.
 */
export const availabilities = pgTable(
  'availabilities',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startingAt: timestamp('starting_at', { withTimezone: true }).notNull(),
    endingAt: timestamp('ending_at', { withTimezone: true }).notNull(),
    isBooked: boolean('is_booked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The calendar's range reads, and one slot per start. */
    uniqueIndex('availabilities_tutor_start_key').on(t.tutorId, t.startingAt),
    /** A tutor's next free slot (the tutor cards' `next_free_at`). */
    index('availabilities_free_idx').on(t.tutorId, t.startingAt).where(sql`NOT ${t.isBooked}`),
    check('availabilities_slot_length', sql`${t.endingAt} = ${t.startingAt} + interval '30 minutes'`),
    check('availabilities_slot_aligned', sql`extract(epoch from ${t.startingAt}) % 1800 = 0`),
  ],
);
