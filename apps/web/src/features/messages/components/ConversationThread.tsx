import { MESSAGE_LIMITS } from '@kru/contract/message-rules';
import { Alert, Divider, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/index.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import {
  type Conversation,
  fullName,
  threadMessages,
  useMarkRead,
  useSendMessage,
  useThread,
} from '../api.ts';
import { usePageVisible } from '../hooks/use-page-visible.ts';
import { sendErrorMessage } from '../send-error.ts';
import { Composer, type Draft } from './Composer.tsx';
import { ConversationHeader } from './ConversationHeader.tsx';
import { MessageList } from './MessageList.tsx';

/** Why nobody can write here, or null. */
function BlockedNotice({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const name = fullName(conversation.other);
  if (!conversation.blockedByMe && !conversation.blockedByOther) return null;
  return (
    <Alert color="gray" variant="light" p="xs" data-testid="blocked-notice">
      {conversation.blockedByMe
        ? t('messages.blocked.byMe', { name })
        : t('messages.blocked.byOther', { name })}
    </Alert>
  );
}

/**
 * An open conversation: its messages newest last under the viewer's day headings, earlier ones on request, and
 * the composer. What arrives while it is open and the page is in view is marked read.
 */
export function ConversationThread({
  conversation,
  onBack,
}: {
  conversation: Conversation;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const viewerId = useSession().user?.id;
  const timeZone = useViewerTimeZone();
  const thread = useThread(conversation.id);
  const send = useSendMessage(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const visible = usePageVisible();
  const [sendError, setSendError] = useState<string | null>(null);
  const messages = threadMessages(thread.data);
  const newest = messages.at(-1);
  const readUpTo = useRef(conversation.myLastReadMessageId ?? 0);

  useEffect(() => {
    if (!newest || !visible || newest.id <= readUpTo.current) return;
    readUpTo.current = newest.id;
    if (newest.senderId !== viewerId || conversation.unreadCount > 0) markRead.mutate(newest.id);
  }, [newest, visible, viewerId, conversation.unreadCount, markRead.mutate]);

  const onSend = async (draft: Draft) => {
    setSendError(null);
    try {
      await send.mutateAsync({ body: draft.text, attachmentIds: draft.files.map((file) => file.id) });
      return true;
    } catch (error) {
      setSendError(sendErrorMessage(error, t));
      return false;
    }
  };

  const blocked = conversation.blockedByMe || conversation.blockedByOther;
  return (
    <Stack gap="sm" h="100%" data-testid="conversation-thread">
      <ConversationHeader conversation={conversation} onBack={onBack} />
      <Divider />
      <MessageList
        thread={thread}
        timeZone={timeZone}
        isMine={(message) => message.senderId === viewerId}
        seenUpTo={conversation.otherLastReadMessageId}
        empty={t('messages.thread.empty', { name: fullName(conversation.other) })}
      />
      <BlockedNotice conversation={conversation} />
      <Composer
        onSend={onSend}
        sending={send.isPending}
        error={sendError}
        maxLength={MESSAGE_LIMITS.bodyMax}
        maxFiles={MESSAGE_LIMITS.attachmentsMax}
        disabled={blocked}
      />
    </Stack>
  );
}
