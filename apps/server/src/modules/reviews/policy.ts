import type { Role } from '@kru/contract';

/** What the reviews rules read of a course. */
export interface ReviewedCourse {
  tutorId: number;
  approvalState: string;
  /** Listed on the request's tenant: no tenant rows, or a row for this tenant. */
  onTenant: boolean;
}

interface Viewer {
  userId: number;
  role: Role;
}

/** Listed in the catalogue for this request: approved and on its tenant. */
export function isListed(course: ReviewedCourse): boolean {
  return course.approvalState === 'approved' && course.onTenant;
}

/** Who may read a course's reviews: whoever the catalogue shows it to, its author and admins. */
export function maySeeCourseReviews(course: ReviewedCourse, viewer: Viewer): boolean {
  return isListed(course) || course.tutorId === viewer.userId || viewer.role === 'admin';
}

/**
 * Why this viewer may not review the course, or null when they may: only a listed course takes reviews (404
 * otherwise, as for any course the viewer cannot open), never from its author, and only from a learner who
 * started it.
 */
export function courseReviewRefusal(
  course: ReviewedCourse,
  viewer: Viewer,
  enrolled: boolean,
): 'not_found' | 'own_course' | 'not_enrolled' | null {
  if (!isListed(course)) return 'not_found';
  if (course.tutorId === viewer.userId) return 'own_course';
  if (!enrolled) return 'not_enrolled';
  return null;
}
