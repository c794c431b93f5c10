import { describe, expect, it } from 'vitest';
import {
  AUTHORING_PAGES,
  authoringPath,
  COURSE_KINDS,
  coursePagePath,
  courseTypeOf,
  kindFromPathname,
  kindOf,
  listPageOf,
} from './paths.ts';

describe('authoring paths', () => {
  it('builds the same pages under /courses and /skills', () => {
    expect(authoringPath('courses', 'approved')).toBe('/courses/approved');
    expect(authoringPath('skills', 'details')).toBe('/skills/approved/details');
    expect(authoringPath('skills', 'underReview')).toBe('/skills/under-review');
    const all = COURSE_KINDS.flatMap((kind) =>
      Object.keys(AUTHORING_PAGES).map((page) => authoringPath(kind, page as keyof typeof AUTHORING_PAGES)),
    );
    expect(new Set(all).size).toBe(14);
  });

  it('adds the course id as the spec writes it, and leaves it out for a new course', () => {
    expect(coursePagePath('courses', 'content', 12)).toBe('/courses/create/content?courseId=12');
    expect(coursePagePath('skills', 'info')).toBe('/skills/create/info');
    expect(coursePagePath('skills', 'info', null)).toBe('/skills/create/info');
  });

  it('maps kinds and course types both ways: subject is a course, anything else a skill', () => {
    expect(courseTypeOf('courses')).toBe('subject');
    expect(courseTypeOf('skills')).toBe('skill');
    expect(kindOf('subject')).toBe('courses');
    expect(kindOf('skill')).toBe('skills');
    expect(kindOf('music')).toBe('skills');
  });

  it('reads the kind from the page path', () => {
    expect(kindFromPathname('/skills/drafts')).toBe('skills');
    expect(kindFromPathname('/courses/drafts')).toBe('courses');
    expect(kindFromPathname('/skillset/x')).toBe('courses');
  });

  it('names the list each approval state is shown in', () => {
    expect(listPageOf('approved')).toBe('approved');
    expect(listPageOf('pending')).toBe('underReview');
    expect(listPageOf('draft')).toBe('drafts');
    expect(listPageOf('rejected')).toBe('drafts');
  });
});
