import { describe, expect, it } from 'vitest';
import { coursePageUrl } from './get-course-qr-code.ts';

describe('coursePageUrl', () => {
  it('opens a course under /courses and a skill under /skills, on the tenant’s own address when there is one', () => {
    expect(coursePageUrl('https://kru.example', null, { id: 7, courseType: 'subject' })).toBe(
      'https://kru.example/courses/search-courses/details?courseId=7',
    );
    expect(coursePageUrl('https://kru.example', null, { id: 8, courseType: 'skill' })).toBe(
      'https://kru.example/skills/search-skills/details?courseId=8',
    );
    expect(
      coursePageUrl(
        'https://kru.example',
        { url: 'https://school.example/' },
        { id: 9, courseType: 'subject' },
      ),
    ).toBe('https://school.example/courses/search-courses/details?courseId=9');
  });
});
