import { Box, Center, Grid, Loader, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { useConversation, useConversations } from '../api.ts';
import { ConversationList } from '../components/ConversationList.tsx';
import { ConversationThread } from '../components/ConversationThread.tsx';

/** The panes' height: the window less the header and the page's padding, so the thread scrolls, not the page. */
const PANE_HEIGHT = 'calc(100dvh - 60px - 2 * var(--mantine-spacing-lg))';

function OpenConversation({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const conversation = useConversation(id);
  if (conversation.isPending) {
    return (
      <Center h="100%">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (conversation.isError) {
    if (isApiError(conversation.error) && conversation.error.status === 404) {
      return (
        <Center h="100%">
          <Text data-testid="conversation-not-found">{t('messages.notFound')}</Text>
        </Center>
      );
    }
    return <LoadFailed onRetry={() => void conversation.refetch()} />;
  }
  return <ConversationThread key={id} conversation={conversation.data} onBack={onBack} />;
}

/**
 * `/messages?conversationId=`: the conversations beside the open one. On a phone they are two screens: the list,
 * or the open conversation with Back to the list.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const [params, setParams] = useSearchParams();
  const page = idFrom(params.get('page')) ?? 1;
  const openId = idFrom(params.get('conversationId'));
  // Opening a conversation is a step in the history, so the phone's Back returns to the list.
  const go = (conversationId: number | null, toPage = page) => {
    const next = new URLSearchParams();
    if (conversationId !== null) next.set('conversationId', String(conversationId));
    if (toPage > 1) next.set('page', String(toPage));
    setParams(next);
  };
  const conversations = useConversations(page);
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const showList = wide || openId === null;
  const showThread = wide || openId !== null;

  const list = (
    <Stack gap="sm" h="100%">
      <Title order={1} size="h3">
        {t('messages.title')}
      </Title>
      <Box flex={1} mih={0} style={{ overflowY: 'auto' }}>
        {conversations.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : conversations.isError ? (
          <LoadFailed onRetry={() => void conversations.refetch()} />
        ) : conversations.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="conversations-empty">
            {t('messages.list.empty')}
          </Text>
        ) : (
          <ConversationList
            conversations={conversations.data.items}
            selectedId={openId}
            timeZone={timeZone}
            onSelect={(id) => go(id)}
          />
        )}
      </Box>
      {conversations.data && (
        <PageControls
          total={conversations.data.pagination.totalPages}
          page={page}
          onChange={(next) => go(openId, next)}
        />
      )}
    </Stack>
  );

  return (
    <Grid gutter="md" maw={1200}>
      {showList && (
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <Paper withBorder radius="md" p="sm" h={PANE_HEIGHT} mih={320}>
            {list}
          </Paper>
        </Grid.Col>
      )}
      {showThread && (
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Paper withBorder radius="md" p="sm" h={PANE_HEIGHT} mih={320}>
            {openId === null ? (
              <Center h="100%">
                <Text c="dimmed">{t('messages.pick')}</Text>
              </Center>
            ) : (
              <OpenConversation id={openId} onBack={() => go(null)} />
            )}
          </Paper>
        </Grid.Col>
      )}
    </Grid>
  );
}
