import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { type Notification, useMarkRead, useNotifications, useUnreadCount } from '../api.ts';

function Entry({ item, viewerZone, onOpen }: { item: Notification; viewerZone: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = item.readAt === null;
  return (
    <UnstyledButton onClick={onOpen} data-testid="notification" data-unread={unread} w="100%">
      <Paper
        withBorder
        radius="md"
        p="md"
        bg={unread ? 'var(--mantine-color-kruPurple-0)' : undefined}
        style={unread ? { borderLeft: '4px solid var(--mantine-color-kruPurple-6)' } : undefined}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={unread ? 700 : 500}>{item.title}</Text>
              {unread && (
                <Badge size="xs" variant="filled">
                  {t('notifications.new')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {item.body}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(item.createdAt, viewerZone)}
          </Text>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** `/notifications`: what happened to the user's sessions, newest first; opening one marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerZone = useViewerTimeZone();
  const { set, page } = useSearchParamsState();
  const list = useNotifications(page);
  const unread = useUnreadCount();
  const markRead = useMarkRead();

  const open = (item: Notification) => {
    if (item.readAt === null) markRead.mutate([item.id]);
    navigate(item.link);
  };

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('notifications.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} />}
          disabled={!unread.data}
          loading={markRead.isPending && markRead.variables === undefined}
          onClick={() => markRead.mutate(undefined)}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="notifications-empty">
          {t('notifications.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.data.items.map((item) => (
            <Entry key={item.id} item={item} viewerZone={viewerZone} onOpen={() => open(item)} />
          ))}
          <PageControls
            total={list.data.pagination.totalPages}
            page={page}
            onChange={(next) => set({ page: next })}
          />
        </Stack>
      )}
    </Stack>
  );
}
