import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormErrorAlert, translateMessageKey } from '../../../ui/form/index.ts';
import { formatMoney } from '../../../ui/format.ts';
import { useStartTopUp, type Wallet } from '../api.ts';
import { useResetOnPageReturn } from '../hooks/use-reset-on-page-return.ts';
import { amountForWire, topUpAmountError } from '../top-up-amount.ts';
import { MoneySection } from './MoneySection.tsx';

/** Amounts offered with one click. */
const QUICK_AMOUNTS = ['10', '20', '50'];

/** Top-up: an amount in pounds (contract topUpQuery rules), then the provider's checkout. */
export function TopUpForm({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const startTopUp = useStartTopUp();
  useResetOnPageReturn(startTopUp.reset);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { amount: '' },
    validate: {
      amount: (value) => {
        const key = topUpAmountError(value);
        return key ? translateMessageKey(key) : null;
      },
    },
  });

  const submit = form.onSubmit(({ amount }) => {
    setFormError(null);
    startTopUp.mutate(amountForWire(amount), {
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  });
  // After the answer the browser is on its way to the checkout: keep the button busy until it leaves.
  const redirecting = startTopUp.isPending || startTopUp.isSuccess;

  return (
    <MoneySection
      id="top-up"
      title={t('fees.topUp.title')}
      description={t('fees.topUp.description', {
        min: formatMoney(wallet.minTopUp),
        max: formatMoney(wallet.maxTopUp),
      })}
    >
      <form onSubmit={submit} noValidate data-testid="top-up-form">
        <Stack gap="sm">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('fees.topUp.amount')}
            description={t('fees.topUp.amountHint')}
            leftSection="£"
            inputMode="decimal"
            autoComplete="off"
            placeholder="10.00"
            withAsterisk
            maw={240}
            key={form.key('amount')}
            {...form.getInputProps('amount')}
          />
          <Group gap="xs" aria-label={t('fees.topUp.quick')} role="group">
            {QUICK_AMOUNTS.map((amount) => (
              <Button
                key={amount}
                size="compact-sm"
                variant="default"
                onClick={() => form.setFieldValue('amount', amount)}
              >
                {formatMoney(Number(amount))}
              </Button>
            ))}
          </Group>
          <Group>
            <Button type="submit" loading={redirecting} data-testid="top-up-submit">
              {t('fees.topUp.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </MoneySection>
  );
}
