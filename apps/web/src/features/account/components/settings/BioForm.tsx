import { bioForm, LIMITS } from '@kru/contract';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify.ts';
import { useUnsavedChangesWarning } from '../../../../app/router/use-unsaved-changes-warning.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../../ui/form/index.ts';
import { useSaveProfile } from '../../../onboarding/api.ts';

/** The tutor's biography (`description`), shown to students on the tutor's profile; required (contract bioForm). */
export function BioForm({ description }: { description: string | null }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { description: description ?? '' },
    validate: zodFormResolver(bioForm),
  });
  useUnsavedChangesWarning(form.isDirty());
  const length = form.getValues().description.length;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(bioForm.parse(values), {
      onSuccess: () => {
        form.resetDirty();
        notify.success(t('settings.saved'));
      },
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="bio-form">
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <Textarea
          label={t('settings.bio.label')}
          description={t('settings.bio.hint')}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={LIMITS.descriptionMax}
          withAsterisk
          {...form.getInputProps('description')}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {t('settings.bio.count', { length, max: LIMITS.descriptionMax })}
          </Text>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
