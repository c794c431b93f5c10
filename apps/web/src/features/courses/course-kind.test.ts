import { describe, expect, it } from 'vitest';
import { courseTypeLabelKey, courseTypeOfKind, kindOfCourseType, kindOfPath } from './course-kind.ts';
import { courseDetailsPath, takeCoursePath, tutorCoursesPath } from './paths.ts';

describe('course type label', () => {
  it('labels the type subject a course', () => {
    expect(kindOfCourseType('subject')).toBe('course');
    expect(courseTypeLabelKey('subject')).toBe('courses.type.course');
  });

  it('labels every other type a skill', () => {
    for (const type of ['skill', 'language', '', 'Subject']) {
      expect(courseTypeLabelKey(type), type).toBe('courses.type.skill');
    }
  });

  it('filters a kind by the type the API knows', () => {
    expect(courseTypeOfKind('course')).toBe('subject');
    expect(courseTypeOfKind('skill')).toBe('skill');
  });
});

describe('kind of a page', () => {
  it('serves skills under /skills and courses elsewhere', () => {
    expect(kindOfPath('/skills/my-skills')).toBe('skill');
    expect(kindOfPath('/skills')).toBe('skill');
    expect(kindOfPath('/courses/take')).toBe('course');
    expect(kindOfPath('/skillset')).toBe('course');
  });

  it('links each kind to its own pages', () => {
    expect(courseDetailsPath('skill', 4)).toBe('/skills/search-skills/details?courseId=4');
    expect(takeCoursePath('course', 4)).toBe('/courses/take?courseId=4');
    expect(takeCoursePath('course', 4, 9)).toBe('/courses/take?courseId=4&sectionId=9');
    expect(tutorCoursesPath('course', 7)).toBe('/courses/search-courses?tutor_id=7');
  });
});
