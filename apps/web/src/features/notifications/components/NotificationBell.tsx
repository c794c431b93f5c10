import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../api.ts';
import { NOTIFICATIONS_PATH } from '../paths.ts';

/** The shell's bell: a link to /notifications with the unread count on it, asked for once `live`. */
export function NotificationBell({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const count = useUnreadCount(live).data ?? 0;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={16}
      disabled={count === 0}
      color="kruPink"
      offset={4}
      data-testid="unread-badge"
    >
      <ActionIcon
        component={Link}
        to={NOTIFICATIONS_PATH}
        variant="subtle"
        size="lg"
        aria-label={count ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
