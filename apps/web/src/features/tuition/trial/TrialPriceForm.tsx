import { LIMITS, MSG } from '@kru/contract';
import { NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, translateMessageKey } from '../../../ui/form/index.ts';
import { StepActions } from '../../onboarding/components/StepActions.tsx';
import { type ProfileFormProps, useProfileForm } from '../../onboarding/hooks/use-profile-form.ts';

interface TrialValues extends Record<string, unknown> {
  offered: boolean;
  /** Pounds; '' while the field is empty. */
  trial_price: number | string;
}

/** The tutor's trial lesson: offered or not, and at what price (0: free). Saved as `trial_price` (null: none). */
export function TrialPriceForm({ user, submitLabel, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const { form, submit, saving, formError } = useProfileForm<TrialValues>({
    initialValues: { offered: user.trialPrice !== null, trial_price: user.trialPrice ?? 0 },
    validate: (values) => {
      if (!values.offered) return {};
      const price = values.trial_price;
      const valid =
        typeof price === 'number' &&
        price >= 0 &&
        price <= LIMITS.pricePerHourMax &&
        Math.round(price * 100) === Number((price * 100).toFixed(6));
      return valid ? {} : { trial_price: translateMessageKey(MSG.trialPriceInvalid) };
    },
    toBody: (values, isDirty) =>
      isDirty('offered') || isDirty('trial_price')
        ? { trial_price: values.offered ? Number(values.trial_price) : null }
        : {},
    onSaved,
  });
  const { offered } = form.getValues();
  return (
    <form onSubmit={submit} noValidate data-testid="trial-price-form">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Text size="sm" c="dimmed">
          {t('tuition.trial.formIntro')}
        </Text>
        <Switch
          label={t('tuition.trial.offer')}
          data-testid="trial-offer"
          {...form.getInputProps('offered', { type: 'checkbox' })}
        />
        {offered && (
          <NumberInput
            label={t('tuition.trial.priceLabel')}
            description={t('tuition.trial.priceHint')}
            leftSection="£"
            decimalScale={2}
            min={0}
            max={LIMITS.pricePerHourMax}
            allowNegative={false}
            clampBehavior="none"
            maw={240}
            data-testid="trial-price"
            {...form.getInputProps('trial_price')}
          />
        )}
        <StepActions submitLabel={submitLabel} loading={saving} />
      </Stack>
    </form>
  );
}
