const HAS_MATHS = /data-type="(inline|block)-math"/;
const HAS_CODE = /<pre[^>]*><code/;

/** Whether a lesson body has formulas to typeset or code blocks to colour (what needs the lazy chunks). */
export function needsEnhancing(html: string): boolean {
  return HAS_MATHS.test(html) || HAS_CODE.test(html);
}

/**
 * A lesson body with its formulas typeset (KaTeX) and its code blocks coloured (highlight.js), as HTML. The work is
 * done on a detached copy and the result handed to React to render, so that no re-render can put back the plain
 * markup over what was typeset in place. KaTeX and highlight.js are fetched only for a body that needs them.
 */
export async function enhanceLessonHtml(html: string): Promise<string> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  await Promise.all([
    HAS_MATHS.test(html) && import('./typeset-maths.ts').then(({ typesetMaths }) => typesetMaths(root)),
    HAS_CODE.test(html) && import('./highlight-code.ts').then(({ highlightCode }) => highlightCode(root)),
  ]);
  return template.innerHTML;
}
