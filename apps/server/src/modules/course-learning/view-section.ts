import type { ViewSection } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { mayLearn, openSection, progressPercent } from '../courses/index.ts';
import { ensureEnrolment } from './enrol.ts';
import { countTaken, updateEnrolment } from './learning-repository.ts';

/**
 * `POST /sections/{id}/view`: the learner opened the section in the reader, which makes it their latest viewed
 * ("Continue" opens it) and starts the course when needed. Viewing takes nothing. Students only (403); a section
 * beyond the trial is a 403 `SECTION_LOCKED`, one of a course the learner may not see a 404.
 */
export async function viewSection(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
): Promise<ViewSection> {
  if (!mayLearn(actor)) throw AppError.forbidden();
  const tenantId = tenant?.id ?? null;
  const opened = await openSection(ctx, actor, tenantId, sectionId);
  return inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const enrolment = await ensureEnrolment(tx, opened.course, actor, tenantId, at);
    // Also when it is the latest already: the course's `updated_at` orders the learner's ongoing courses.
    await updateEnrolment(tx, enrolment.id, { latestViewedSectionId: opened.section.id }, at);
    const taken = await countTaken(tx, enrolment.id);
    return {
      status_value: enrolment.status,
      progress_percent: progressPercent(taken, opened.order.length),
      started_at: enrolment.startedAt.toISOString(),
      latest_viewed_section: opened.section.id,
    };
  });
}
