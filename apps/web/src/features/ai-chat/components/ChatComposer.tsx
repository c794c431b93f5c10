import { LIMITS } from '@kru/contract/limits';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerStop, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidChatMessage } from '../chat-messages.ts';

interface Props {
  /** An answer is streaming in: Send gives way to Stop. */
  sending: boolean;
  onStop: () => void;
  /** Today's questions are used up. */
  disabled?: boolean;
  /** Resolves true when the message was taken (the box is then cleared). */
  onSend: (message: string) => Promise<boolean>;
}

/** The message box: 3 to 4096 characters (the spec's limit and message), Enter sends, Shift+Enter a new line. */
export function ChatComposer({ sending, onSend, onStop, disabled = false }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [showLengthError, setShowLengthError] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending || disabled) return;
    if (!isValidChatMessage(text)) {
      setShowLengthError(true);
      return;
    }
    setShowLengthError(false);
    if (await onSend(text.trim())) setText('');
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Textarea
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (showLengthError && isValidChatMessage(event.currentTarget.value)) setShowLengthError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          placeholder={t('aiChat.placeholder')}
          aria-label={t('aiChat.messageLabel')}
          autosize
          minRows={2}
          maxRows={8}
          error={showLengthError ? t('aiChat.lengthError') : undefined}
          data-testid="chat-input"
        />
        <Group justify="space-between">
          <Text size="xs" c={text.trim().length > LIMITS.chatMessageMax ? 'red' : 'dimmed'}>
            {t('aiChat.counter', { count: text.trim().length, max: LIMITS.chatMessageMax })}
          </Text>
          {sending ? (
            // Keys: a new element, so the click on Stop never ends up submitting through a reused Send button.
            <Button
              key="stop"
              color="red"
              variant="light"
              onClick={(event) => {
                event.preventDefault();
                onStop();
              }}
              leftSection={<IconPlayerStop size={16} />}
              data-testid="chat-stop"
            >
              {t('aiChat.stop')}
            </Button>
          ) : (
            <Button
              key="send"
              type="submit"
              disabled={disabled}
              leftSection={<IconSend size={16} />}
              data-testid="chat-send"
            >
              {t('aiChat.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
