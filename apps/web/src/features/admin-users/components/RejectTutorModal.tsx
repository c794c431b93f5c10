import { rejectTutorBody } from '@kru/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { useRejectTutor } from '../../admin/api.ts';

/** Rejects a profile under review: the comment (required) is e-mailed to the tutor and shown on their profile. */
export function RejectTutorModal({
  tutorId,
  tutorName,
  opened,
  onClose,
}: {
  tutorId: number;
  tutorName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectTutor();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { comment: '' },
    validate: zodFormResolver(rejectTutorBody),
  });

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit(({ comment }) => {
    setFormError(null);
    reject.mutate(
      { tutorId, comment: comment.trim() },
      {
        onSuccess: () => {
          notify.success(t('admin.review.rejected'));
          close();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('admin.review.rejectModal.title')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="reject-form">
        <Stack gap="md">
          <Text size="sm">{t('admin.review.rejectModal.text', { name: tutorName })}</Text>
          <FormErrorAlert message={formError} />
          <Textarea
            label={t('admin.review.rejectModal.comment')}
            description={t('admin.review.rejectModal.hint')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            key={form.key('comment')}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending} data-testid="reject-submit">
              {t('admin.review.rejectModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
