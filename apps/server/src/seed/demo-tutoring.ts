import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context.ts';
import { availabilities, users } from '../platform/db/schema/index.ts';

const DAYS_AHEAD = 14;
/** Weekday evenings, 16:00 to 19:00 UTC (after school in London, evening in Bangkok). */
const FIRST_SLOT_HOUR_UTC = 16;
const SLOTS_PER_EVENING = 6;

/** The demo tutor's free time for the coming two weeks, from tomorrow, so the demo student has something to book. */
function demoSlotStarts(now: Date): Date[] {
  const starts: Date[] = [];
  for (let day = 1; day <= DAYS_AHEAD; day++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day));
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let slot = 0; slot < SLOTS_PER_EVENING; slot++) {
      starts.push(new Date(date.getTime() + (FIRST_SLOT_HOUR_UTC * 60 + slot * 30) * 60_000));
    }
  }
  return starts;
}

/**
 * Keeps the demo tutor bookable: at every start, the weekday evenings of the next two weeks are added where
 * missing (slots already there, booked or not, are left as they are).
 */
export async function seedDemoAvailability(ctx: AppContext): Promise<void> {
  const [tutor] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.subdomainId), eq(sql`lower(${users.email})`, 'tutor@kru.test')));
  if (!tutor) return;
  const starts = demoSlotStarts(ctx.clock.now());
  await ctx.db
    .insert(availabilities)
    .values(
      starts.map((start) => ({
        tutorId: tutor.id,
        startingAt: start,
        endingAt: new Date(start.getTime() + 30 * 60_000),
      })),
    )
    .onConflictDoNothing();
}
