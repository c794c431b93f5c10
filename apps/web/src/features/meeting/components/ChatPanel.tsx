import { MEETING_LIMITS } from '@kru/contract';
import { Button, Group, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from '../use-meeting-call.ts';

interface Props {
  messages: ChatLine[];
  userId: number | null;
  peerName: string;
  /** The other person is in the room (a line sent now reaches them). */
  open: boolean;
  timeZone: string;
  onSend: (text: string) => void;
}

/** Text chat beside the video: lines from both people, newest at the bottom. */
export function ChatPanel({ messages, userId, peerName, open, timeZone, onSend }: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'th' ? 'th-TH' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new line scrolls the newest into view
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length]);

  const text = draft.trim();
  const tooLong = draft.length > MEETING_LIMITS.chatMaxLength;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text || tooLong || !open) return;
    onSend(text);
    setDraft('');
  };

  return (
    <Paper withBorder p="sm" h="100%" component="section" aria-labelledby="meeting-chat-title">
      <Stack gap="xs" h="100%">
        <Title order={2} size="h5" id="meeting-chat-title">
          {t('meeting.chat.title')}
        </Title>
        <ScrollArea h={360} viewportRef={viewport} data-testid="meeting-chat">
          <Stack gap={6}>
            {messages.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('meeting.chat.empty')}
              </Text>
            )}
            {messages.map((line) => {
              const mine = line.from === userId;
              return (
                <Stack key={line.id} gap={0} align={mine ? 'flex-end' : 'flex-start'} data-testid="chat-line">
                  <Text size="xs" c="dimmed">
                    {mine ? t('meeting.you') : peerName} · {time.format(new Date(line.at))}
                  </Text>
                  <Paper px="sm" py={4} radius="md" bg={mine ? 'kruPurple.0' : 'gray.1'} maw="90%">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {line.text}
                    </Text>
                  </Paper>
                </Stack>
              );
            })}
          </Stack>
        </ScrollArea>
        <form onSubmit={submit}>
          <Stack gap={6}>
            <Textarea
              aria-label={t('meeting.chat.placeholder')}
              placeholder={
                open ? t('meeting.chat.placeholder') : t('meeting.chat.closed', { name: peerName })
              }
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
              error={tooLong ? t('meeting.chat.tooLong', { max: MEETING_LIMITS.chatMaxLength }) : undefined}
              autosize
              minRows={1}
              maxRows={4}
              disabled={!open}
              data-testid="chat-input"
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                size="xs"
                leftSection={<IconSend size={14} />}
                disabled={!open || !text || tooLong}
              >
                {t('meeting.chat.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
