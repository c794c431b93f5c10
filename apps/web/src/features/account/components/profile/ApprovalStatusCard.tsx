import { APPROVAL_STATUSES, type ApprovalStatus } from '@kru/contract';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../app/session/index.ts';

const COLORS: Record<ApprovalStatus, string> = {
  incomplete: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** Where the tutor's profile review stands, and what each review state means. */
export function ApprovalStatusCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const status = user.approvalStatus;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="approval-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('profile.approval.title')}
          </Title>
          <Badge color={COLORS[status]} variant="light" size="lg" data-testid="approval-status">
            {t(`profile.approval.${status}.label`)}
          </Badge>
        </Group>
        <Text>{t(`profile.approval.${status}.text`)}</Text>
        {status === 'rejected' && user.rejectionComment && (
          <Text fs="italic" c="red.8">
            {t('profile.approval.comment', { comment: user.rejectionComment })}
          </Text>
        )}
        <Text size="sm" fw={600} mt="xs">
          {t('profile.approval.howItWorks')}
        </Text>
        <List size="sm" spacing={4}>
          {APPROVAL_STATUSES.map((item) => (
            <List.Item key={item}>
              <Text span size="sm" fw={item === status ? 700 : 500}>
                {t(`profile.approval.${item}.label`)}
              </Text>
              <Text span size="sm" c="dimmed">
                {' '}
                {t(`profile.approval.${item}.short`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
