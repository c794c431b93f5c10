import { describe, expect, it } from 'vitest';
import { sanitizeLessonHtml } from '../platform/rich-text/index.ts';
import { PUBLISHED_COURSES } from './demo-course-texts.ts';
import { PUBLISHED_SKILLS, UNPUBLISHED_COURSES } from './demo-skill-texts.ts';

/**
 * The demo lessons written as HTML are stored as written: the seed does not load the sanitiser (it and its HTML
 * parser are megabytes of memory the server would hold from its first start), so they must already be what the
 * sanitiser keeps.
 */
describe('the demo lessons written as HTML', () => {
  const sections = [...PUBLISHED_COURSES, ...PUBLISHED_SKILLS, ...UNPUBLISHED_COURSES].flatMap((course) =>
    course.chapters.flatMap((chapter) => chapter.sections),
  );

  it('are some, each already as the sanitiser would store it', () => {
    const written = sections.flatMap((section) => ('html' in section ? [section] : []));
    expect(written.length).toBeGreaterThan(0);
    for (const section of written) expect(sanitizeLessonHtml(section.html), section.title).toBe(section.html);
  });
});
