import { adjustmentBody, MSG } from '@kru/contract';
import { Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import {
  applyServerErrors,
  FormErrorAlert,
  translateMessageKey,
  zodFormResolver,
} from '../../../ui/form/index.ts';
import { formatMoney } from '../../../ui/format.ts';
import { type AdjustmentInput, type ConsoleWallet, useAdjustBalance } from '../api.ts';
import { balanceAfter } from '../money-display.ts';

interface AdjustmentValues {
  account: AdjustmentInput['account'];
  direction: AdjustmentInput['direction'];
  /** Pounds as typed. */
  amount: string;
  reason: string;
}

const INITIAL: AdjustmentValues = { account: 'wallet', direction: 'credit', amount: '', reason: '' };

/**
 * Credits or debits the user's wallet or earnings against Kru's own account. The reason is required and goes
 * into the account history; the balance the adjustment would leave is shown before it is made.
 */
export function AdjustBalanceModal({
  userId,
  userName,
  wallet,
  opened,
  onClose,
  onAdjusted,
}: {
  userId: number;
  userName: string;
  wallet: ConsoleWallet;
  opened: boolean;
  onClose: () => void;
  onAdjusted: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useAdjustBalance(userId);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per adjustment being made: a resent request is the same adjustment; the next one gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<AdjustmentValues>({
    initialValues: INITIAL,
    validate: zodFormResolver(adjustmentBody),
  });
  const { account, direction, amount } = form.getValues();
  const after = balanceAfter(account === 'wallet' ? wallet.wallet : wallet.earnings, direction, amount);

  const close = () => {
    form.reset();
    setIdempotencyKey(crypto.randomUUID());
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    mutation.mutate(
      {
        input: { ...values, amount: Number(values.amount.trim()), reason: values.reason.trim() },
        idempotencyKey,
      },
      {
        onSuccess: () => {
          notify.success(t('admin.money.adjust.done', { name: userName }));
          onAdjusted();
          close();
        },
        onError: (error) => {
          // The ledger refused to take the account below zero: that is about the amount (the server's words
          // speak to the wallet's owner).
          if (isApiError(error) && error.message === translateMessageKey(MSG.insufficientBalance)) {
            form.setFieldError('amount', t('admin.money.adjust.belowZero'));
          } else setFormError(applyServerErrors(form, error));
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('admin.money.adjust.title')} centered>
      <form onSubmit={submit} noValidate data-testid="adjust-form">
        <Stack gap="md">
          <Text size="sm">{t('admin.money.adjust.text', { name: userName })}</Text>
          <FormErrorAlert message={formError} />
          <Radio.Group
            label={t('admin.money.adjust.account')}
            withAsterisk
            {...form.getInputProps('account')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="wallet" label={t('admin.money.accounts.wallet')} />
              <Radio value="earnings" label={t('admin.money.accounts.earnings')} />
            </Group>
          </Radio.Group>
          <Radio.Group
            label={t('admin.money.adjust.direction')}
            withAsterisk
            {...form.getInputProps('direction')}
          >
            <Group gap="lg" mt={6}>
              <Radio
                value="credit"
                label={t('admin.money.adjust.credit')}
                description={t('admin.money.adjust.creditHint')}
              />
              <Radio
                value="debit"
                label={t('admin.money.adjust.debit')}
                description={t('admin.money.adjust.debitHint')}
              />
            </Group>
          </Radio.Group>
          <TextInput
            label={t('admin.money.adjust.amount')}
            withAsterisk
            inputMode="decimal"
            leftSection="£"
            autoComplete="off"
            description={
              after !== null &&
              t(after < 0 ? 'admin.money.adjust.afterBelowZero' : 'admin.money.adjust.after', {
                amount: formatMoney(after),
              })
            }
            data-testid="adjust-amount"
            {...form.getInputProps('amount')}
          />
          <Textarea
            label={t('admin.money.adjust.reason')}
            description={t('admin.money.adjust.reasonHint')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={500}
            data-testid="adjust-reason"
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="adjust-submit">
              {t('admin.money.adjust.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
