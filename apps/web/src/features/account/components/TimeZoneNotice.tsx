import { Alert, Button, Group, Text } from '@mantine/core';
import { IconWorldPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { useSession } from '../../../app/session/index.ts';
import { safeLocalStorage } from '../../../app/storage.ts';
import { useSaveProfile } from '../../onboarding/api.ts';
import { deviceTimeZone } from '../time-zone/zones.ts';

const DISMISSED_KEY = 'kru.timeZoneNotice.dismissed';

/**
 * Shown on every signed-in page while this device's zone differs from the saved one (after a trip, say): switch
 * to the device's zone, or keep the saved one. Keeping it is remembered on this device for that pair of zones,
 * so the notice comes back only when either changes.
 */
export function TimeZoneNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const save = useSaveProfile();
  const device = deviceTimeZone();
  const saved = user?.timeZone;
  const pair = `${device}|${saved}`;
  const [dismissed, setDismissed] = useState(() => safeLocalStorage.get(DISMISSED_KEY));
  if (!device || !saved || device === saved || dismissed === pair) return null;

  const keep = () => {
    safeLocalStorage.set(DISMISSED_KEY, pair);
    setDismissed(pair);
  };
  const switchZone = () =>
    save.mutate(
      { time_zone: device },
      {
        onSuccess: () => notify.success(t('settings.timeZone.saved', { zone: device })),
        onError: (failure) => notify.error(failure.message),
      },
    );

  return (
    <Alert
      color="kruPurple"
      variant="light"
      icon={<IconWorldPin size={20} />}
      title={t('timeZoneNotice.title')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={keep}
      mb="md"
      data-testid="time-zone-notice"
    >
      <Text size="sm">{t('timeZoneNotice.text', { device, saved })}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={switchZone} loading={save.isPending}>
          {t('timeZoneNotice.switch', { device })}
        </Button>
        <Button size="xs" variant="default" onClick={keep}>
          {t('timeZoneNotice.dismiss', { saved })}
        </Button>
      </Group>
    </Alert>
  );
}
