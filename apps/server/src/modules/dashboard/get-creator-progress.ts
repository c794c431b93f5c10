import {
  CREATOR_REWARD_PENCE,
  CREATOR_REWARD_SHARE,
  type CreatorProgress,
  penceToPounds,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findCourseOwner, progressPercent } from '../courses/index.ts';
import { enrolmentProgress } from './repository.ts';

/**
 * `GET /dashboard/courses/{id}/learners`: for the course's author only (anyone else, admins too, a 404: the
 * course is not theirs), each enrolment's progress towards the creator reward, learners numbered, never named.
 */
export async function getCreatorProgress(
  ctx: AppContext,
  actor: Actor,
  courseId: number,
): Promise<CreatorProgress> {
  const owner = await findCourseOwner(ctx.db, courseId);
  if (!owner || owner.tutorId !== actor.userId) throw AppError.notFound();
  const rows = await enrolmentProgress(ctx.db, courseId);
  return {
    reward_percent: Math.round(CREATOR_REWARD_SHARE * 100),
    reward: penceToPounds(CREATOR_REWARD_PENCE),
    rewarded_count: rows.filter((row) => row.rewarded).length,
    learners: rows.map((row, index) => ({
      number: index + 1,
      progress_percent: progressPercent(row.taken, row.total),
      rewarded: row.rewarded,
      started_at: row.startedAt.toISOString(),
    })),
  };
}
