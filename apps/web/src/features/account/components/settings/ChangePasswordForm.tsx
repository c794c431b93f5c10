import { changePasswordForm, LIMITS } from '@kru/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify.ts';
import {
  applyServerErrors,
  FormErrorAlert,
  PasswordField,
  zodFormResolver,
} from '../../../../ui/form/index.ts';
import { useChangePassword } from '../../api.ts';

/** Current password, then the new one twice (contract changePasswordForm). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: zodFormResolver(changePasswordForm),
  });

  const submit = form.onSubmit(({ old_password: oldPassword, password }) => {
    setFormError(null);
    changePassword.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          form.reset();
          notify.success(t('settings.password.updated'));
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="md" maw={420}>
        <FormErrorAlert message={formError} />
        <PasswordField
          label={t('settings.password.current')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('old_password')}
          {...form.getInputProps('old_password')}
        />
        <PasswordField
          label={t('settings.password.new')}
          description={t('auth.fields.passwordHint', { min: LIMITS.passwordMin })}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password_confirmation')}
          {...form.getInputProps('password_confirmation')}
        />
        <Group>
          <Button type="submit" loading={changePassword.isPending}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
