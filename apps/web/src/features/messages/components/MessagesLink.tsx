import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMessagesUnread } from '../cache.ts';
import { useMessagesSocket } from '../hooks/use-messages-socket.ts';
import { MESSAGES_PATHS } from '../paths.ts';

/**
 * The shell's Messages link with the unread count on it. It holds the messages socket, so the count (and any open
 * conversation) follows new messages in real time on every page. `live`: the count and the socket (the frame
 * starts them once the first page is drawn).
 */
export function MessagesLink({ live }: { live: boolean }) {
  const { t } = useTranslation();
  useMessagesSocket(live);
  const count = useMessagesUnread(live).data ?? 0;
  const here = useLocation().pathname === MESSAGES_PATHS.inbox;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={16}
      disabled={count === 0}
      color="kruPink"
      offset={4}
      data-testid="messages-unread-badge"
    >
      <ActionIcon
        component={Link}
        to={MESSAGES_PATHS.inbox}
        variant={here ? 'light' : 'subtle'}
        aria-current={here ? 'page' : undefined}
        size="lg"
        aria-label={count ? t('messages.linkUnread', { count }) : t('messages.link')}
        data-testid="messages-link"
      >
        <IconMessageCircle size={20} />
      </ActionIcon>
    </Indicator>
  );
}
