import { APPROVAL_STATUSES, type ApprovalStatus } from '@kru/contract';
import { Anchor, Badge, Blockquote, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../app/session/index.ts';

const COLORS: Record<ApprovalStatus, string> = {
  incomplete: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/**
 * Where the tutor's profile review stands, what to do about it (with the reviewer's comment when rejected),
 * and what each review state means. The documents card below (`#documents`) is where the tutor acts.
 */
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
          <Blockquote color="red" p="sm" data-testid="approval-comment">
            <Text size="sm" fw={600}>
              {t('profile.approval.commentLabel')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {user.rejectionComment}
            </Text>
          </Blockquote>
        )}
        {(status === 'incomplete' || status === 'rejected') && (
          <Anchor href="#documents" fw={600} size="sm">
            {t(`profile.approval.${status}.action`)}
          </Anchor>
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
