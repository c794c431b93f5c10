import { LIMITS } from '@kru/contract/limits';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { overlaysState } from './overlays-loader.ts';

/** The dialog host (confirm 'OK' / cancel 'Cancel' by default) and the toast area (bottom left, at most 3, 5 s). */
export default function AppOverlays() {
  const { t } = useTranslation();

  useEffect(() => overlaysState.markReady(), []);

  return (
    <>
      <ModalsProvider
        labels={{ confirm: t('common.ok'), cancel: t('common.cancel') }}
        modalProps={{ centered: true }}
      />
      <Notifications
        position="bottom-left"
        limit={LIMITS.notificationsMax}
        autoClose={LIMITS.notificationAutoCloseMs}
        containerWidth={400}
      />
    </>
  );
}
