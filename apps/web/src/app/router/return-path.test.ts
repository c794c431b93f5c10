import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, withReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/courses/search-courses/details?courseId=7')).toBe(
      '/courses/search-courses/details?courseId=7',
    );
    expect(safeReturnPath('/skills/search-skills/details?courseId=8#reviews')).toBe(
      '/skills/search-skills/details?courseId=8#reviews',
    );
  });

  it.each([
    null,
    '',
    'courses/search-courses',
    'https://evil.example/courses',
    '//evil.example/courses',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    ' /courses',
  ])('refuses %j, which could leave the site', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('returnPathOf and withReturnPath', () => {
  it('round-trips a course page through a sign-up link, keeping the link’s own query', () => {
    const link = withReturnPath('/auth/sign-up?role=student', '/courses/search-courses/details?courseId=7');
    expect(link).toBe('/auth/sign-up?role=student&next=%2Fcourses%2Fsearch-courses%2Fdetails%3FcourseId%3D7');
    expect(returnPathOf(link)).toBe('/courses/search-courses/details?courseId=7');
  });

  it('finds nothing without a `next`, or with one that leaves the site', () => {
    expect(returnPathOf('/auth/sign-in')).toBeNull();
    expect(returnPathOf('/auth/sign-in?next=https%3A%2F%2Fevil.example')).toBeNull();
  });
});
