import { Box, Button, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { formatDayHeading } from '../../tuition/time-format.ts';
import { threadMessages } from '../api.ts';
import type { Message, ThreadData } from '../cache.ts';
import { groupByDay } from '../day-groups.ts';
import { MessageBubble } from './MessageBubble.tsx';

/**
 * A thread's messages, newest last, under the viewer's day headings, with "Load earlier messages" on top; each
 * new newest message scrolls into view (loading earlier ones keeps the place).
 */
export function MessageList({
  thread,
  timeZone,
  isMine,
  senderName,
  seenUpTo = null,
  empty,
}: {
  thread: UseInfiniteQueryResult<ThreadData>;
  timeZone: string;
  /** Drawn on the right. */
  isMine: (message: Message) => boolean;
  /** Named above each message (the admin team's reading of a reported conversation). */
  senderName?: (message: Message) => string;
  /** The newest message the other person has read: "Seen" goes under the viewer's last message up to it. */
  seenUpTo?: number | null;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const messages = threadMessages(thread.data);
  const newestId = messages.at(-1)?.id;
  const seenId =
    seenUpTo === null
      ? null
      : (messages.findLast((message) => isMine(message) && message.id <= seenUpTo)?.id ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest message's id is the trigger
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [newestId]);

  return (
    <Box ref={scroller} flex={1} mih={0} style={{ overflowY: 'auto' }} data-testid="thread-messages">
      {thread.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : thread.isError ? (
        <LoadFailed onRetry={() => void thread.refetch()} />
      ) : (
        <Stack gap="xs" px={4} pb="xs">
          {thread.hasNextPage && (
            <Center>
              <Button
                variant="subtle"
                size="compact-sm"
                loading={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
                data-testid="load-earlier"
              >
                {t('messages.thread.loadEarlier')}
              </Button>
            </Center>
          )}
          {messages.length === 0 && (
            <Text c="dimmed" ta="center" py="lg" data-testid="thread-empty">
              {empty}
            </Text>
          )}
          {groupByDay(messages, timeZone).map((group) => (
            <Fragment key={group.day}>
              <Divider
                label={formatDayHeading(group.at, timeZone)}
                labelPosition="center"
                data-testid="day-separator"
              />
              {group.items.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={isMine(message)}
                  sender={senderName?.(message)}
                  timeZone={timeZone}
                  seen={message.id === seenId}
                />
              ))}
            </Fragment>
          ))}
        </Stack>
      )}
    </Box>
  );
}
