import { LIMITS, updateUserBody } from '@kru/contract';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify.ts';
import { useUnsavedChangesWarning } from '../../../../app/router/use-unsaved-changes-warning.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../../ui/form/index.ts';
import { useSaveProfile } from '../../../onboarding/api.ts';

const contactsRules = updateUserBody.pick({ emails: true }).required();

/**
 * Parents' contacts (the user's `emails`): up to 5 addresses that receive results and session updates once the
 * student consents. `onSaved` hears of the addresses the save added.
 */
export function ParentContactsForm({
  emails,
  onSaved,
}: {
  emails: string[];
  onSaved?: (added: string[]) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { emails }, validate: zodFormResolver(contactsRules) });
  const list = form.getValues().emails;
  useUnsavedChangesWarning(form.isDirty());

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(contactsRules.parse(values), {
      onSuccess: (user) => {
        const before = new Set(form.getInitialValues().emails.map((email) => email.toLowerCase()));
        form.setValues({ emails: user.emails });
        form.resetDirty({ emails: user.emails });
        notify.success(t('settings.saved'));
        onSaved?.(user.emails.filter((email) => !before.has(email)));
      },
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="parents-form">
      <Stack gap="sm" maw={520}>
        <FormErrorAlert message={formError} />
        {list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('settings.parents.empty')}
          </Text>
        )}
        {list.map((_, index) => (
          // The position is the identity of a contact row: rows only change at the end or by removal.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('settings.parents.emailLabel', { position: index + 1 })}
              type="email"
              autoComplete="off"
              style={{ flex: 1 }}
              {...form.getInputProps(`emails.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              onClick={() => form.removeListItem('emails', index)}
              aria-label={t('settings.parents.remove', { position: index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('settings.parents.limit', { max: LIMITS.parentEmailsMax })}
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('emails', '')}
            disabled={list.length >= LIMITS.parentEmailsMax}
          >
            {t('settings.parents.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
