import { escapeHtml } from '../mail/layout.ts';

/**
 * A plain-text body (the format before rich lessons) as lesson HTML without loss: a blank line starts a new
 * paragraph, a single line break stays a `<br>`, and every character is escaped. Migration 0025 does the same in
 * SQL (`kru_plain_text_to_lesson_html` there); this is the rule both follow and the unit tests pin.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^[ \t\n]+|[ \t\n]+$/g, ''))
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
