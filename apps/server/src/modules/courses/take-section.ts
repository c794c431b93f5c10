import type { Course } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { countSections } from './authoring-repository.ts';
import { creditCreatorReward } from './creator-reward.ts';
import { ensureEnrolment } from './enrol.ts';
import { countTaken, insertProgress, updateEnrolment } from './learning-repository.ts';
import { openSection } from './open-section.ts';
import { earnsCreatorReward, mayLearn, progressPercent, statusAfterTake } from './policy.ts';

type Enrolment = NonNullable<Course['subscribe']>;

/**
 * `POST /sections/{id}/take`: a student marks a section taken (enrolling first when needed), which becomes the
 * latest viewed. Every section taken completes the course; half of them taken earns the author the creator
 * reward once per enrolment. Tutors and admins are a 403; a section beyond the trial a 403 too.
 */
export async function takeSection(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
): Promise<Enrolment> {
  if (!mayLearn(actor)) throw AppError.forbidden();
  const tenantId = tenant?.id ?? null;
  const { section, course } = await openSection(ctx, actor, tenantId, sectionId);
  return inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const enrolment = await ensureEnrolment(tx, course, actor, tenantId, at);
    await insertProgress(tx, enrolment.id, section.id, at);
    const taken = await countTaken(tx, enrolment.id);
    const total = await countSections(tx, course.id);
    const status = statusAfterTake(enrolment.status, taken, total);
    const rewarded = earnsCreatorReward({
      taken,
      total,
      alreadyRewarded: enrolment.rewardedAt !== null,
      learnerId: actor.userId,
      authorId: course.tutorId,
    });
    if (rewarded) {
      await creditCreatorReward(
        tx,
        {
          enrolmentId: enrolment.id,
          courseId: course.id,
          courseTitle: course.title,
          authorId: course.tutorId,
        },
        at,
      );
    }
    await updateEnrolment(
      tx,
      enrolment.id,
      {
        status,
        latestViewedSectionId: section.id,
        ...(status === 'completed' && enrolment.status !== 'completed' ? { completedAt: at } : {}),
        ...(rewarded ? { rewardedAt: at } : {}),
      },
      at,
    );
    return {
      status_value: status,
      progress_percent: progressPercent(taken, total),
      started_at: enrolment.startedAt.toISOString(),
    };
  });
}
