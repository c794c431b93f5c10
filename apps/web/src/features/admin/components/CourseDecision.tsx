import { Alert, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { type ReviewCourse, useApproveCourse } from '../course-review-api.ts';
import { RejectCourseModal } from './RejectCourseModal.tsx';

/** Approve (after a confirmation) or Reject (with feedback): only a pending course can be decided. */
export function CourseDecision({ course }: { course: ReviewCourse }) {
  const { t } = useTranslation();
  const approve = useApproveCourse();
  const [rejecting, { open: openReject, close: closeReject }] = useDisclosure(false);

  const confirmApprove = () =>
    void dialogs.confirm({
      title: t('admin.courseReview.approveConfirm.title'),
      children: <Text size="sm">{t('admin.courseReview.approveConfirm.text', { title: course.title })}</Text>,
      labels: { confirm: t('admin.courseReview.detail.approve'), cancel: t('admin.common.cancel') },
      confirmProps: { color: 'teal', 'data-testid': 'approve-course-confirm' },
      onConfirm: () =>
        approve.mutate(
          { courseId: course.id, feedback: '' },
          { onSuccess: () => notify.success(t('admin.courseReview.detail.approved')) },
        ),
    });

  if (course.approvalState !== 'pending') return null;
  return (
    <>
      <Button
        color="teal"
        leftSection={<IconCheck size={16} />}
        loading={approve.isPending}
        onClick={confirmApprove}
        data-testid="approve-course-button"
      >
        {t('admin.courseReview.detail.approve')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} />}
        onClick={openReject}
        data-testid="reject-course-button"
      >
        {t('admin.courseReview.detail.reject')}
      </Button>
      <RejectCourseModal
        courseId={course.id}
        courseTitle={course.title}
        opened={rejecting}
        onClose={closeReject}
      />
    </>
  );
}

const NOTICE_COLORS = { draft: 'gray', approved: 'teal', rejected: 'red' } as const;

/** Where the review stands when no decision can be made now, with the last reasons given for a rejection. */
export function CourseStateNotice({ course }: { course: ReviewCourse }) {
  const { t } = useTranslation();
  const state = course.approvalState;
  if (state === 'pending') return null;
  return (
    <Alert
      color={NOTICE_COLORS[state]}
      variant="light"
      icon={<IconInfoCircle size={18} />}
      data-testid="course-state-notice"
    >
      <Text size="sm">{t(`admin.courseReview.notice.${state}`)}</Text>
      {course.feedback && state !== 'approved' && (
        <Text size="sm" mt={4} fs="italic" style={{ whiteSpace: 'pre-line' }}>
          {t('admin.courseReview.lastFeedback', { feedback: course.feedback })}
        </Text>
      )}
    </Alert>
  );
}
