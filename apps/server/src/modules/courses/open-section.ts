import { MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findSection, type SectionRow } from './authoring-repository.ts';
import {
  type CourseAccessRow,
  type EnrolmentRow,
  findCourseAccess,
  findEnrolments,
} from './catalogue-repository.ts';
import { viewerHasFullAccess } from './course-view.ts';
import { lockedSectionIds, mayViewCourse, type Viewer } from './policy.ts';
import { sectionReadingOrder } from './section-view.ts';

export interface OpenedSection {
  section: SectionRow;
  course: CourseAccessRow;
  /** The course's section ids in reading order. */
  order: number[];
  enrolment: EnrolmentRow | undefined;
}

/**
 * A section the viewer may read: of a course they may see on this tenant (404 otherwise), and within their
 * trial unless the course is free, they wrote it, they are an admin or they subscribe (403 `trialEnded`).
 */
export async function openSection(
  ctx: AppContext,
  viewer: Viewer,
  tenantId: number | null,
  sectionId: number,
): Promise<OpenedSection> {
  const section = await findSection(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  const [course, [enrolment], order] = await Promise.all([
    findCourseAccess(ctx.db, section.courseId),
    findEnrolments(ctx.db, viewer.userId, [section.courseId]),
    sectionReadingOrder(ctx.db, section.courseId),
  ]);
  if (!course || !mayViewCourse(course, viewer, tenantId, enrolment !== undefined)) throw AppError.notFound();
  const fullAccess = await viewerHasFullAccess(ctx, course, viewer);
  if (lockedSectionIds(order, fullAccess).has(section.id)) throw AppError.forbidden(MSG.trialEnded);
  return { section, course, order, enrolment };
}
