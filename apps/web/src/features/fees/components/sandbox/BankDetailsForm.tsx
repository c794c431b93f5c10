import { sandboxConnectBody } from '@kru/contract';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../../ui/form/index.ts';
import { type PayoutAccount, useSaveSandboxPayoutAccount } from '../../api.ts';
import { FEES_PATH } from '../../paths.ts';
import { TEST_ACCOUNT_NUMBERS } from '../../sandbox-values.ts';
import { TestValueList } from './TestValueList.tsx';

/** UK bank details for payouts (contract sandboxConnectBody: sort code 6 digits, account number 8). */
export function BankDetailsForm({ current }: { current: PayoutAccount | null }) {
  const { t } = useTranslation();
  const save = useSaveSandboxPayoutAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      account_holder: current?.holderName ?? '',
      sort_code: current?.sortCode ?? '',
      account_number: '',
    },
    validate: zodFormResolver(sandboxConnectBody),
  });
  const testNumbers = TEST_ACCOUNT_NUMBERS.map((item) => ({
    value: item.value,
    display: item.value,
    outcome: t(`sandbox.connect.numbers.${item.outcome}`),
  }));

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = sandboxConnectBody.parse(values);
    save.mutate(body, { onError: (error) => setFormError(applyServerErrors(form, error)) });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="bank-details-form">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        {current?.accountLast4 && (
          <Text size="sm" c="dimmed" data-testid="bank-details-current">
            {t('sandbox.connect.current', { last4: current.accountLast4 })}
          </Text>
        )}
        <TextInput
          label={t('sandbox.connect.holder')}
          autoComplete="name"
          withAsterisk
          key={form.key('account_holder')}
          {...form.getInputProps('account_holder')}
        />
        <Group grow align="flex-start" gap="md">
          <TextInput
            label={t('sandbox.connect.sortCode')}
            description={t('sandbox.connect.sortCodeHint')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="12-34-56"
            withAsterisk
            key={form.key('sort_code')}
            {...form.getInputProps('sort_code')}
          />
          <TextInput
            label={t('sandbox.connect.accountNumber')}
            description={t('sandbox.connect.accountNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="12345678"
            withAsterisk
            key={form.key('account_number')}
            {...form.getInputProps('account_number')}
          />
        </Group>
        <TestValueList
          label={t('sandbox.connect.numbers.title')}
          values={testNumbers}
          onPick={(value) => form.setFieldValue('account_number', value)}
        />
        <Group justify="space-between" gap="sm" mt="xs">
          <Anchor component={Link} to={FEES_PATH} size="sm">
            {t('sandbox.backToFees')}
          </Anchor>
          <Button type="submit" loading={save.isPending || save.isSuccess} data-testid="bank-details-submit">
            {t('sandbox.connect.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
