import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is a named Tab stop (Mantine's is skipped by Tab and unnamed): a
 * keyboard user can check what they typed too. The button says whether the password is shown (`aria-pressed`).
 * Mantine marks a wrong password only by its look (`data-invalid`): it is marked for screen readers too.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      aria-invalid={Boolean(props.error) || undefined}
      visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': t('common.showPassword') }}
    />
  );
}
