import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormErrorAlert } from '../../../ui/form/index.ts';

/** The longest reason the server keeps. */
const REASON_MAX = 1000;

/**
 * A modal asking why (a cancellation, a rejection): the reason is required (`requiredMessage`, the spec's
 * "Reasons of ... is required") unless `requiredMessage` is null (a no-show report, where it is optional);
 * what the server refuses shows in place.
 */
export function ReasonModal({
  opened,
  title,
  explanation,
  label,
  requiredMessage,
  submitLabel,
  submitColor = 'red',
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  explanation: ReactNode;
  label: string;
  requiredMessage: string | null;
  submitLabel: string;
  submitColor?: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() || requiredMessage === null ? null : requiredMessage) },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) {
      reset();
      setFormError(null);
    }
  }, [opened, reset]);

  const submit = form.onSubmit(async ({ reason }) => {
    setFormError(null);
    setSending(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    } finally {
      setSending(false);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {typeof explanation === 'string' ? <Text size="sm">{explanation}</Text> : explanation}
          <FormErrorAlert message={formError} />
          {/* The focus starts in the reason, what the dialog is for (not on its close button). */}
          <Textarea
            data-autofocus
            label={label}
            withAsterisk={requiredMessage !== null}
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tuition.back')}
            </Button>
            <Button type="submit" color={submitColor} loading={sending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
