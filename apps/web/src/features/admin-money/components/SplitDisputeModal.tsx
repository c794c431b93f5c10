import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert } from '../../../ui/form/index.ts';
import { formatMoney } from '../../../ui/format.ts';
import { type ConsoleDispute, useDecideDispute } from '../disputes-api.ts';

/** The two shares of a split, in pounds as typed; the server checks that they add up to what is held. */
interface SplitValues {
  studentAmount: string;
  tutorAmount: string;
}

/** Half each, the student's share rounded down to the penny. */
function halves(amount: number): SplitValues {
  const pence = Math.round(amount * 100);
  const student = Math.floor(pence / 2);
  return { studentAmount: (student / 100).toFixed(2), tutorAmount: ((pence - student) / 100).toFixed(2) };
}

/** Splitting a disputed session's held money between the student's wallet and the tutor's earnings. */
export function SplitDisputeModal({
  dispute,
  onClose,
}: {
  dispute: ConsoleDispute | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideDispute();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SplitValues>({ initialValues: { studentAmount: '', tutorAmount: '' } });
  const { setValues } = form;
  useEffect(() => {
    if (dispute) {
      setValues(halves(dispute.amount));
      setFormError(null);
    }
  }, [dispute, setValues]);

  const submit = form.onSubmit((values) => {
    if (!dispute) return;
    setFormError(null);
    decide.mutate(
      {
        id: dispute.id,
        decision: 'split',
        studentAmount: Number(values.studentAmount.trim()),
        tutorAmount: Number(values.tutorAmount.trim()),
      },
      {
        onSuccess: () => {
          notify.success(t('admin.disputes.done.split'));
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <Modal opened={dispute !== null} onClose={onClose} title={t('admin.disputes.split.title')} centered>
      <form onSubmit={submit} noValidate data-testid="split-form">
        <Stack gap="md">
          <Text size="sm">
            {t('admin.disputes.split.text', { amount: formatMoney(dispute?.amount ?? 0) })}
          </Text>
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('admin.disputes.split.studentAmount')}
            withAsterisk
            inputMode="decimal"
            leftSection="£"
            autoComplete="off"
            {...form.getInputProps('studentAmount')}
          />
          <TextInput
            label={t('admin.disputes.split.tutorAmount')}
            withAsterisk
            inputMode="decimal"
            leftSection="£"
            autoComplete="off"
            {...form.getInputProps('tutorAmount')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={decide.isPending} data-testid="split-submit">
              {t('admin.disputes.split.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
