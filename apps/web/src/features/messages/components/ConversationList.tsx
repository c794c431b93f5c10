import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/index.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { dayKey, formatClock } from '../../tuition/time-format.ts';
import { type Conversation, fullName } from '../api.ts';

/** Today's messages by their clock time, older ones by their day, both in the viewer's zone. */
function activityLabel(iso: string, timeZone: string, now: Date): string {
  if (dayKey(iso, timeZone) === dayKey(now.toISOString(), timeZone)) return formatClock(iso, timeZone);
  return new Intl.DateTimeFormat(currentLanguage() === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(iso));
}

function Preview({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const viewerId = useSession().user?.id;
  const last = conversation.lastMessage;
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        {t('messages.list.noMessages')}
      </Text>
    );
  const text = last.preview || t('messages.list.files', { count: last.attachmentCount });
  return (
    <Text size="sm" c="dimmed" truncate data-testid="conversation-preview">
      {last.senderId === viewerId ? t('messages.list.youWrote', { text }) : text}
    </Text>
  );
}

/** The viewer's conversations, latest first: who, the last message, when, and how many are unread. */
export function ConversationList({
  conversations,
  selectedId,
  timeZone,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: number | null;
  timeZone: string;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <Stack
      gap={2}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('messages.list.label')}
    >
      {conversations.map((conversation) => {
        const name = fullName(conversation.other);
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <UnstyledButton
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              w="100%"
              p="sm"
              bg={selected ? 'kruPurple.0' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              data-testid="conversation-item"
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Avatar src={conversation.other.avatar} alt="" radius="xl" color="kruPurple">
                  {name.slice(0, 1)}
                </Avatar>
                <Stack gap={0} miw={0} flex={1}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={conversation.unreadCount ? 700 : 600} truncate data-testid="conversation-name">
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {activityLabel(conversation.lastActivityAt, timeZone, now)}
                    </Text>
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Preview conversation={conversation} />
                    {conversation.unreadCount > 0 && (
                      <Badge
                        color="kruPink"
                        size="sm"
                        circle={conversation.unreadCount < 10}
                        style={{ flexShrink: 0 }}
                        aria-label={t('messages.list.unread', { count: conversation.unreadCount })}
                        data-testid="conversation-unread"
                      >
                        {conversation.unreadCount}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
