import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../api.ts';
import type { TutorDraft } from '../hooks/use-tutor-stream.ts';
import { MessageBubble } from './MessageBubble.tsx';

interface Props {
  messages: ChatMessage[];
  /** The exchange on its way (or stopped), shown until the stored messages are in `messages`. */
  draft: TutorDraft | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  sectionLink: (sectionId: number) => string;
  subscribePath: string;
}

/** The draft's parts not yet read back with the conversation: its question, and its answer so far. */
function unsaved(draft: TutorDraft | null, messages: ChatMessage[]) {
  if (!draft) return { question: false, answer: false };
  const questionId = draft.question?.id;
  const saved = (test: (message: ChatMessage) => boolean) => questionId !== undefined && messages.some(test);
  return {
    question: !saved((message) => message.id === questionId),
    answer:
      (draft.streaming || draft.text !== '') &&
      !saved((message) => message.role === 'assistant' && message.id > (questionId ?? 0)),
  };
}

/** The conversation in reading order, a button for older messages above it, the answer streaming in below. */
export function Conversation(props: Props) {
  const { t } = useTranslation();
  const { messages, draft, sectionLink, subscribePath } = props;
  const show = unsaved(draft, messages);
  const answerText = draft?.text
    ? `${draft.text}${draft.stopped ? `\n\n${t('aiChat.stopped')}` : ''}`
    : t('aiChat.thinking');
  return (
    <Stack gap="sm" data-testid="chat-conversation" aria-live="polite" aria-busy={draft?.streaming ?? false}>
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
      {messages.length === 0 && !draft && (
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
      {draft && show.question && (
        <MessageBubble
          message={{ role: 'user', text: draft.questionText }}
          sectionLink={sectionLink}
          subscribePath={subscribePath}
          pending
        />
      )}
      {draft && show.answer && (
        <MessageBubble
          message={{ role: 'assistant', text: answerText, sources: draft.sources }}
          sectionLink={sectionLink}
          subscribePath={subscribePath}
        />
      )}
    </Stack>
  );
}
