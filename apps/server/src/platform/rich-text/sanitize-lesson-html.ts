import { API_BASE_PATH } from '@kru/contract';
import sanitizeHtml from 'sanitize-html';
import { lessonText } from './lesson-text.ts';

/**
 * The path of a lesson image uploaded through Kru's files pipeline: a stable URL that redirects to a fresh signed
 * download (`GET /files/images/{kind}/{name}`), so a stored body never holds a URL that expires.
 */
export const LESSON_IMAGE_PATH = `${API_BASE_PATH}/files/images`;
const OWN_IMAGE = new RegExp(`^${LESSON_IMAGE_PATH}/attachment/[A-Za-z0-9_-]+\\.(png|jpe?g|webp)$`);

/** The highlight.js classes of a code block's language (`language-python`) and of its highlighted spans. */
const CODE_CLASS = /^(language-[a-z0-9+#-]{1,30}|hljs(-[a-z-]{1,30})?)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    // Maths is kept as its LaTeX source and typeset by the reader (KaTeX): the editor's own markup.
    span: ['data-type', 'data-latex'],
    div: ['data-type', 'data-latex'],
    code: ['class'],
    pre: ['class'],
  },
  allowedClasses: { code: [CODE_CLASS], pre: [CODE_CLASS], span: [CODE_CLASS] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script, style, iframe, object and the like go with their content, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isAllowedImage(frame.attribs.src)) ||
    ((frame.tag === 'span' || frame.tag === 'div') &&
      frame.attribs['data-type'] !== undefined &&
      !isMathNode(frame.attribs)),
  transformTags: {
    // Every link opens in a new tab without handing the lesson page to the linked site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    b: 'strong',
    i: 'em',
  },
};

function isAllowedImage(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith('/')) return OWN_IMAGE.test(src);
  return src.startsWith('https://');
}

function isMathNode(attribs: Record<string, string>): boolean {
  return (
    (attribs['data-type'] === 'inline-math' || attribs['data-type'] === 'block-math') &&
    typeof attribs['data-latex'] === 'string'
  );
}

/**
 * A section's body as stored: only the tags, attributes and classes the lesson editor produces (headings, lists,
 * tables, links, quotes, images from Kru's files or https, code blocks, maths), whatever a client sent. No script,
 * no event handler, no style, no `javascript:` URL survives. A body with nothing to read or see (the editor's
 * empty `<p></p>`) is stored empty, so the reader can say the section has no text.
 */
export function sanitizeLessonHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return lessonText(clean) === '' && !/<(img|span|div)\b/.test(clean) ? '' : clean;
}
