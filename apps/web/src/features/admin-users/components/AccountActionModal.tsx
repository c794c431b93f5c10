import { restoreUserBody, suspendUserBody } from '@kru/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { useAccountAction } from '../../admin/api.ts';

/**
 * Suspends an account (a reason is required; the user's tokens stop working at once) or lifts the suspension
 * (the reason is optional). The reason goes into the audit log.
 */
export function AccountActionModal({
  action,
  userId,
  userName,
  opened,
  onClose,
  tutor = false,
}: {
  action: 'suspend' | 'restore';
  userId: number;
  userName: string;
  opened: boolean;
  /** Suspending a tutor also cancels their coming sessions and holds past ones' payments: said beforehand. */
  tutor?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useAccountAction(action);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: zodFormResolver(action === 'suspend' ? suspendUserBody : restoreUserBody),
  });

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit(({ reason }) => {
    setFormError(null);
    mutation.mutate(
      { userId, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t(`admin.user.${action}.done`, { name: userName }));
          close();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t(`admin.user.${action}.title`)} centered>
      <form onSubmit={submit} noValidate data-testid={`${action}-form`}>
        <Stack gap="md">
          <Text size="sm">{t(`admin.user.${action}.text`, { name: userName })}</Text>
          {action === 'suspend' && tutor && <Text size="sm">{t('admin.user.suspend.tutorText')}</Text>}
          <FormErrorAlert message={formError} />
          <Textarea
            label={t(`admin.user.${action}.reason`)}
            withAsterisk={action === 'suspend'}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              type="submit"
              color={action === 'suspend' ? 'red' : 'teal'}
              loading={mutation.isPending}
              data-testid={`${action}-submit`}
            >
              {t(`admin.user.${action}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
