import type { Section } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findTakenSectionIds } from './catalogue-repository.ts';
import { openSection } from './open-section.ts';
import { neighboursOf } from './policy.ts';
import { presentSection } from './presenter.ts';

/**
 * `GET /sections/{id}`: a section to read, with its neighbours in reading order: for the author, admins, and
 * learners within their trial (403 beyond it); 404 when the course is not visible to the caller.
 */
export async function getSection(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
): Promise<Section> {
  const { section, order, enrolment } = await openSection(ctx, actor, tenant?.id ?? null, sectionId);
  const taken = enrolment ? await findTakenSectionIds(ctx.db, actor.userId, section.courseId) : [];
  return presentSection(section, neighboursOf(order, section.id), taken.includes(section.id));
}
