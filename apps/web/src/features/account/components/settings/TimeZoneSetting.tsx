import { Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify.ts';
import { useSession } from '../../../../app/session/index.ts';
import { FormErrorAlert } from '../../../../ui/form/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { useSaveProfile } from '../../../onboarding/api.ts';
import { zoneOptions } from '../../time-zone/zones.ts';

/**
 * The user's time zone, saved to the account (`time_zone`) on choosing it: every page, e-mail and the calendar
 * feed follow it. A searchable list of IANA zones, each with its offset now.
 */
export function TimeZoneSetting() {
  const { t } = useTranslation();
  const { user } = useSession();
  const save = useSaveProfile();
  const [error, setError] = useState<string | null>(null);
  const current = user?.timeZone ?? 'UTC';
  const options = useMemo(() => zoneOptions(new Date(), current), [current]);

  const change = (next: string | null) => {
    if (!next || next === current) return;
    setError(null);
    save.mutate(
      { time_zone: next },
      {
        onSuccess: () => notify.success(t('settings.timeZone.saved', { zone: next })),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack gap="sm">
      <FormErrorAlert message={error} />
      <Select
        label={t('settings.timeZone.label')}
        placeholder={t('settings.timeZone.placeholder')}
        nothingFoundMessage={t('settings.timeZone.nothingFound')}
        data={options}
        value={current}
        onChange={change}
        searchable
        allowDeselect={false}
        disabled={save.isPending}
        maw={420}
        comboboxProps={{ withinPortal: true }}
        data-testid="settings-time-zone"
      />
      <Text size="sm" c="dimmed" data-testid="settings-time-zone-now">
        {t('settings.timeZone.now', { time: formatDateTime(new Date().toISOString(), current) })}
      </Text>
    </Stack>
  );
}
