import type { ApprovalStatus } from '@kru/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconUserExclamation } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/index.ts';

const VIEWS: Record<ApprovalStatus, { color: string; icon: ComponentType<{ size?: number }> }> = {
  incomplete: { color: 'kruPurple', icon: IconUserExclamation },
  pending: { color: 'yellow', icon: IconHourglass },
  rejected: { color: 'red', icon: IconAlertTriangle },
  approved: { color: 'teal', icon: IconCircleCheck },
};

/** Where the review stands and what it means for the documents, with the reviewer's comment when rejected. */
export function ReviewStateAlert({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const status = user.approvalStatus;
  const { color, icon: Icon } = VIEWS[status];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={20} />}
      title={t(`kyc.state.${status}.title`)}
      data-testid="kyc-state"
      data-status={status}
    >
      <Stack gap={6}>
        <Text size="sm">{t(`kyc.state.${status}.text`)}</Text>
        {status === 'rejected' && user.rejectionComment && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }} data-testid="kyc-rejection-comment">
            {t('kyc.comment', { comment: user.rejectionComment })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
