import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { useSession } from '../../../app/session/index.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { type ScheduleDraft, useSaveSchedule, useSchedule, useSchedulePreview } from '../api.ts';
import { BookingRules } from '../components/BookingRules.tsx';
import { DateOverrides } from '../components/DateOverrides.tsx';
import { FreeTimeOfHours } from '../components/FreeTimeOfHours.tsx';
import { WeekdayHours } from '../components/WeekdayHours.tsx';
import { draftOf, isDraftValid } from '../draft.ts';

/**
 * `/tuition/weekly-hours`: the tutor's working hours per weekday, dates that differ, and booking rules, with the
 * free time they give previewed as they are edited. Saving writes that free time into the calendar, where single
 * slots can still be painted or removed by hand.
 */
export default function WeeklyHoursPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const schedule = useSchedule();
  const save = useSaveSchedule();
  const [edited, setEdited] = useState<ScheduleDraft | null>(null);
  const draft = edited ?? (schedule.data ? draftOf(schedule.data) : null);
  const valid = draft !== null && isDraftValid(draft);
  const [previewed] = useDebouncedValue(valid ? draft : null, 400);
  const preview = useSchedulePreview(previewed);
  const approved = user?.approvalStatus === 'approved';

  if (!draft || !schedule.data) {
    return <Loader aria-label={t('tuition.weeklyHours.loading')} />;
  }
  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => {
        setEdited(null);
        notify.success(t('tuition.weeklyHours.saved'));
      },
    });

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('tuition.weeklyHours.title')}
      </Title>
      <Text c="dimmed">{t('tuition.weeklyHours.intro', { zone: schedule.data.timeZone })}</Text>
      <Text size="sm">
        <Anchor component={Link} to={TUITION_PATHS.calendar}>
          {t('tuition.weeklyHours.toCalendar')}
        </Anchor>
      </Text>
      {!approved && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('tuition.weeklyHours.notApproved')}
        </Alert>
      )}
      <WeekdayHours draft={draft} onChange={setEdited} />
      <DateOverrides draft={draft} timeZone={schedule.data.timeZone} onChange={setEdited} />
      <BookingRules draft={draft} onChange={setEdited} />
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={!valid || !approved}>
          {t('tuition.weeklyHours.save')}
        </Button>
        {edited && (
          <Text size="sm" c="dimmed">
            {t('tuition.weeklyHours.unsaved')}
          </Text>
        )}
      </Group>
      <FreeTimeOfHours preview={preview.data} loading={preview.isFetching} />
    </Stack>
  );
}
