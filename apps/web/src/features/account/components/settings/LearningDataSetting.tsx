import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify.ts';
import { FormErrorAlert } from '../../../../ui/form/index.ts';
import { useSaveProfile } from '../../../onboarding/api.ts';

/**
 * Whether the student's tutors see their learning data (diagnostics, quiz mistakes, course progress) in the brief
 * of each session (`share_learning_with_tutors`, first asked when booking); saved at once.
 */
export function LearningDataSetting({ shared }: { shared: boolean | null }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    setError(null);
    save.mutate(
      { share_learning_with_tutors: next },
      {
        onSuccess: () => notify.success(t('settings.learningData.saved')),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack gap="sm">
      <FormErrorAlert message={error} />
      <Switch
        checked={shared === true}
        onChange={(event) => change(event.currentTarget.checked)}
        disabled={save.isPending}
        label={t('settings.learningData.label')}
        description={shared === null ? t('settings.learningData.notAsked') : undefined}
        data-testid="settings-learning-data"
      />
    </Stack>
  );
}
