import { Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormulaDraft {
  latex: string;
  display: boolean;
  /** Where the formula being edited is; absent for a new one. */
  pos?: number;
}

/** Asks for a formula in LaTeX (`\frac{a}{b}`, `x^2`), inline in the text or on a line of its own. */
export function FormulaModal({
  draft,
  onClose,
  onSave,
}: {
  draft: FormulaDraft | null;
  onClose: () => void;
  onSave: (formula: FormulaDraft) => void;
}) {
  const { t } = useTranslation();
  const [latex, setLatex] = useState('');
  const [display, setDisplay] = useState(false);
  useEffect(() => {
    if (draft) {
      setLatex(draft.latex);
      setDisplay(draft.display);
    }
  }, [draft]);
  const editing = draft?.pos !== undefined;
  return (
    <Modal opened={draft !== null} onClose={onClose} title={t('lessonEditor.formula.title')} centered>
      <Stack gap="md">
        <Textarea
          label={t('lessonEditor.formula.latex')}
          description={t('lessonEditor.formula.latexHint')}
          value={latex}
          onChange={(event) => setLatex(event.currentTarget.value)}
          autosize
          minRows={2}
          data-autofocus
          data-testid="formula-latex"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Checkbox
          label={t('lessonEditor.formula.display')}
          checked={display}
          disabled={editing}
          onChange={(event) => setDisplay(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!latex.trim()}
            onClick={() => onSave({ latex: latex.trim(), display, pos: draft?.pos })}
            data-testid="formula-save"
          >
            {t(editing ? 'lessonEditor.formula.update' : 'lessonEditor.formula.insert')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
