import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A chapter's or section's order typed by hand. A plain text field on purpose: what the author types is what the
 * contract checks (a whole number 1-99, else its message), where a number field would quietly clamp 100 to 99
 * or drop the point of 2.5 and read 25.
 */
export function OrderInput(props: Omit<TextInputProps, 'label' | 'inputMode'>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('courseAuthoring.content.order')}
      description={t('courseAuthoring.content.orderHint')}
      inputMode="numeric"
      withAsterisk
      data-testid="order-input"
      {...props}
    />
  );
}
