import { rejectCourseBody } from '@kru/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { useRejectCourse } from '../api.ts';

/**
 * Rejects a course or skill under review: the feedback (required) is kept on the course and in its approval
 * log, where the tutor reads what to fix. A refusal (decided meanwhile: 409) shows above the form.
 */
export function RejectCourseModal({
  courseId,
  courseTitle,
  opened,
  onClose,
}: {
  courseId: number;
  courseTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectCourse();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { feedback: '' },
    validate: zodFormResolver(rejectCourseBody),
  });

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit(({ feedback }) => {
    setFormError(null);
    reject.mutate(
      { courseId, feedback: feedback.trim() },
      {
        onSuccess: () => {
          notify.success(t('admin.courseReview.detail.rejected'));
          close();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('admin.courseReview.rejectModal.title')}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="reject-course-form">
        <Stack gap="md">
          <Text size="sm">{t('admin.courseReview.rejectModal.text', { title: courseTitle })}</Text>
          <FormErrorAlert message={formError} />
          <Textarea
            label={t('admin.courseReview.rejectModal.feedback')}
            description={t('admin.courseReview.rejectModal.hint')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            key={form.key('feedback')}
            {...form.getInputProps('feedback')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending} data-testid="reject-course-submit">
              {t('admin.courseReview.rejectModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
