import type { RichTextEditorLabels } from '@mantine/tiptap';
import { DEFAULT_LABELS } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The labels of the editor's own controls that the lesson editor shows, in the interface language. */
const TRANSLATED = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'codeControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'blockquoteControlLabel',
  'hrControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'codeBlockControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const;

export function useEditorLabels(): RichTextEditorLabels {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the interface language
  return useMemo(
    () => ({
      ...DEFAULT_LABELS,
      ...Object.fromEntries(TRANSLATED.map((key) => [key, t(`lessonEditor.labels.${key}`)])),
    }),
    [t, i18n.language],
  );
}
