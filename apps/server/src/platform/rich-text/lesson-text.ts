import { convert, type FormatCallback } from 'html-to-text';

/** A formula is kept as its LaTeX source, which is the only text a maths node holds. */
const latex: FormatCallback = (elem, _walk, builder) => {
  const source = elem.attribs?.['data-latex'];
  if (source) builder.addInline(source);
};
const blockLatex: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  latex(elem, walk, builder, {});
  builder.closeBlock({ trailingLineBreaks: 2 });
};

const OPTIONS = {
  wordwrap: false as const,
  formatters: { latex, blockLatex },
  selectors: [
    { selector: 'span[data-type="inline-math"]', format: 'latex' },
    { selector: 'div[data-type="block-math"]', format: 'blockLatex' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/**
 * The text of a lesson body (what the AI tutor and search read), without markup: each block (paragraph, heading,
 * list item, table row, code block, formula) stays on lines of its own, with a blank line between paragraphs, so
 * passages never run two paragraphs together.
 */
export function lessonText(html: string): string {
  if (!html.includes('<')) return html.trim();
  return convert(html, OPTIONS)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
