import '../../../ui/code-highlight.css';
import hljs from 'highlight.js/lib/common';

/** Colours the code blocks of a lesson body: in the language the author chose, or the one highlight.js detects. */
export function highlightCode(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('pre code')) {
    if (!block.dataset.highlighted) hljs.highlightElement(block);
  }
}
