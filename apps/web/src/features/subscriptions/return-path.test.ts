import { describe, expect, it } from 'vitest';
import { safeNextPath, subscribeReturningTo } from './return-path.ts';

describe('the page to return to after subscribing', () => {
  it('keeps a path into the courses or skills pages', () => {
    expect(safeNextPath('/courses/take?courseId=4&sectionId=9')).toBe('/courses/take?courseId=4&sectionId=9');
    expect(safeNextPath('/skills/quiz?courseId=1&sectionId=2&quizId=3')).toBe(
      '/skills/quiz?courseId=1&sectionId=2&quizId=3',
    );
  });

  it('refuses other sites, other pages and the subscription page itself (no open redirect)', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/courses/take',
      '//evil.example/courses/take',
      '/\\evil.example',
      'javascript:alert(1)',
      '/fees',
      '/courses/subscribe?next=/courses/take',
      `/courses/take?x=${'a'.repeat(300)}`,
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });

  it('carries the page through the subscription page, encoded', () => {
    expect(subscribeReturningTo('/courses/subscribe', '/courses/take?courseId=4&sectionId=9')).toBe(
      '/courses/subscribe?next=%2Fcourses%2Ftake%3FcourseId%3D4%26sectionId%3D9',
    );
    expect(subscribeReturningTo('/courses/subscribe', '//evil.example')).toBe('/courses/subscribe');
  });
});
