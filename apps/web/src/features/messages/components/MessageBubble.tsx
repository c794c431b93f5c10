import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../tuition/time-format.ts';
import type { Message } from '../cache.ts';

/** One message: the viewer's own on the right, the other person's on the left, with its time in the viewer's zone. */
export function MessageBubble({
  message,
  mine,
  sender,
  timeZone,
  seen = false,
}: {
  message: Message;
  mine: boolean;
  /** Who sent it, when the reader is not one of the two (the admin team). */
  sender?: string;
  timeZone: string;
  /** The other person has read up to here. */
  seen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={2}
      align={mine ? 'flex-end' : 'flex-start'}
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
    >
      <Paper px="sm" py={6} radius="md" maw="85%" bg={mine ? 'kruPurple.0' : 'gray.1'} c="dark.9">
        {message.body && (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="message-body"
          >
            {message.body}
          </Text>
        )}
        {message.attachments.map((file) => (
          <Group key={file.id} gap={4} wrap="nowrap" mt={message.body ? 4 : 0}>
            <IconPaperclip size={14} aria-hidden />
            <Anchor
              href={file.url}
              target="_blank"
              rel="noopener"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {file.fileName}
            </Anchor>
          </Group>
        ))}
      </Paper>
      <Text size="xs" c="dimmed">
        {sender ? (
          `${sender} · `
        ) : (
          <VisuallyHidden>
            {mine ? t('messages.thread.sentByYou') : t('messages.thread.sentByThem')}
          </VisuallyHidden>
        )}
        {formatClock(message.createdAt, timeZone)}
        {seen && <span data-testid="message-seen">{` · ${t('messages.thread.seen')}`}</span>}
      </Text>
    </Stack>
  );
}
