import { CodeBlockLowlight } from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import { Mathematics } from '@tiptap/extension-mathematics';
import { TableKit } from '@tiptap/extension-table';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight(common);

export interface FormulaClick {
  latex: string;
  pos: number;
  display: boolean;
}

/**
 * What a lesson may hold, and nothing more (the server's allow-list matches it): headings 2-4, bold, italic,
 * underline, strike, inline code, lists, quotes, rules, links, tables, images, code blocks highlighted by
 * lowlight (highlight.js) and maths (LaTeX typeset by KaTeX), inline and on a line of its own.
 */
export function lessonExtensions(onFormulaClick: (formula: FormulaClick) => void) {
  const clicked = (display: boolean) => (node: ProseMirrorNode, pos: number) =>
    onFormulaClick({ latex: String(node.attrs.latex ?? ''), pos, display });
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      link: { openOnClick: false, protocols: ['https', 'http', 'mailto'] },
    }),
    CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
    Image.configure({ inline: false }),
    TableKit.configure({ table: { resizable: false } }),
    Mathematics.configure({
      inlineOptions: { onClick: clicked(false) },
      blockOptions: { onClick: clicked(true) },
      katexOptions: { throwOnError: false },
    }),
  ];
}
