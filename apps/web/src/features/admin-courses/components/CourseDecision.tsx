import { Alert, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { DecisionButtons } from '../../admin/components/DecisionButtons.tsx';
import { type ReviewCourse, useApproveCourse } from '../api.ts';
import { RejectCourseModal } from './RejectCourseModal.tsx';

/** Approve (after a confirmation) or Reject (with feedback): only a pending course can be decided. */
export function CourseDecision({ course }: { course: ReviewCourse }) {
  const { t } = useTranslation();
  const approve = useApproveCourse();
  const [rejecting, { open: openReject, close: closeReject }] = useDisclosure(false);

  if (course.approvalState !== 'pending') return null;
  return (
    <>
      <DecisionButtons
        texts={{
          approve: t('admin.courseReview.detail.approve'),
          reject: t('admin.courseReview.detail.reject'),
          confirmTitle: t('admin.courseReview.approveConfirm.title'),
          confirmText: t('admin.courseReview.approveConfirm.text', { title: course.title }),
        }}
        testIds={{
          approve: 'approve-course-button',
          reject: 'reject-course-button',
          confirm: 'approve-course-confirm',
        }}
        approving={approve.isPending}
        onApprove={() =>
          approve.mutate(
            { courseId: course.id, feedback: '' },
            { onSuccess: () => notify.success(t('admin.courseReview.detail.approved')) },
          )
        }
        onReject={openReject}
      />
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
