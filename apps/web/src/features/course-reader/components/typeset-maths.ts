import 'katex/dist/katex.min.css';
import katex from 'katex';

/** Typesets every formula of a lesson body (kept as LaTeX in `data-latex`) in place, inline or on its own line. */
export function typesetMaths(root: ParentNode): void {
  for (const node of root.querySelectorAll<HTMLElement>(
    '[data-type="inline-math"], [data-type="block-math"]',
  )) {
    katex.render(node.dataset.latex ?? '', node, {
      displayMode: node.dataset.type === 'block-math',
      // A formula with a mistake shows its source in red rather than breaking the lesson.
      throwOnError: false,
    });
  }
}
