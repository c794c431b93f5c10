import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../api.ts';
import { MessageBubble } from './MessageBubble.tsx';

interface Props {
  messages: ChatMessage[];
  /** The question on its way, shown until the answer arrives. */
  pendingQuestion: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  sectionLink: (sectionId: number) => string;
  subscribePath: string;
}

/** The conversation in reading order, a button for older messages above it, the question being answered below. */
export function Conversation(props: Props) {
  const { t } = useTranslation();
  const { messages, pendingQuestion, sectionLink, subscribePath } = props;
  return (
    <Stack gap="sm" data-testid="chat-conversation" aria-live="polite">
      {props.hasOlder && (
        <Center>
          <Button
            variant="subtle"
            size="xs"
            loading={props.loadingOlder}
            onClick={props.onLoadOlder}
            data-testid="chat-load-older"
          >
            {t('aiChat.loadOlder')}
          </Button>
        </Center>
      )}
      {messages.length === 0 && pendingQuestion === null && (
        <Text c="dimmed" ta="center" py="lg" data-testid="chat-empty">
          {t('aiChat.empty')}
        </Text>
      )}
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          sectionLink={sectionLink}
          subscribePath={subscribePath}
        />
      ))}
      {pendingQuestion !== null && (
        <>
          <MessageBubble
            message={{ role: 'user', text: pendingQuestion }}
            sectionLink={sectionLink}
            subscribePath={subscribePath}
            pending
          />
          <MessageBubble
            message={{ role: 'assistant', text: t('aiChat.thinking') }}
            sectionLink={sectionLink}
            subscribePath={subscribePath}
            pending
          />
        </>
      )}
    </Stack>
  );
}
