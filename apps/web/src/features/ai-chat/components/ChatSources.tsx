import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBook2, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage } from '../api.ts';

interface Props {
  sources: ChatMessage['sources'];
  /** Where a source section opens: the reader for learners, the course page for others. */
  sectionLink: (sectionId: number) => string;
  /** The subscription page that opens a locked section. */
  subscribePath: string;
}

/**
 * The sections an answer draws on: each exact quote as a quotation with a link to its section (the learner lands
 * on it); a locked section by name only, with the subscription that opens it.
 */
export function ChatSources({ sources, sectionLink, subscribePath }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="chat-sources">
      <Text size="xs" c="dimmed">
        {t('aiChat.sources')}
      </Text>
      {sources.map((source) => {
        const place = `${source.chapterTitle} › ${source.sectionTitle}`;
        if (source.locked) {
          return (
            <Stack key={source.sectionId} gap={2} data-testid="chat-source-locked">
              <Group gap={4} wrap="nowrap">
                <IconLock size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">{place}</Text>
              </Group>
              <Anchor component={Link} to={subscribePath} size="sm" data-testid="chat-subscribe">
                {t('aiChat.subscribeToOpen')}
              </Anchor>
            </Stack>
          );
        }
        return (
          <Stack key={source.sectionId} gap={2}>
            {source.quote && (
              <Text
                component="blockquote"
                size="sm"
                m={0}
                pl="xs"
                fs="italic"
                style={{
                  borderLeft: '3px solid var(--mantine-primary-color-filled)',
                  overflowWrap: 'anywhere',
                }}
                data-testid="chat-quote"
              >
                “{source.quote}”
              </Text>
            )}
            <Anchor
              component={Link}
              to={sectionLink(source.sectionId)}
              size="sm"
              data-testid="chat-source-link"
            >
              <Group gap={4} wrap="nowrap">
                <IconBook2 size={14} aria-hidden style={{ flexShrink: 0 }} />
                {place}
              </Group>
            </Anchor>
          </Stack>
        );
      })}
    </Stack>
  );
}
