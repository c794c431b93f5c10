import { isCardNumber, MSG } from '@kru/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormErrorAlert, translateMessageKey } from '../../../../ui/form/index.ts';
import { formatMoney } from '../../../../ui/format.ts';
import { type SandboxCheckout, useCompleteSandboxCheckout } from '../../api.ts';
import { cardNumberForWire, groupCardNumber } from '../../sandbox-values.ts';
import { TestValueList } from './TestValueList.tsx';

/** The test card field with the three test cards, then Pay or abandon; the answer says where to go back to. */
export function SandboxCheckoutForm({ checkout }: { checkout: SandboxCheckout }) {
  const { t } = useTranslation();
  const complete = useCompleteSandboxCheckout(checkout.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { card_number: '' },
    validate: {
      card_number: (value) =>
        !cardNumberForWire(value)
          ? translateMessageKey(MSG.cardNumberRequired)
          : isCardNumber(value)
            ? null
            : translateMessageKey(MSG.cardNumberInvalid),
    },
  });
  const cards = [
    { value: checkout.cards.succeeds, outcome: t('sandbox.checkout.cards.succeeds') },
    { value: checkout.cards.declined, outcome: t('sandbox.checkout.cards.declined') },
    { value: checkout.cards.renewalsDeclined, outcome: t('sandbox.checkout.cards.renewalsDeclined') },
  ].map((card) => ({ ...card, display: groupCardNumber(card.value) }));

  const onError = (error: unknown) => setFormError(applyServerErrors(form, error));
  const pay = form.onSubmit(({ card_number: cardNumber }) => {
    setFormError(null);
    complete.mutate({ outcome: 'pay', card_number: cardNumberForWire(cardNumber) }, { onError });
  });
  const abandon = () => {
    setFormError(null);
    complete.mutate({ outcome: 'abandon' }, { onError });
  };
  const busy = complete.isPending || complete.isSuccess;
  const chosen = complete.variables?.outcome;

  return (
    <form onSubmit={pay} noValidate data-testid="sandbox-checkout-form">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label={t('sandbox.checkout.cardNumber')}
          description={t('sandbox.checkout.cardNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          withAsterisk
          key={form.key('card_number')}
          {...form.getInputProps('card_number')}
        />
        <TestValueList
          label={t('sandbox.checkout.cards.title')}
          values={cards}
          onPick={(value) => form.setFieldValue('card_number', groupCardNumber(value))}
        />
        <Group justify="space-between" gap="sm" mt="xs">
          <Button
            variant="default"
            onClick={abandon}
            disabled={busy && chosen !== 'abandon'}
            loading={busy && chosen === 'abandon'}
            data-testid="sandbox-abandon"
          >
            {t('sandbox.checkout.abandon')}
          </Button>
          <Button
            type="submit"
            disabled={busy && chosen !== 'pay'}
            loading={busy && chosen === 'pay'}
            data-testid="sandbox-pay"
          >
            {t('sandbox.checkout.pay', { amount: formatMoney(checkout.amount) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
