import { LIMITS } from '@kru/contract/limits';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/form/index.ts';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** A new password typed twice (sign-up, reset). */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('auth.fields.newPassword')}
        description={t('auth.fields.passwordHint', { min: LIMITS.passwordMin })}
        autoComplete="new-password"
        withAsterisk
        data-testid="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        data-testid="confirm-password"
        key={form.key('password_confirmation')}
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
