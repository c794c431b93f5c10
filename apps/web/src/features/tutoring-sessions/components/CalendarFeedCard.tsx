import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/client.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { formatDateTime } from '../../../ui/format.ts';

const FEED_KEY = ['calendar-feed'] as const;

interface FeedStatus {
  exists: boolean;
  createdAt: string | null;
}

/**
 * The private calendar feed (.ics) of the user's sessions: create it, replace it (the old address stops working)
 * or remove it. The address is shown once, when made, with a copy button and how to subscribe to it.
 */
export function CalendarFeedCard({ viewerZone }: { viewerZone: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const status = useQuery({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => api.get<FeedStatus>('/calendar-feed', { signal, silent: true }),
  });
  const create = useMutation({
    mutationFn: () => api.post<{ url: string; createdAt: string }>('/calendar-feed'),
    onSuccess: (feed) => setUrl(feed.url),
    onSettled: () => client.invalidateQueries({ queryKey: FEED_KEY }),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<null>('/calendar-feed'),
    onSuccess: () => setUrl(null),
    onSettled: () => client.invalidateQueries({ queryKey: FEED_KEY }),
  });
  const exists = status.data?.exists ?? false;
  // Replacing stops the current address at once (every subscribed calendar goes stale): confirmed first.
  const createOrReplace = () => {
    if (!exists) return create.mutate();
    void dialogs.confirm({
      title: t('tuition.feed.confirmReplace.title'),
      children: <Text size="sm">{t('tuition.feed.confirmReplace.text')}</Text>,
      labels: { confirm: t('tuition.feed.replace'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'feed-replace-confirm' },
      onConfirm: () => create.mutate(),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="calendar-feed">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarShare size={22} />
          <Title order={2} size="h4">
            {t('tuition.feed.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('tuition.feed.intro')}
        </Text>
        {url && (
          <Alert color="teal" variant="light" title={t('tuition.feed.createdTitle')}>
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label={t('tuition.feed.url')}
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1 }}
                />
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      variant="light"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    >
                      {copied ? t('tuition.feed.copied') : t('tuition.feed.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="sm">{t('tuition.feed.howTo')}</Text>
              <Text size="sm" c="dimmed">
                {t('tuition.feed.shownOnce')}
              </Text>
            </Stack>
          </Alert>
        )}
        {!url && exists && status.data?.createdAt && (
          <Text size="sm">
            {t('tuition.feed.active', { date: formatDateTime(status.data.createdAt, viewerZone) })}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant={exists ? 'default' : 'filled'}
            loading={create.isPending}
            disabled={status.isPending}
            onClick={createOrReplace}
          >
            {exists ? t('tuition.feed.replace') : t('tuition.feed.create')}
          </Button>
          {exists && (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('tuition.feed.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
