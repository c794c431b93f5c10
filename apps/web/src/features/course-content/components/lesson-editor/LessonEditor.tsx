import '@mantine/tiptap/styles.css';
import 'katex/dist/katex.min.css';
import '../../../../ui/code-highlight.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import {
  IconColumnInsertRight,
  IconMathFunction,
  IconPhoto,
  IconRowInsertBottom,
  IconTable,
  IconTableOff,
} from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeLanguageSelect } from './CodeLanguageSelect.tsx';
import { type FormulaDraft, FormulaModal } from './FormulaModal.tsx';
import { ImageModal } from './ImageModal.tsx';
import { lessonExtensions } from './lesson-extensions.ts';
import { useEditorLabels } from './use-editor-labels.ts';

export interface LessonEditorProps {
  label: string;
  description: string;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  error?: string;
}

/**
 * The lesson editor of a text or reading section (Mantine's Tiptap editor): headings, bold and italic, lists,
 * quotes, links, tables, uploaded images with alt text, highlighted code blocks and formulas. It hands its HTML up
 * on every change; an empty editor is an empty body. Loaded only on the authoring page (a lazy chunk).
 */
export default function LessonEditor({
  label,
  description,
  value,
  onChange,
  readOnly,
  error,
}: LessonEditorProps) {
  const { t } = useTranslation();
  const labels = useEditorLabels();
  const [formula, setFormula] = useState<FormulaDraft | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions: lessonExtensions((clicked) => !readOnly && setFormula(clicked)),
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    // Named like any other field, for screen readers (and found by its label in tests).
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const saveFormula = (draft: FormulaDraft) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (draft.pos !== undefined) {
      (draft.display
        ? chain.updateBlockMath({ latex: draft.latex, pos: draft.pos })
        : chain.updateInlineMath({ latex: draft.latex, pos: draft.pos })
      ).run();
    } else {
      (draft.display
        ? chain.insertBlockMath({ latex: draft.latex })
        : chain.insertInlineMath({ latex: draft.latex })
      ).run();
    }
    setFormula(null);
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <RichTextEditor editor={editor} labels={labels} mt={4} data-testid="lesson-editor">
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-height, 0px)">
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.Code />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.CodeBlock />
              <RichTextEditor.Control
                onClick={() => setFormula({ latex: '', display: false })}
                aria-label={t('lessonEditor.formula.add')}
                title={t('lessonEditor.formula.add')}
                data-testid="add-formula"
              >
                <IconMathFunction size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => setImageOpen(true)}
                aria-label={t('lessonEditor.image.add')}
                title={t('lessonEditor.image.add')}
                data-testid="add-image"
              >
                <IconPhoto size={16} stroke={1.5} />
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Control
                onClick={() =>
                  editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
                }
                aria-label={t('lessonEditor.table.add')}
                title={t('lessonEditor.table.add')}
              >
                <IconTable size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => editor?.chain().focus().addRowAfter().run()}
                disabled={!editor?.can().addRowAfter()}
                aria-label={t('lessonEditor.table.addRow')}
                title={t('lessonEditor.table.addRow')}
              >
                <IconRowInsertBottom size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => editor?.chain().focus().addColumnAfter().run()}
                disabled={!editor?.can().addColumnAfter()}
                aria-label={t('lessonEditor.table.addColumn')}
                title={t('lessonEditor.table.addColumn')}
              >
                <IconColumnInsertRight size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => editor?.chain().focus().deleteTable().run()}
                disabled={!editor?.can().deleteTable()}
                aria-label={t('lessonEditor.table.remove')}
                title={t('lessonEditor.table.remove')}
              >
                <IconTableOff size={16} stroke={1.5} />
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
            <CodeLanguageSelect editor={editor} />
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={240} data-testid="lesson-editor-content" />
      </RichTextEditor>
      <FormulaModal draft={formula} onClose={() => setFormula(null)} onSave={saveFormula} />
      <ImageModal
        opened={imageOpen}
        onClose={() => setImageOpen(false)}
        onInsert={(image) => editor?.chain().focus().setImage(image).run()}
      />
    </Input.Wrapper>
  );
}
