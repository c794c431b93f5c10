import {
  AVAILABILITY_LIMITS,
  type AvailabilitySlot,
  MSG,
  rangeProblem,
  slotCount,
  slotsOfRanges,
  type TimeRange,
  type UpdateAvailabilitiesBody,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { availabilityRefusal } from './policy.ts';
import { presentSlot } from './presenter.ts';
import { deleteSlots, findTeacher, insertSlots, isOverlap, lockOwnSlots } from './repository.ts';

export interface AvailabilityChanges {
  added: AvailabilitySlot[];
  deleted: number[];
}

/** The ranges to add as slots, or a 422 naming the first range that breaks a rule. */
function slotsToAdd(
  ranges: UpdateAvailabilitiesBody['added_availabilities'],
  now: Date,
  timeZone: string,
): TimeRange[] {
  const parsed = ranges.map((range) => ({
    start: new Date(range.starting_at),
    end: new Date(range.ending_at),
  }));
  parsed.forEach((range, index) => {
    const problem = rangeProblem(range, now, timeZone);
    if (problem) throw AppError.invalid(`added_availabilities.${index}`, problem);
  });
  // Counted before cutting: cutting a range of centuries into slots would exhaust memory first.
  if (slotCount(parsed) > AVAILABILITY_LIMITS.maxAddedSlots) {
    throw AppError.invalid('added_availabilities', MSG.availabilityTooMany, {
      max: AVAILABILITY_LIMITS.maxAddedSlots,
    });
  }
  const slots = slotsOfRanges(parsed);
  if (slots === false) throw AppError.invalid('added_availabilities', MSG.availabilityOverlap);
  return slots;
}

/**
 * `POST /availabilities`: deletes the tutor's free slots among `deleted_availabilities` and adds
 * `added_availabilities` cut into 30-minute slots on the tutor's own half hours, in one transaction (deletions first, so time freed can be
 * added back in the same call). Another tutor's id is "not found"; a booked slot cannot go (409); new time that
 * meets existing time is refused (409) by the database's exclusion constraint, also against a concurrent call.
 */
export async function updateAvailabilities(
  ctx: AppContext,
  actor: Actor,
  body: UpdateAvailabilitiesBody,
): Promise<AvailabilityChanges> {
  const teacher = await findTeacher(ctx.db, actor.userId);
  if (!teacher) throw AppError.unauthenticated();
  const refusal = availabilityRefusal(teacher);
  if (refusal) throw AppError.forbidden(refusal);
  const slots = slotsToAdd(body.added_availabilities, ctx.clock.now(), teacher.timeZone);
  const deleteIds = [...new Set(body.deleted_availabilities)];
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const owned = deleteIds.length ? await lockOwnSlots(tx, teacher.id, deleteIds) : [];
      if (owned.length !== deleteIds.length) throw AppError.notFound();
      if (owned.some((slot) => slot.isBooked)) throw AppError.conflict(MSG.availabilityBooked);
      await deleteSlots(tx, deleteIds);
      const added = await insertSlots(tx, teacher.id, slots);
      return { added: added.map(presentSlot), deleted: deleteIds };
    });
  } catch (error) {
    if (isOverlap(error)) throw AppError.conflict(MSG.availabilityOverlap);
    throw error;
  }
}
