import {
  type CourseApprovalState,
  CREATOR_REWARD_SHARE,
  type LearnerCourseStatus,
  LIMITS,
  type MessageKey,
  MSG,
} from '@kru/contract';
import { AppError } from '../../platform/errors.ts';

/** Who looks at a course: the signed-in actor (null for a visitor of a public page). */
export interface Viewer {
  userId: number;
  role: string;
}

/** What deciding who may see a course needs. */
export interface CourseAccessFacts {
  tutorId: number;
  approvalState: CourseApprovalState;
  /** The tenants the course is limited to; none: every tenant. */
  subdomainIds: readonly number[];
}

export const isAdmin = (viewer: Viewer | null | undefined): boolean => viewer?.role === 'admin';

export function isAuthor(course: { tutorId: number }, viewer: Viewer | null | undefined): boolean {
  return viewer != null && viewer.userId === course.tutorId;
}

/** What a course has earned is shown to its author and admins only. */
export function maySeeEarnings(course: { tutorId: number }, viewer: Viewer | null | undefined): boolean {
  return isAuthor(course, viewer) || isAdmin(viewer);
}

/** Course authoring is a tutor's call (spec section 6): anyone else is a 403. */
export function mayAuthor(viewer: Viewer): boolean {
  return viewer.role === 'teacher';
}

/** Starting and taking courses is a student's call: tutors (and admins) are a 403. */
export function mayLearn(viewer: Viewer): boolean {
  return viewer.role === 'student';
}

/** A course limited to tenants is shown on those only; a course without any is shown everywhere. */
export function isOnTenant(subdomainIds: readonly number[], tenantId: number | null): boolean {
  if (subdomainIds.length === 0) return true;
  return tenantId !== null && subdomainIds.includes(tenantId);
}

/**
 * Whether the viewer may open the course on this tenant (a 404 otherwise, never a 403): the author and admins
 * always; anyone else an approved course of the tenant, or one they had started before it went back to draft
 * (learners already enrolled keep access, to its approved version: see `readsApprovedVersion`).
 */
export function mayViewCourse(
  course: CourseAccessFacts,
  viewer: Viewer | null,
  tenantId: number | null,
  enrolled: boolean,
): boolean {
  if (isAuthor(course, viewer) || isAdmin(viewer)) return true;
  if (!isOnTenant(course.subdomainIds, tenantId)) return false;
  return course.approvalState === 'approved' || enrolled;
}

/**
 * Whether the viewer reads the course's approved version rather than its working copy: anyone but its author
 * and admins, while an edit is not approved (the course is not in the `approved` state). An approved course's
 * working copy is what was approved: any edit sends it back to draft.
 */
export function readsApprovedVersion(
  course: { tutorId: number; approvalState: CourseApprovalState },
  viewer: Viewer | null,
): boolean {
  return !isAuthor(course, viewer) && !isAdmin(viewer) && course.approvalState !== 'approved';
}

/** A new enrolment needs a course in the catalogue of this tenant. */
export function mayEnrol(course: CourseAccessFacts, tenantId: number | null): boolean {
  return course.approvalState === 'approved' && isOnTenant(course.subdomainIds, tenantId);
}

/**
 * The state an edit of the course (its information, chapters or sections) leaves: approved and rejected go back
 * to draft (an approved course leaves the catalogue until approved again). Null: no edit while under review.
 */
export function stateAfterEdit(state: CourseApprovalState): CourseApprovalState | null {
  return state === 'pending' ? null : 'draft';
}

/** The viewer may edit the course: its author, while it is not under review. */
export function canEdit(
  course: { tutorId: number; approvalState: CourseApprovalState },
  viewer: Viewer | null,
) {
  return (
    isAuthor(course, viewer) && viewer?.role === 'teacher' && stateAfterEdit(course.approvalState) !== null
  );
}

/**
 * Why the author may not submit the course for review, or null when they may: only a draft or a rejected course
 * (409), only by a tutor whose profile is approved (403), and only with at least one section (422).
 */
export function submitRefusal(input: {
  state: CourseApprovalState;
  tutorApproved: boolean;
  sectionsCount: number;
}): AppError | null {
  if (input.state !== 'draft' && input.state !== 'rejected')
    return AppError.conflict(MSG.courseNotSubmittable);
  if (!input.tutorApproved) return AppError.forbidden(MSG.tutorNotApprovedForCourses);
  if (input.sectionsCount === 0) return new AppError('VALIDATION_FAILED', MSG.courseNeedsContent);
  return null;
}

/** A course is deleted only while nobody learns it and nobody reviews it. */
export function deleteRefusal(input: {
  state: CourseApprovalState;
  enrolmentsCount: number;
}): AppError | null {
  if (input.state === 'pending') return AppError.conflict(MSG.courseUnderReview);
  if (input.enrolmentsCount > 0) return AppError.conflict(MSG.courseHasLearners);
  return null;
}

/**
 * How many sections a viewer without full access may open: the first ones whose share of the course stays within
 * 30%, at least one when the course has any: floor(0.3 x n), minimum 1 (4 sections open 1, 8 open 2, 10 open 3).
 * Counted in whole percent so that floating point never tips a boundary (0.3 x 10 is 3.0000000000000004).
 */
export function trialSectionCount(total: number): number {
  if (total <= 0) return 0;
  const percent = Math.round(LIMITS.trialShare * 100);
  return Math.max(1, Math.floor((total * percent) / 100));
}

