import { SESSION_STATUSES } from '@kru/contract';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { useSession } from '../../../app/session/index.ts';
import { type Slot, useOwnCalendar, useUpdateAvailabilities } from '../../tuition/api.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { FREE_COLOR, FREE_TEXT_COLOR } from '../calendar-events.ts';
import { AvailabilityCalendar, type InstantRange } from '../components/AvailabilityCalendar.tsx';
import { RemoveFreeTimeModal } from '../components/RemoveFreeTimeModal.tsx';

/** Why a tutor not approved cannot add availability yet, with the way to their profile (where the review stands). */
function NotApprovedNotice({ status }: { status: 'incomplete' | 'pending' | 'rejected' }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t('tuition.calendar.notApprovedTitle')}
      data-testid="calendar-not-approved"
    >
      <Text size="sm">{t(`tuition.calendar.notApproved.${status}`)}</Text>
      <Button component={Link} to={PATHS.profile} size="xs" variant="light" mt="xs">
        {t('tuition.calendar.toProfile')}
      </Button>
    </Alert>
  );
}

/**
 * `/tuition/calendar`: the tutor's week of availability in their own time zone. Drag to add free time, click free
 * time to remove it; booked time and sessions show in the spec's status colours and cannot be removed.
 * FullCalendar loads with this page only (the route's module is loaded lazily).
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const timeZone = useViewerTimeZone();
  const [range, setRange] = useState<InstantRange | null>(null);
  const [removing, setRemoving] = useState<Slot[] | null>(null);
  const calendar = useOwnCalendar(range);
  const update = useUpdateAvailabilities();
  const status = calendar.data?.teacher.approvalStatus ?? user?.approvalStatus;
  const approved = status === 'approved';

  const add = (added: InstantRange) =>
    update.mutate(
      {
        added_availabilities: [{ starting_at: added.from, ending_at: added.till }],
        deleted_availabilities: [],
      },
      { onSuccess: () => notify.success(t('tuition.calendar.added')) },
    );
  const remove = (ids: number[]) =>
    update.mutate(
      { added_availabilities: [], deleted_availabilities: ids },
      {
        onSuccess: () => {
          setRemoving(null);
          notify.success(t('tuition.calendar.removed'));
        },
      },
    );

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('tuition.calendar.title')}
      </Title>
      {status && status !== 'approved' && (
        <NotApprovedNotice status={status as 'incomplete' | 'pending' | 'rejected'} />
      )}
      <Text c="dimmed">{t('tuition.calendar.intro', { zone: timeZone })}</Text>
      <Text size="sm">
        <Anchor component={Link} to={TUITION_PATHS.weeklyHours}>
          {t('tuition.calendar.toWeeklyHours')}
        </Anchor>
      </Text>
      <Group gap="xs">
        <Badge color={FREE_COLOR} c={FREE_TEXT_COLOR} variant="filled" tt="none">
          {t('tuition.calendar.free')}
        </Badge>
        <Badge color={SESSION_STATUSES.approved.color} variant="filled" tt="none">
          {t('tuition.calendar.booked')}
        </Badge>
      </Group>
      <AvailabilityCalendar
        calendar={calendar.data}
        timeZone={timeZone}
        editable={approved && !update.isPending}
        onRangeChange={(next) =>
          setRange((current) => (current?.from === next.from && current.till === next.till ? current : next))
        }
        onAdd={add}
        onFreeClick={setRemoving}
        onBookedClick={() => notify.warning(t('tuition.calendar.bookedNotRemovable'))}
      />
      <RemoveFreeTimeModal
        slots={removing}
        timeZone={timeZone}
        removing={update.isPending}
        onRemove={remove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
