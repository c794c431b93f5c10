import { SPOKEN_LANGUAGES, type SpokenLanguage } from '@kru/contract';
import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify.ts';
import { useUnsavedChangesWarning } from '../../../../app/router/use-unsaved-changes-warning.ts';
import { applyServerErrors, FormErrorAlert } from '../../../../ui/form/index.ts';
import { useSaveProfile } from '../../../onboarding/api.ts';

/** The languages a tutor speaks (`spoken_languages`): on their card and profile, and the search's language filter. */
export function SpokenLanguagesForm({ languages }: { languages: readonly SpokenLanguage[] }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { spoken_languages: [...languages] as string[] } });
  useUnsavedChangesWarning(form.isDirty());

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(
      { spoken_languages: values.spoken_languages as SpokenLanguage[] },
      {
        onSuccess: () => {
          form.resetDirty();
          notify.success(t('settings.saved'));
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="spoken-languages-form">
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <MultiSelect
          label={t('settings.spokenLanguages.label')}
          placeholder={t('settings.spokenLanguages.placeholder')}
          data={SPOKEN_LANGUAGES.map((code) => ({
            value: code,
            label: t(`tuition.spokenLanguages.${code}`),
          }))}
          searchable
          clearable
          data-testid="spoken-languages"
          {...form.getInputProps('spoken_languages')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
