import { describe, expect, it } from 'vitest';
import { courseReviewRefusal, maySeeCourseReviews } from './policy.ts';

const course = { tutorId: 7, approvalState: 'approved', onTenant: true };
const student = { userId: 9, role: 'student' as const };
const author = { userId: 7, role: 'teacher' as const };
const admin = { userId: 1, role: 'admin' as const };

describe('reviews policy', () => {
  it('shows a course’s reviews where the catalogue shows the course, and to its author and admins', () => {
    expect(maySeeCourseReviews(course, student)).toBe(true);
    for (const hidden of [
      { ...course, approvalState: 'draft' },
      { ...course, approvalState: 'pending' },
      { ...course, onTenant: false },
    ]) {
      expect(maySeeCourseReviews(hidden, student)).toBe(false);
      expect(maySeeCourseReviews(hidden, author)).toBe(true);
      expect(maySeeCourseReviews(hidden, admin)).toBe(true);
    }
  });

  it('takes a review of a listed course from a learner who started it, never from its author', () => {
    expect(courseReviewRefusal(course, student, true)).toBeNull();
    expect(courseReviewRefusal(course, student, false)).toBe('not_enrolled');
    expect(courseReviewRefusal(course, author, true)).toBe('own_course');
    expect(courseReviewRefusal({ ...course, approvalState: 'rejected' }, student, true)).toBe('not_found');
    expect(courseReviewRefusal({ ...course, onTenant: false }, student, true)).toBe('not_found');
  });
});
