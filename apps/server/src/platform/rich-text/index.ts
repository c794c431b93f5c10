/** Lesson bodies: rich text stored as sanitized HTML, and the plain text read out of it. */
export { lessonText } from './lesson-text.ts';
export { plainTextToHtml } from './plain-text-to-html.ts';
export { LESSON_IMAGE_PATH, sanitizeLessonHtml } from './sanitize-lesson-html.ts';