/** Free courses, the author, admins and subscribers see every section; everyone else the trial. */
export function hasFullAccess(input: {
  isFree: boolean;
  isAuthor: boolean;
  isAdmin: boolean;
  isSubscribed: boolean;
}): boolean {
  return input.isFree || input.isAuthor || input.isAdmin || input.isSubscribed;
}

/** The sections beyond the trial, given every section's id in reading order. */
export function lockedSectionIds(readingOrder: readonly number[], fullAccess: boolean): Set<number> {
  if (fullAccess) return new Set();
  return new Set(readingOrder.slice(trialSectionCount(readingOrder.length)));
}

interface OrderedChapter {
  id: number;
  sortOrder: number;
  sections: ReadonlyArray<{ id: number; sortOrder: number }>;
}

/** Every section's id in reading order: chapter order, then section order, ties by id. */
export function readingOrder(chapters: readonly OrderedChapter[]): number[] {
  const byOrder = <T extends { id: number; sortOrder: number }>(a: T, b: T) =>
    a.sortOrder - b.sortOrder || a.id - b.id;
  return [...chapters]
    .sort(byOrder)
    .flatMap((chapter) => [...chapter.sections].sort(byOrder).map((section) => section.id));
}

/** Sections taken over all sections, 0-100, rounded. */
export function progressPercent(taken: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((taken * 100) / total));
}

/**
 * Whether taking a section earns the author the creator reward for this enrolment: once, when half the course
 * has been taken, never for the author's own enrolment, and never while the learner only has the trial (the
 * trial's one section of a 1- or 2-section course is already half of it).
 */
export function earnsCreatorReward(input: {
  taken: number;
  total: number;
  alreadyRewarded: boolean;
  learnerId: number;
  authorId: number;
  /** The learner opens every section (subscribed, or a free course): see `hasFullAccess`. */
  fullAccess: boolean;
}): boolean {
  if (input.alreadyRewarded || input.learnerId === input.authorId || input.total <= 0) return false;
  if (!input.fullAccess) return false;
  return input.taken >= input.total * CREATOR_REWARD_SHARE;
}

/** After taking a section: every section taken completes the course; otherwise an archived course is resumed. */
export function statusAfterTake(
  current: LearnerCourseStatus,
  taken: number,
  total: number,
): LearnerCourseStatus {
  if (total > 0 && taken >= total) return 'completed';
  return current === 'archived' ? 'ongoing' : current;
}

export interface EnrolmentChange {
  status: LearnerCourseStatus;
  /** Forget the sections taken and the latest viewed one (start again). */
  clearProgress: boolean;
  /** completed_at: stamped when completing, cleared when back to ongoing, kept when archiving. */
  completedAt: 'stamp' | 'clear' | 'keep';
}

/** `PATCH /courses/{id}/subscribe`: archive, unarchive, set as completed, or start again (`restart` with ongoing). */
export function enrolmentChange(
  current: LearnerCourseStatus,
  body: { status: LearnerCourseStatus; restart: boolean },
): EnrolmentChange {
  if (body.status === 'completed') {
    return {
      status: 'completed',
      clearProgress: false,
      completedAt: current === 'completed' ? 'keep' : 'stamp',
    };
  }
  if (body.status === 'ongoing') {
    return { status: 'ongoing', clearProgress: body.restart, completedAt: 'clear' };
  }
  return { status: 'archived', clearProgress: false, completedAt: 'keep' };
}

/** `GET /user/courses` for a student: ongoing ones unless other statuses are asked for. */
export function learnerStatusesOf(asked: LearnerCourseStatus[] | undefined): LearnerCourseStatus[] {
  return asked?.length ? [...new Set(asked)] : ['ongoing'];
}

const CLUE_LENGTH = 140;

/** A one-line teaser: the description's first ~140 characters, cut at a word, with an ellipsis when cut. */
export function clueOf(description: string, max = CLUE_LENGTH): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A text without spaces (Thai is written without them between words) is cut at the limit.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : text.slice(0, max);
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The order of a new chapter or section, appended after the last; null when the 99 places are taken. */
export function appendedOrder(currentMax: number | null): number | null {
  const next = (currentMax ?? 0) + 1;
  return next > LIMITS.orderMax ? null : next;
}

/**
 * Siblings renumbered 1..n with `movedId` at `position` (1-based; past the end means last), the others keeping
 * their relative order. `orderedIds` is the current order.
 */
export function moveTo(orderedIds: readonly number[], movedId: number, position: number): number[] {
  const others = orderedIds.filter((id) => id !== movedId);
  const index = Math.min(Math.max(position, 1), others.length + 1) - 1;
  return [...others.slice(0, index), movedId, ...others.slice(index)];
}

/**
 * Why a course's tenants are refused, or null: every id must be an active tenant, and a tutor who belongs to a
 * tenant must include their own (their course is at least on their school's site).
 */
export function subdomainsProblem(
  subdomainIds: readonly number[],
  activeTenantIds: ReadonlySet<number>,
  authorTenantId: number | null,
): MessageKey | null {
  if (subdomainIds.some((id) => !activeTenantIds.has(id))) return MSG.unknownSubdomain;
  if (authorTenantId !== null && !subdomainIds.includes(authorTenantId)) return MSG.subdomainRequired;
  return null;
}

/** The sections before and after `sectionId` in reading order. */
export function neighboursOf(
  order: readonly number[],
  sectionId: number,
): { previous: number | null; next: number | null } {
  const index = order.indexOf(sectionId);
  if (index < 0) return { previous: null, next: null };
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null };
}
