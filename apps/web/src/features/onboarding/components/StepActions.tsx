import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StepActionsProps {
  /** Back to the previous step; no button when absent. */
  onBack?: () => void;
  /** Buttons beside the main one (Skip). */
  extra?: ReactNode;
  submitLabel: string;
  /** The main button submits its form; give `onSubmit` when the step has no form. */
  onSubmit?: () => void;
  loading?: boolean;
}

/** The row under a step or profile form: Back on the left, the main action (and a skip) on the right. */
export function StepActions({ onBack, extra, submitLabel, onSubmit, loading }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mt="md">
      {onBack ? (
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" justify="flex-end">
        {extra}
        <Button
          type={onSubmit ? 'button' : 'submit'}
          onClick={onSubmit}
          loading={loading}
          data-testid="step-submit"
        >
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
