import { NativeSelect } from '@mantine/core';
import { type Editor, useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

/**
 * The languages an author may name for a code block (highlight.js's common set, by their highlight.js names). Short
 * snippets guess badly (two lines of Python read as SCSS), so the reader colours a named language as named.
 */
const LANGUAGES: [value: string, name: string][] = [
  ['python', 'Python'],
  ['javascript', 'JavaScript'],
  ['typescript', 'TypeScript'],
  ['java', 'Java'],
  ['c', 'C'],
  ['cpp', 'C++'],
  ['csharp', 'C#'],
  ['go', 'Go'],
  ['rust', 'Rust'],
  ['kotlin', 'Kotlin'],
  ['swift', 'Swift'],
  ['php', 'PHP'],
  ['ruby', 'Ruby'],
  ['r', 'R'],
  ['sql', 'SQL'],
  ['bash', 'Bash'],
  ['xml', 'HTML / XML'],
  ['css', 'CSS'],
  ['json', 'JSON'],
  ['yaml', 'YAML'],
  ['markdown', 'Markdown'],
];

/** The language of the code block under the cursor, in the toolbar only while the cursor is in one. */
export function CodeLanguageSelect({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation();
  const language = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current?.isActive('codeBlock') ? String(current.getAttributes('codeBlock').language ?? '') : null,
  });
  if (!editor || language === null) return null;
  return (
    <NativeSelect
      size="xs"
      aria-label={t('lessonEditor.codeLanguage.label')}
      data-testid="code-language"
      value={language}
      onChange={(event) =>
        editor
          .chain()
          .focus()
          .updateAttributes('codeBlock', { language: event.currentTarget.value || null })
          .run()
      }
      data={[
        { value: '', label: t('lessonEditor.codeLanguage.auto') },
        ...LANGUAGES.map(([value, label]) => ({ value, label })),
        { value: 'plaintext', label: t('lessonEditor.codeLanguage.plain') },
      ]}
    />
  );
}
