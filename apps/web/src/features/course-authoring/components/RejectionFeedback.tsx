import { Alert, Text } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthoredCourse } from '../api.ts';

/**
 * The admin team's reason for the last rejection: shown while the course is rejected and through the edits
 * after it (the course is then a draft again), until the author submits it again (the server clears it then).
 */
export function RejectionFeedback({
  course,
  withNextStep = false,
}: {
  course: Pick<AuthoredCourse, 'approvalState' | 'feedback'>;
  withNextStep?: boolean;
}) {
  const { t } = useTranslation();
  const kept = course.approvalState === 'rejected' || course.approvalState === 'draft';
  if (!kept || !course.feedback) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconMessageReport size={18} />}
      title={t('courseAuthoring.feedback.title')}
      data-testid="rejection-feedback"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {course.feedback}
      </Text>
      {course.approvalState === 'draft' && (
        <Text size="xs" mt="xs" c="dimmed" data-testid="feedback-edited">
          {t('authoringTools.feedback.editedSince')}
        </Text>
      )}
      {withNextStep && (
        <Text size="sm" mt="xs" c="dimmed">
          {t('courseAuthoring.feedback.next')}
        </Text>
      )}
    </Alert>
  );
}
