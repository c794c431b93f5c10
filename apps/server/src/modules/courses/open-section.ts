import { PASS_MARK_DEFAULT } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findAnySection, type SectionRow } from './authoring-repository.ts';
import { type CourseAccessRow, findCourseAccess } from './catalogue-repository.ts';
import { outlineChapters, viewerHasFullAccess } from './course-view.ts';
import { type EnrolmentRow, findEnrolments } from './enrolment-repository.ts';
import {
  lockedSectionIds,
  mayViewCourse,
  readingOrder,
  readsApprovedVersion,
  type Viewer,
} from './policy.ts';
import { sectionReadingOrder } from './section-view.ts';
import { findVersion, type VersionSection } from './version-repository.ts';

export interface OpenedSection {
  section: SectionRow;
  /** The course as the viewer reads it (its approved title and price when reading the approved version). */
  course: CourseAccessRow;
  /** The course's section ids in reading order, as the viewer reads it. */
  order: number[];
  enrolment: EnrolmentRow | undefined;
  /** The section as approved, with its media, when the viewer reads the approved version; null otherwise. */
  approved: VersionSection | null;
  /** The viewer opens every section of the course (not only the trial): see `hasFullAccess`. */
  fullAccess: boolean;
}

/**
 * A section the viewer may read: of a course they may see on this tenant (404 otherwise), and within their
 * trial unless the course is free, they wrote it, they are an admin or they subscribe (403 `SECTION_LOCKED`,
 * `trialEnded`: the learner sees the course, so the section is named as locked rather than hidden).
 * Learners of a course whose edit is not approved read its approved version: a section it does not hold (added
 * in the draft) is a 404, one deleted in the draft is still there.
 */
export async function openSection(
  ctx: AppContext,
  viewer: Viewer,
  tenantId: number | null,
  sectionId: number,
): Promise<OpenedSection> {
  const found = await findAnySection(ctx.db, sectionId);
  if (!found) throw AppError.notFound();
  const { deletedAt, ...section } = found;
  // The working copy's order is read alongside: most readers read it (the approved version is the rare case).
  const [course, [enrolment], order] = await Promise.all([
    findCourseAccess(ctx.db, section.courseId),
    findEnrolments(ctx.db, viewer.userId, [section.courseId]),
    sectionReadingOrder(ctx.db, section.courseId),
  ]);
  if (!course || !mayViewCourse(course, viewer, tenantId, enrolment !== undefined)) throw AppError.notFound();
  const opened = readsApprovedVersion(course, viewer)
    ? await openApproved(ctx, course, sectionId)
    : deletedAt
      ? null
      : { section, course, order, approved: null };
  if (!opened) throw AppError.notFound();
  const fullAccess = await viewerHasFullAccess(ctx, opened.course, viewer);
  if (lockedSectionIds(opened.order, fullAccess).has(sectionId)) throw AppError.sectionLocked();
  return { ...opened, enrolment, fullAccess };
}

/** The section as the course's approved version holds it; null when there is none or it does not hold it. */
async function openApproved(ctx: AppContext, course: CourseAccessRow, sectionId: number) {
  const version = await findVersion(ctx.db, course.id);
  const approved = version?.sections.find((candidate) => candidate.id === sectionId);
  if (!version || !approved) return null;
  return {
    // A version kept before quizzes had settings or pass marks: shuffled, untimed and the default pass mark, as then.
    section: {
      ...approved,
      quizLockOptionOrder: approved.quizLockOptionOrder ?? false,
      quizTimeLimitMinutes: approved.quizTimeLimitMinutes ?? null,
      passMarkPercent: approved.passMarkPercent ?? PASS_MARK_DEFAULT,
    },
    course: { ...course, title: version.course.title, isFree: version.course.isFree },
    order: readingOrder(outlineChapters(version.outline)),
    approved,
  };
}
