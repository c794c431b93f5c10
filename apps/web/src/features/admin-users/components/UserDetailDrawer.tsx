import { Anchor, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlayerPause, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/use-session.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { type ConsoleUserDetail, useConsoleUser } from '../../admin/api.ts';
import { AuditHistory } from '../../admin/components/AuditHistory.tsx';
import { FieldGrid } from '../../admin/components/FieldGrid.tsx';
import { LoadFailed } from '../../admin/components/LoadFailed.tsx';
import { Section } from '../../admin/components/Section.tsx';
import { reviewPath } from '../../admin/paths.ts';
import { MoneySection } from '../../admin-money/components/MoneySection.tsx';
import { AccountActionModal } from './AccountActionModal.tsx';
import { AccountStateBadge, ApprovalBadge, RoleBadge } from './StatusBadges.tsx';

function UserDetail({ user }: { user: ConsoleUserDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const [suspending, suspendModal] = useDisclosure(false);
  const [restoring, restoreModal] = useDisclosure(false);
  const name = user.fullName || user.email;
  const isSelf = session.user?.id === user.id;
  const label = (key: string) => t(`admin.user.fields.${key}`);

  return (
    <Stack gap="lg" data-testid="user-detail">
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Group gap="xs" mt={4}>
          <RoleBadge role={user.role} />
          <AccountStateBadge user={user} />
          {user.role === 'teacher' && <ApprovalBadge status={user.approvalStatus} />}
        </Group>
      </Stack>
      <Group gap="sm">
        {user.suspended ? (
          <Button
            color="teal"
            leftSection={<IconRefresh size={16} />}
            onClick={restoreModal.open}
            data-testid="restore-button"
          >
            {t('admin.user.restore.button')}
          </Button>
        ) : (
          !isSelf && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlayerPause size={16} />}
              onClick={suspendModal.open}
              data-testid="suspend-button"
            >
              {t('admin.user.suspend.button')}
            </Button>
          )
        )}
        {user.role === 'teacher' && (
          <Anchor component={Link} to={reviewPath(user.id)} size="sm">
            {t('admin.user.openReview')}
          </Anchor>
        )}
      </Group>
      <FieldGrid
        fields={[
          { key: 'first-name', label: label('firstName'), value: user.firstName },
          { key: 'last-name', label: label('lastName'), value: user.lastName },
          {
            key: 'tenant',
            label: label('tenant'),
            value: user.subdomain?.title ?? t('admin.common.mainMarketplace'),
          },
          { key: 'language', label: label('language'), value: t(`admin.languages.${user.language}`) },
          { key: 'time-zone', label: label('timeZone'), value: user.timeZone },
          { key: 'sessions', label: label('sessions'), value: String(user.activeSessions) },
          { key: 'created', label: label('created'), value: formatDateTime(user.createdAt) },
          {
            key: 'suspended-at',
            label: label('suspendedAt'),
            value: user.suspendedAt && formatDateTime(user.suspendedAt),
          },
        ]}
      />
      <MoneySection user={user} name={name} />
      <Section title={t('admin.user.history')} testId="user-history">
        <AuditHistory entries={user.history} />
      </Section>
      <AccountActionModal
        action="suspend"
        userId={user.id}
        userName={name}
        tutor={user.role === 'teacher'}
        opened={suspending}
        onClose={suspendModal.close}
      />
      <AccountActionModal
        action="restore"
        userId={user.id}
        userName={name}
        opened={restoring}
        onClose={restoreModal.close}
      />
    </Stack>
  );
}

/** One user of the console's list, in a drawer over it (full screen on a phone). */
export function UserDetailDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const detail = useConsoleUser(userId);
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={t('admin.user.title')}
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
    >
      {detail.isPending && <CenteredLoader />}
      {detail.isError && <LoadFailed onRetry={() => void detail.refetch()} />}
      {detail.data && <UserDetail user={detail.data} />}
    </Drawer>
  );
}
