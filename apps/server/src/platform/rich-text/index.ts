/**
 * Lesson bodies: rich text stored as sanitized HTML, and the plain text read out of it. Callers import this with
 * `await import()`: html-to-text and sanitize-html (~2.5 MB of heap) then load only when a lesson is edited or read
 * by the AI tutor; the build puts them in a chunk of their own (build.mjs).
 */
export { lessonText } from './lesson-text.ts';
export { plainTextToHtml } from './plain-text-to-html.ts';
export { LESSON_IMAGE_PATH, sanitizeLessonHtml } from './sanitize-lesson-html.ts';
