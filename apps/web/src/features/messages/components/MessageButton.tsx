import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { useStartConversation } from '../api.ts';
import { conversationPath } from '../paths.ts';

/**
 * "Message": opens the conversation with this person (starting it the first time) in the inbox. When the server
 * refuses (a tutor writing to someone who never booked them, a suspended tutor), its sentence is shown.
 */
export function MessageButton({
  userId,
  name,
  ...buttonProps
}: { userId: number; name: string } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={16} />}
      {...buttonProps}
      loading={start.isPending}
      aria-label={t('messages.messagePerson', { name })}
      data-testid="message-button"
      onClick={() =>
        start.mutate(userId, {
          onSuccess: (conversation) => navigate(conversationPath(conversation.id)),
          onError: (error) => notify.error(error.message || t('messages.errors.failed')),
        })
      }
    >
      {t('messages.message')}
    </Button>
  );
}
